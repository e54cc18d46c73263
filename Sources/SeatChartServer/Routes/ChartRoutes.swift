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
    let chartDocument: [UInt8]

    init(api: SaleAPI) {
        self.api = api
        self.chartDocument = Array(SaleJSON.line(ChartDocument.document(of: api.sale.chart)).utf8)
    }

    func add(to router: Router<some RequestContext>) {
        router.get("api/chart") { _, _ in JSONResponse.bytes(chartDocument) }
        router.get("api/chart.svg") { request, _ in try await svg(request) }
        router.get("api/seats") { request, _ in try await seats(request) }
        router.get("api/hit") { request, _ in try hit(request) }
    }

    /// The SVG of the chart with the current state; the bearer's holds marked selected and bookings marked yours.
    func svg(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        let chart = api.sale.chart
        let detail: ChartSVGOptions.Detail
        switch query["detail"].map(String.init) ?? "seats" {
        case "seats": detail = .seats
        case "tribunes": detail = .tribunes
        case let other: throw APIError.badRequest("expected seats or tribunes, found \"\(other)\"", place: "detail")
        }
        var width = Viewport.defaultPixelWidth
        if let text = query["width"] {
            guard let value = Int(String(text)), (1...100_000).contains(value) else {
                throw APIError.badRequest("expected a whole number of pixels from 1 to 100000, found \"\(text)\"", place: "width")
            }
            width = value
        }
        var focus: Int?
        if let id = query["focus"].map(String.init) {
            guard let index = chart.tribuneIndex(forID: id) else {
                throw APIError.notFound("no tribune \"\(id)\" in this chart", place: "focus")
            }
            focus = index
        }
        let token = api.optionalBearerToken(request)
        let options = ChartSVGOptions(focus: focus, pixelWidth: width, detail: detail, parallelism: 1)
        let feed = api.feed
        let data = try await api.run { [sale = api.sale] in
            let states: SeatStateTable
            if let token, (try? sale.tokenExpiry(token)) != nil { states = try sale.states(holder: token) } else { states = feed.states }
            return try ChartSVGRenderer(chart: chart, states: states, options: options).render()
        }
        return Response(
            status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// `{"seats": [...]}` as `seats --json`: of one tribune (`tribune=ID`), of the seats
    /// named (`id=SEAT`, repeated, in chart order), or of the whole chart.
    func seats(_ request: Request) async throws -> Response {
        let chart = api.sale.chart
        let query = request.uri.queryParameters
        var indices: [Int] = Array(0..<chart.seats.count)
        if let id = query["tribune"].map(String.init) {
            guard let tribune = chart.tribuneIndex(forID: id) else {
                throw APIError.notFound("no tribune \"\(id)\" in this chart", place: "tribune")
            }
            indices = Array(chart.tribunes[tribune].seats)
        } else if case let named = query[values: "id"], !named.isEmpty {
            indices = try seatIndices(named.map(String.init), in: chart)
        }
        let chosen = indices
        let states = api.feed.states
        let bytes = try await api.offload.run { SaleJSON.seatList(chosen, of: chart, states: states) }
        return JSONResponse.bytes(bytes)
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
        let hit = api.sale.hits([point])[0]
        return JSONResponse.make(SaleJSON.hit(HitReport(hit: hit, at: point, in: api.sale.chart, states: LiveSeatStates(feed: api.feed))))
    }

    private func coordinate(_ request: Request, _ name: String) throws -> Double {
        guard let text = request.uri.queryParameters[name[...]] else {
            throw APIError.badRequest("expected a number in chart units", place: name)
        }
        guard let value = Double(String(text)), value.isFinite, abs(value) <= 1e12 else {
            throw APIError.badRequest("expected a number in chart units within ±10^12, found \"\(text)\"", place: name)
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
