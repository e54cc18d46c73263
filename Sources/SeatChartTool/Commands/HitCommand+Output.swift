import SeatChart
import SeatChartHitTesting
import SeatChartJSON

/// How `hit` prints its answers.
enum HitOutput {
    /// One answer line per hit: the seat id, else `tribune ID` (`table ID`, `area ID`),
    /// else `none`, as ``HitReport/line`` words it.
    ///
    /// - Complexity: O(hits); each tribune id and row label is turned into bytes once.
    static func lines(_ hits: [Hit], chart: Chart) -> String {
        let tribuneIDs = chart.tribunes.map { Array($0.id.utf8) }
        let tribuneLines = chart.tribunes.map { Array("\($0.kind.noun) \($0.id)".utf8) }
        let rowLabels = chart.rows.map { Array($0.label.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(hits.count * 12)
        let dash = UInt8(ascii: "-"), newline = UInt8(ascii: "\n")
        for hit in hits {
            switch hit {
            case .seat(let s):
                let seat = chart.seats[s]
                out.append(contentsOf: tribuneIDs[seat.tribune])
                out.append(dash)
                if !rowLabels[seat.row].isEmpty {
                    out.append(contentsOf: rowLabels[seat.row])
                    out.append(dash)
                }
                out.append(contentsOf: seat.number.utf8)
            case .tribune(let t):
                out.append(contentsOf: tribuneLines[t])
            case .nothing:
                out.append(contentsOf: "none".utf8)
            }
            out.append(newline)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
