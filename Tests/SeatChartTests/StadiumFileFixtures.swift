import Foundation
@testable import SeatChart

/// Stadium files used by the stadium-file tests.
enum StadiumFileFixtures {
    /// The smallest valid file: a field, a seat size and one ring.
    static let minimal = """
    { "schema": 1, "name": "Small", "field": { "width": 20, "height": 10 }, "seat": { "size": 0.5 },
      "bowl": { "rings": [ { "rows": 2, "tribunes": { "long": 1, "short": 1 } } ] } }
    """

    /// The minimal file with `edit` applied to its parsed JSON object.
    static func minimal(editing edit: (inout [String: Any]) -> Void) -> Data {
        var object = (try? JSONSerialization.jsonObject(with: Data(minimal.utf8))) as? [String: Any] ?? [:]
        edit(&object)
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// The problems reading `text` as a file named `file` reports (empty when it reads).
    static func problems(_ text: String, file: String = "test.json") -> [InputProblem] {
        problems(Data(text.utf8), file: file)
    }

    /// The problems reading and laying out `data` reports (empty when it loads).
    static func problems(_ data: Data, file: String = "test.json") -> [InputProblem] {
        do {
            _ = try StadiumFile.chart(from: data, file: file)
            return []
        } catch let error as InputError {
            return error.problems
        } catch {
            return [InputProblem(file: file, place: "?", message: "unexpected error \(error)")]
        }
    }
}
