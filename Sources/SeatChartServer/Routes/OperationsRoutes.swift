import Hummingbird

/// `GET /metrics` (Prometheus text) and `GET /openapi.json` (the API's document).
struct OperationsRoutes {
    let api: SaleAPI

    func add(to router: Router<some RequestContext>) {
        router.get("metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: api.metrics.text(feed: api.feed))))
        }
        router.get("openapi.json") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: EmbeddedFiles.files["openapi.json", default: ""])))
        }
    }
}
