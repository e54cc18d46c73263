import SeatChart
import SeatChartJSON

/// The labels of one scope of a plan (its zones, a zone's rows, a row's seats) with where
/// each was first used: a label used again gets `_2`, `_3` ... (``UniqueLabels``), and its
/// warning names the place that has it.
struct PretixLabelScope {
    private var labels = UniqueLabels()
    private var places: [String: JSONPath] = [:]

    /// The label the object at `path` gets for `base`, and the place that has `base` when
    /// it is already taken.
    mutating func claim(_ base: String, at path: JSONPath) -> (label: String, taken: JSONPath?) {
        let label = labels.claim(base)
        let taken = label == base ? nil : places[base]
        places[label] = path
        return (label, taken)
    }
}
