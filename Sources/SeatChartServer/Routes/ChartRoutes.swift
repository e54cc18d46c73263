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
        self.chartDocument = Array(SaleJSON.line(Self.document(of: api.sale.chart)).utf8)
    }

    func add(to router: Router<some RequestContext>) {
        router.get("api/chart") { _, _ in JSONResponse.bytes(chartDocument) }
        router.get("api/chart.svg") { request, _ in try await svg(request) }
        router.get("api/seats") { request, _ in try await seats(request) }
        router.get("api/hit") { request, _ in try hit(request) }
    }

    /// `{"name", "bounds": {"x", "y", "width", "height"}, "categories": [{"id", "name",
    /// "color", "price"}], "tribunes": [{"id", "outline", "seats", "category", "seatSize",
    /// "label": {"x", "y"}}]}`: the outline as SVG path data in chart units, the category's
    /// id or null, the side of its seats (0 without seats) and where its name goes.
    static func document(of chart: Chart) -> JSONValue {
        let bounds = chart.bounds
        return .object([
            JSONMember("name", .string(chart.name)),
            JSONMember("bounds", .object([
                JSONMember("x", .number(bounds.minX)), JSONMember("y", .number(bounds.minY)),
                JSONMember("width", .number(bounds.width)), JSONMember("height", .number(bounds.height)),
            ])),
            JSONMember("categories", .array(chart.categories.map {
                .object([
                    JSONMember("id", .string($0.id)), JSONMember("name", .string($0.name)),
                    JSONMember("color", .string($0.color)), JSONMember("price", $0.price.map(JSONValue.number) ?? .null),
                ])
            })),
            JSONMember("tribunes", .array(chart.tribunes.enumerated().map { t, tribune in
                .object([
                    JSONMember("id", .string(tribune.id)),
                    // The drawn shape: a rows section's or an imported block's is its seats' cells.
                    JSONMember("outline", .string(chart.outlinePath(ofTribune: t).svgPathData())),
                    JSONMember("seats", SaleJSON.integer(tribune.seats.count)),
                    JSONMember("category", tribune.category.map { .string(chart.categories[$0].id) } ?? .null),
                    JSONMember("seatSize", .number(tribune.seats.first.map { chart.seats[$0].size } ?? 0)),
                    JSONMember("label", .object([
                        JSONMember("x", .number(tribune.outline.labelPosition.x)), JSONMember("y", .number(tribune.outline.labelPosition.y)),
                    ])),
                ])
            })),
        ])
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

    /// `{"seats": [...]}` as `seats --json`, of one tribune or of the whole chart.
    func seats(_ request: Request) async throws -> Response {
        let chart = api.sale.chart
        var range = 0..<chart.seats.count
        if let id = request.uri.queryParameters["tribune"].map(String.init) {
            guard let tribune = chart.tribuneIndex(forID: id) else {
                throw APIError.notFound("no tribune \"\(id)\" in this chart", place: "tribune")
            }
            range = chart.tribunes[tribune].seats
        }
        let indices = range
        let states = api.feed.states
        let bytes = try await api.offload.run { SaleJSON.seatList(indices, of: chart, states: states) }
        return JSONResponse.bytes(bytes)
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
