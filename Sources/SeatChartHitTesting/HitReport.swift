import SeatChart
import SeatChartGeometry

/// A hit described for people and scripts: the seat with its tribune, row, number,
/// category and state; or only the tribune, table or standing area; or nothing.
public struct HitReport: Hashable, Sendable {
    /// The point asked about, in chart units.
    public var point: Point
    /// What lies there.
    public var hit: Hit
    /// The seat's id `TRIBUNE-ROW-NUMBER`, when a seat was hit.
    public var seatID: String?
    /// The id of the seat's tribune (a chair's table), or of the tribune hit between seats;
    /// `nil` for a standing area.
    public var tribuneID: String?
    /// The id of the table hit (its top or one of its chairs).
    public var tableID: String?
    /// The id of the standing area hit.
    public var areaID: String?
    /// The seat's row label.
    public var rowLabel: String?
    /// The seat's number label.
    public var number: String?
    /// The id of the seat's category (`none` for seats without one).
    public var categoryID: String?
    /// The seat's state.
    public var state: SeatState?

    /// Describes `hit` at `point` in `chart`, reading the seat's state from `states`.
    public init(hit: Hit, at point: Point, in chart: Chart, states: some SeatStateProvider) {
        self.point = point
        self.hit = hit
        switch hit {
        case .seat(let s):
            let seat = chart.seats[s]
            seatID = chart.seatID(s)
            tribuneID = chart.tribunes[seat.tribune].id
            if chart.tribunes[seat.tribune].kind.table != nil { tableID = tribuneID }
            rowLabel = chart.rows[seat.row].label
            number = seat.number
            categoryID = chart.categoryID(ofSeat: s)
            state = states.state(ofSeat: s)
        case .tribune(let t):
            switch chart.tribunes[t].kind {
            case .block, .rows: tribuneID = chart.tribunes[t].id
            case .table: (tribuneID, tableID) = (chart.tribunes[t].id, chart.tribunes[t].id)
            case .standing: areaID = chart.tribunes[t].id
            }
        case .nothing:
            break
        }
    }

    /// The answer line of `seatchart hit`: the seat id, else `table ID`, `area ID` or
    /// `tribune ID`, else `none`.
    public var line: String {
        if let seatID { return seatID }
        if let tableID { return "table \(tableID)" }
        if let areaID { return "area \(areaID)" }
        if let tribuneID { return "tribune \(tribuneID)" }
        return "none"
    }
}

extension HitIndex {
    /// What lies under `point`, described with ids and the state from `states`.
    public func report(at point: Point, states: some SeatStateProvider) -> HitReport {
        HitReport(hit: hit(point), at: point, in: chart, states: states)
    }
}
