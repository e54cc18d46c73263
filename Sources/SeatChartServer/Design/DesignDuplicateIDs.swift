import Foundation
import SeatChart
import SeatChartJSON

/// A stadium document whose sections that repeat an earlier section's id are given ids of
/// their own, so that it can be laid out while the validator refuses the file: the designer
/// draws both objects where they are (the duplicate named on the later one) and the venue
/// manager moves or renames it. The ids given are never shown: a problem found in the
/// renamed document names the file's id again (``restoring(_:)``).
struct DesignDuplicateIDs {
    /// The document with the later sections renamed.
    let document: JSONValue
    /// Each id given, and the file's id it stands for.
    let given: [(given: String, id: String)]

    /// Nil when no section repeats an earlier one's id.
    init?(_ root: JSONValue) {
        guard case .object(let members) = root, case .array(let sections)? = root.member("sections") else { return nil }
        let ids = sections.map { section -> String? in if case .string(let id)? = section.member("id") { id } else { nil } }
        var used = Set(ids.compactMap(\.self))
        var seen = Set<String>()
        var given: [(given: String, id: String)] = []
        var renamed = sections
        for (i, id) in ids.enumerated() {
            guard let id, !seen.insert(id).inserted, case .object(let fields) = sections[i] else { continue }
            var n = 2
            while used.contains("\(id)~\(n)") { n += 1 }
            let fresh = "\(id)~\(n)"
            used.insert(fresh)
            given.append((fresh, id))
            renamed[i] = .object(fields.map { $0.key == "id" ? JSONMember("id", .string(fresh)) : $0 })
        }
        guard !given.isEmpty else { return nil }
        document = .object(members.map { $0.key == "sections" ? JSONMember("sections", .array(renamed)) : $0 })
        self.given = given
    }

    /// `problem` of the renamed document, its message naming the file's ids.
    func restoring(_ problem: InputProblem) -> InputProblem {
        var problem = problem
        // The longest given first: `S1~12` is not read as `S1~1` followed by `2`.
        for (fresh, id) in given.sorted(by: { $0.given.count > $1.given.count }) {
            problem.message = problem.message.replacingOccurrences(of: fresh, with: id)
        }
        return problem
    }
}
