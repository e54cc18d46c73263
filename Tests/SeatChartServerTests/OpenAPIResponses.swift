import Foundation
import SeatChartJSON
import SeatChartTestSupport
import Synchronization
import Testing

/// Every JSON answer the tests get from the router, checked against `openapi.json`: the
/// status must be documented for the path and method, and the body must match the schema
/// documented for it (``SchemaValidator``: types, required and unknown members, enums,
/// items). So each of the many answers the server tests ask for also tests the document;
/// paths the document does not describe (the designer's) are not checked.
final class OpenAPIResponses: Sendable {
    static let shared = OpenAPIResponses()

    private let document: JSONValue
    private let validators = Mutex<[String: SchemaValidator]>([:])
    private let checked = Atomic<Int>(0)

    /// How many answers were checked against a documented schema so far.
    var checkedCount: Int { checked.load(ordering: .relaxed) }

    init() {
        let data = (try? Data(contentsOf: RepositoryFiles.url("Sources/SeatChartServer/Assets/openapi.json"))) ?? Data()
        document = (try? JSONParser.parse(data)) ?? .null
    }

    /// What is wrong with an answer of `status` whose JSON body is `body`, to `method` on
    /// `path` (its query left out); empty when it is as documented or the path is not.
    func problems(path: String, method: String, status: Int, body: Data) -> [String] {
        guard let operation = document.member("paths")?.member(path)?.member(method.lowercased()) else { return [] }
        let answer = "\(method) \(path) answered \(status)"
        guard let response = operation.member("responses")?.member(String(status)) else {
            return ["\(answer), which the document does not list for it"]
        }
        guard let schema = response.member("content")?.member("application/json")?.member("schema") else {
            return ["\(answer) with JSON, which the document does not describe"]
        }
        let value: JSONValue
        do { value = try JSONParser.parse(body) } catch { return ["\(answer) with a body that is not JSON: \(error)"] }
        let key = "\(method) \(path) \(status)"
        let validator = validators.withLock { cache in
            if let known = cache[key] { return known }
            let made = SchemaValidator(schema: Self.standalone(schema, components: document.member("components")))
            cache[key] = made
            return made
        }
        checked.add(1, ordering: .relaxed)
        return validator.problems(in: value).map { "\(answer): \($0.path) \($0.message)" }
    }

    /// `schema` with the document's components beside it, so that its references
    /// (`#/components/schemas/NAME`) resolve.
    private static func standalone(_ schema: JSONValue, components: JSONValue?) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        if let components { members.append(JSONMember("components", components)) }
        return .object(members)
    }

    /// Records an issue for each problem of an answer (see ``problems(path:method:status:body:)``).
    func check(uri: String, method: String, status: Int, contentType: String?, body: Data) {
        guard contentType?.hasPrefix("application/json") == true else { return }
        let path = String(uri.prefix { $0 != "?" })
        for problem in problems(path: path, method: method, status: status, body: body) {
            Issue.record(Comment(rawValue: "openapi.json: \(problem)"))
        }
    }
}
