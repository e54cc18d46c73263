import SeatChart
import SeatChartJSON
import Synchronization

/// What the designer's previous check laid out, for the next one: the bowl (the library's
/// ``LaidOutBowl``, reused by ``StadiumFile/check(_:file:reusing:)`` when only `sections`
/// changed) and the rings' objects as answered (outlines, boxes, cells and their keys), made
/// again only when the bowl is. A drop of one section on a 150,000-seat stadium then lays out,
/// checks and describes that section and the overlaps it may have, not the bowl's seats.
///
/// Checks run at once on several threads; each takes the memo as it finds it and leaves its
/// own, so the memo is always one check's whole answer.
final class DesignCheckMemo: Sendable {
    struct Kept: Sendable {
        var bowl: LaidOutBowl?
        /// The rings' objects, by place (`bowl.rings[0]`), for the bowl of this key.
        var ringsKey: JSONValue?
        var rings: [String: DesignObjectLayout] = [:]
    }

    private let kept = Mutex(Kept())

    /// Checks `document` (the `validate` command's rules) and describes it for the page,
    /// reusing the previous check's bowl and rings when the document's bowl is the same;
    /// without `cells`, every object's cells are null.
    func answer(_ document: JSONValue, file: String, known: Set<String>, cells: Bool = true) -> JSONValue {
        let before = kept.withLock { $0 }
        var (check, bowl) = StadiumFile.check(document, file: file, reusing: before.bowl)
        if check.chart == nil, let renamed = DesignDuplicateIDs(document) {
            // Two sections with one id: both laid out (the renamed document's layout, keyed by
            // place), with the file's problems and those of the layout.
            let (laidOut, laidOutBowl) = StadiumFile.check(renamed.document, file: file, reusing: before.bowl)
            if laidOut.chart != nil {
                let problems = check.problems
                check = laidOut
                check.problems = problems + laidOut.problems.map(renamed.restoring)
                bowl = laidOutBowl
            }
        }
        let reuse = bowl.flatMap { bowl in before.ringsKey == bowl.key ? before.rings : nil } ?? [:]
        let layouts = check.chart.map { DesignCheckDocument.objectLayouts($0, places: check.places, root: document, reusing: reuse) }
        if let bowl, let layouts {
            var rings: [String: DesignObjectLayout] = [:]
            for layout in layouts where layout.kind == "ring" { rings[layout.place] = layout }
            kept.withLock { $0 = Kept(bowl: bowl, ringsKey: bowl.key, rings: rings) }
        } else if let bowl {
            kept.withLock { $0.bowl = bowl }
        }
        return DesignCheckDocument.document(check, layouts: layouts, root: document, known: known, cells: cells)
    }
}
