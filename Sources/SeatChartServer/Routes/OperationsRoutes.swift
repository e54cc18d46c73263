import Hummingbird

/// `GET /metrics` (Prometheus text) and `GET /openapi.json` (the API's document). The
/// metrics are served on the public port behind the admin token, or, with
/// ``ServeSettings/metricsAddress``, only on that address (``metricsRouter(api:)``).
struct OperationsRoutes {
    let api: SaleAPI

    func add(to router: some RouterMethods<SaleRequestContext>) {
        if api.settings.metricsAddress == nil {
            router.get("metrics") { request, _ in
                try AdminRoutes(api: api).authorize(request)
                return Self.metrics(api)
            }
        }
        router.get("openapi.json") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: EmbeddedFiles.files["openapi.json", default: ""])))
        }
    }

    /// The router of the metrics' own address: `GET /metrics` for anyone who reaches it.
    static func metricsRouter(api: SaleAPI) -> Router<SaleRequestContext> {
        let router = Router(context: SaleRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.get("metrics") { _, _ in metrics(api) }
        return router
    }

    private static func metrics(_ api: SaleAPI) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: api.metrics.text(feed: api.feed))))
    }
}
