import Foundation
import Hummingbird
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartJSON
import SeatChartSVG
import SeatChartSale

/// The chart and what lies on it: `/api/chart`, `/api/chart.svg`, `/api/seats`, `/api/hit`.
struct ChartRoutes {
    let api: SaleAPI
    /// `/api/chart`'s document, written once: the chart does not change while serving.
    let chartDocument: ByteBuffer

    init(api: SaleAPI, chartDocument: ByteBuffer) {
        self.api = api
        self.chartDocument = chartDocument
    }

    func add(to router: some RouterMethods<SaleRequestContext>) {
        router.get("api/chart") { _, _ in JSONResponse.buffer(chartDocument) }
        router.get("api/chart.svg") { request, _ in try await svg(request) }
        router.get("api/seats") { request, _ in try await seats(request) }
        router.get("api/hit") { request, _ in try hit(request) }
    }

    /// What an SVG's content may do when opened on its own: nothing but its own inline style.
    static let svgContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"

    /// The SVG of the chart with the current state; the bearer's holds marked selected and
    /// bookings marked yours. Without a token it is made once per state version for all
    /// (``RenderCache``); every render runs on the renders' own bounded pool.
    func svg(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        let chart = api.sale.chart
        let detail: ChartSVGOptions.Detail
        switch query["detail"].map(String.init) ?? "seats" {
        case "seats": detail = .seats
        case "tribunes": detail = .tribunes
        case let other: throw APIError.badRequest("expected seats or tribunes, found \"\(TerminalText.shortened(other))\"", place: "detail")
        }
        let widest = api.settings.maximumSVGWidth
        var width = Viewport.defaultPixelWidth
        if let text = query["width"].map(String.init) {
            guard let value = Int(text), (1...widest).contains(value) else {
                throw APIError.badRequest(
                    "expected a whole number of pixels from 1 to \(widest), found \"\(TerminalText.shortened(text))\"", place: "width")
            }
            width = value
        }
        var focus: Int?
        if let id = query["focus"].map(String.init) {
            guard let index = chart.tribuneIndex(forID: id) else {
                throw APIError.notFound("no tribune \"\(TerminalText.shortened(id))\" in this chart", place: "focus")
            }
            focus = index
        }
        let options = ChartSVGOptions(focus: focus, pixelWidth: width, detail: detail, parallelism: 1)
        let body: ByteBuffer
        if let text = api.optionalBearerToken(request), let token = try? api.sale.token(text) {
            body = try await api.render { [sale = api.sale] in
                ByteBuffer(data: try ChartSVGRenderer(chart: chart, states: try sale.states(holder: token.holder), options: options).render())
            }
        } else {
            body = try await cached("svg \(detail) \(focus ?? -1) \(width)") { states in
                ByteBuffer(data: try ChartSVGRenderer(chart: chart, states: states, options: options).render())
            }
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: "image/svg+xml; charset=utf-8", .cacheControl: "no-store",
                .contentSecurityPolicy: Self.svgContentSecurityPolicy,
            ],
            body: ResponseBody(byteBuffer: body))
    }

    /// `{"seats": [...], "next"}` as `seats --json`: a page of one tribune's seats
    /// (`tribune=ID`) or of the whole chart's, `offset` onwards, at most `limit`
    /// (``ServeSettings/seatPageSize``), with `"next"`, the offset of the next page (null
    /// after the last); or the seats named (`id=SEAT`, repeated, at most
    /// ``maximumNamedSeats``, in chart order, on one page).
    func seats(_ request: Request) async throws -> Response {
        let chart = api.sale.chart
        var list = 0..<chart.seats.count
        var name = "chart"
        let named = request.uri.queryParameters[values: "id"]
        if request.uri.queryParameters["tribune"] == nil, !named.isEmpty {
            let indices = try seatIndices(named.map(String.init), in: chart)
            let states = api.feed.states
            let bytes = try await api.read { SaleJSON.seatList(indices, of: chart, states: states, next: .some(nil)) }
            return JSONResponse.buffer(ByteBuffer(bytes: bytes))
        }
        if let id = request.uri.queryParameters["tribune"].map(String.init) {
            guard let tribune = chart.tribuneIndex(forID: id) else {
                throw APIError.notFound("no tribune \"\(TerminalText.shortened(id))\" in this chart", place: "tribune")
            }
            list = chart.tribunes[tribune].seats
            name = "tribune \(tribune)"
        }
        let pageSize = api.settings.seatPageSize
        let offset = try wholeNumber(request, "offset", in: 0...Int(Int32.max), default: 0)
        let limit = try wholeNumber(request, "limit", in: 1...pageSize, default: pageSize)
        let start = list.lowerBound + min(offset, list.count)
        let page = start..<min(list.upperBound, start + limit)
        let next: Int? = page.upperBound < list.upperBound ? page.upperBound - list.lowerBound : nil
        return JSONResponse.buffer(try await cached("seats \(name) \(page.lowerBound) \(page.count)") {
            ByteBuffer(bytes: SaleJSON.seatList(page, of: chart, states: $0, next: .some(next)))
        })
    }

    /// The body for `key`, made by `make` from the feed's seat states on the renders' pool,
    /// once per state version (``RenderCache``).
    private func cached(_ key: String, _ make: @escaping @Sendable (SeatStateTable) throws -> ByteBuffer) async throws -> ByteBuffer {
        let feed = api.feed
        return try await api.cache.body(key, atLeast: feed.sequence) { [api] in
            try await api.render {
                let (sequence, states) = feed.snapshot()
                return (sequence, try make(states))
            }
        }
    }

    private func wholeNumber(_ request: Request, _ name: String, in range: ClosedRange<Int>, default value: Int) throws -> Int {
        guard let text = request.uri.queryParameters[name[...]].map(String.init) else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw APIError.badRequest(
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \"\(TerminalText.shortened(text))\"",
                place: name)
        }
        return number
    }

    /// The most seats one `/api/seats?id=` request may name (a page asks for the names of
    /// the seats it holds, a few at a time; the URL stays short).
    static let maximumNamedSeats = 100

    /// The seats `ids` name, in chart order, each once.
    private func seatIndices(_ ids: [String], in chart: Chart) throws -> [Int] {
        let limit = Self.maximumNamedSeats
        guard ids.count <= limit else {
            throw APIError.tooLarge("expected at most \(limit) seat ids, found \(ids.count)", place: "id")
        }
        var found = Set<Int>()
        for id in ids {
            guard let index = chart.seatIndex(forID: id) else {
                throw APIError.notFound("no seat \"\(id.prefix(80))\" in this chart", place: "id")
            }
            found.insert(index)
        }
        return found.sorted()
    }

    /// What lies at the chart point `x`, `y`, as `hit --json`.
    func hit(_ request: Request) throws -> Response {
        let x = try coordinate(request, "x"), y = try coordinate(request, "y")
        let point = Point(x, y)
        let hit = api.sale.hits([point], level: try level(request))[0]
        return JSONResponse.make(SaleJSON.hit(HitReport(hit: hit, at: point, in: api.sale.chart, states: LiveSeatStates(feed: api.feed))))
    }

    /// `level`: the index of one of the chart's levels (default 0, the first); 400 for what is
    /// no index, 404 for an index the chart does not have.
    private func level(_ request: Request) throws -> Int {
        guard let text = request.uri.queryParameters["level"] else { return 0 }
        let count = max(1, api.sale.chart.levels.count)
        guard let level = Int(String(text)), level >= 0 else {
            throw APIError.badRequest("expected a level's index (0 for the first), found \"\(TerminalText.shortened(String(text)))\"", place: "level")
        }
        guard level < count else {
            throw APIError.notFound("no level \(level): the chart has \(count) (indices 0 to \(count - 1))", place: "level")
        }
        return level
    }

    private func coordinate(_ request: Request, _ name: String) throws -> Double {
        guard let text = request.uri.queryParameters[name[...]] else {
            throw APIError.badRequest("expected a number in chart units", place: name)
        }
        guard let value = Double(String(text)), value.isFinite, abs(value) <= 1e12 else {
            throw APIError.badRequest(
                "expected a number in chart units within ±10^12, found \"\(TerminalText.shortened(String(text)))\"", place: name)
        }
        return value
    }
}

/// Seat states as the change feed knows them, one seat at a time.
struct LiveSeatStates: SeatStateProvider {
    let feed: ChangeFeed
    func state(ofSeat index: Int) -> SeatState { feed.state(ofSeat: index) }
    func isSelected(seat index: Int) -> Bool { false }
}
