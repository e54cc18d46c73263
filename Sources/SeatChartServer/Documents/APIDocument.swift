import SeatChartJSON

/// A JSON document the API answers with, as a value that writes itself through the one
/// JSON writer (``JSONResponse/make(_:status:)``). Its shape is the schema of the same name
/// in `openapi.json`; every answer of the server tests is checked against that schema.
protocol APIDocument {
    /// The document.
    var json: JSONValue { get }
}
