import SeatChart
import SeatChartHitTesting
import SeatChartJSON
import SeatChartStore

extension SaleJSON {
    /// A change (`select`, `deselect`, `book`, `release`, `best`, and the server's holds):
    /// `{"holder", "seats", "unchanged", "expiresAt"}`: the seats changed, those already so,
    /// and the holds' expiry or null.
    public static func change(_ change: SelectionChange) -> JSONValue { .object(changeMembers(change)) }

    /// A change as the server answers a buyer: ``change(_:)`` and `"position"`, the event
    /// stream's number for where the log stood once it was made (``SelectionChange/position``;
    /// null where not known): a client drops the stream's events of these seats up to it.
    public static func answer(_ change: SelectionChange) -> JSONValue {
        .object(changeMembers(change) + [JSONMember("position", change.position.map { integer(Int($0)) } ?? .null)])
    }

    private static func changeMembers(_ change: SelectionChange) -> [JSONMember] {
        var members = [
            JSONMember("holder", text(change.holder)),
            JSONMember("seats", .array(change.changed.map { .string($0) })),
            JSONMember("unchanged", .array(change.unchanged.map { .string($0) })),
            JSONMember("expiresAt", text(change.expiresAt.map(time))),
        ]
        if !change.places.isEmpty {
            members.append(JSONMember("places", .array(change.places.map {
                .object([JSONMember("area", .string($0.areaID)), JSONMember("quantity", integer($0.quantity))])
            })))
        }
        return members
    }

    /// Standing areas' counts: `[{"area", "capacity", "held", "booked", "left", "yourHeld",
    /// "yourBooked", "expiresAt"}]` (the last three the asking holder's).
    public static func areas(_ counts: [AreaCount]) -> JSONValue {
        .array(counts.map {
            .object(areaMembers($0) + [
                JSONMember("yourHeld", integer($0.yourHeld)), JSONMember("yourBooked", integer($0.yourBooked)),
                JSONMember("expiresAt", text($0.yourExpiry.map(time))),
            ])
        })
    }

    /// One standing area's counts as everyone may see them: `{"area", "capacity", "held",
    /// "booked", "left"}` (the event stream's `area` event, the status without a token).
    public static func areaCount(_ count: AreaCount) -> JSONValue { .object(areaMembers(count)) }

    /// The members everyone may see, in both forms.
    private static func areaMembers(_ count: AreaCount) -> [JSONMember] {
        [
            JSONMember("area", .string(count.areaID)), JSONMember("capacity", integer(count.capacity)),
            JSONMember("held", integer(count.held)), JSONMember("booked", integer(count.booked)), JSONMember("left", integer(count.left)),
        ]
    }

    /// A refusal: `{"refused": [{"seat", "state", "yours"}], "message"}`, each seat in the
    /// way with its state and whether it is the asker's own (never another holder's name),
    /// then `"limit"` when the holder's limit refused it.
    public static func refusal(_ refusal: SelectionRefusal) -> JSONValue {
        var members = [
            JSONMember("refused", .array(refusal.conflicts.map {
                .object([JSONMember("seat", .string($0.seatID)), JSONMember("state", .string($0.state.rawValue)),
                         JSONMember("yours", .bool($0.isOwn))])
            })),
            JSONMember("message", .string(refusal.message)),
        ]
        if let limit = refusal.limit { members.append(JSONMember("limit", integer(limit))) }
        return .object(members)
    }

    /// The counts by state: `{"available", "blocked", "booked", "held"}`.
    public static func counts(_ counts: [SeatStateCount]) -> JSONValue {
        map(counts.map { ($0.state.rawValue, integer($0.count)) })
    }

    /// `status --json`, in this field order: `{"byState", "holder", "held", "holds": [{"seat",
    /// "expiresAt"}], "booked", "holders": [{"holder", "time", "action"}]}`, then `"revenue"`
    /// when given (see ``revenue(_:)``), then `"check": "ok"` when `checked`; `"areas"`
    /// (``areas(_:)``) before `"revenue"` for a chart with standing areas.
    public static func status(
        _ status: SelectionStatus, revenue: Revenue? = nil, checked: Bool = false, areas: [AreaCount] = []
    ) -> JSONValue {
        var members = [
            JSONMember("byState", counts(status.countsByState)),
            JSONMember("holder", .string(status.holder)),
            JSONMember("held", .array(status.held.map { .string($0) })),
            JSONMember("holds", .array(status.holds.map {
                .object([JSONMember("seat", .string($0.seatID)), JSONMember("expiresAt", text($0.expiresAt.map(time)))])
            })),
            JSONMember("booked", .array(status.booked.map { .string($0) })),
            JSONMember("holders", .array(status.holders.map {
                .object([
                    JSONMember("holder", .string($0.holder)),
                    JSONMember("time", .string(time($0.time))),
                    JSONMember("action", .string($0.action.rawValue)),
                ])
            })),
        ]
        if !areas.isEmpty { members.append(JSONMember("areas", Self.areas(areas))) }
        if let revenue { members.append(JSONMember("revenue", Self.revenue(revenue))) }
        if checked { members.append(JSONMember("check", .string("ok"))) }
        return .object(members)
    }

    /// What lies under a point: `{"x", "y", "seat", "tribune", "state", "row", "number",
    /// "category"}`, null where nothing was hit; with `"table"` after `"tribune"` when a
    /// table or one of its chairs was hit, and `"area"` when a standing area was.
    public static func hit(_ report: HitReport) -> JSONValue {
        var members = [
            JSONMember("x", .number(report.point.x)), JSONMember("y", .number(report.point.y)),
            JSONMember("seat", text(report.seatID)), JSONMember("tribune", text(report.tribuneID)),
        ]
        if let table = report.tableID { members.append(JSONMember("table", .string(table))) }
        if let area = report.areaID { members.append(JSONMember("area", .string(area))) }
        members += [
            JSONMember("state", text(report.state?.rawValue)), JSONMember("row", text(report.rowLabel)),
            JSONMember("number", text(report.number)), JSONMember("category", text(report.categoryID)),
        ]
        return .object(members)
    }

    /// One seat of `seats --json`: `{"id", "tribune", "row", "number", "x", "y",
    /// "rotation", "category", "state", "accessible"}`, then `"wheelchair"`, `"companion"`
    /// and `"restrictedView"` (each only when true) and `"level"` (only in a chart of
    /// several levels). A table's chair has the table as its tribune and an empty row.
    public static func seat(_ index: Int, of chart: Chart, state: SeatState) -> JSONValue {
        let seat = chart.seats[index]
        var members = [
            JSONMember("id", .string(chart.seatID(index))),
            JSONMember("tribune", .string(chart.tribunes[seat.tribune].id)),
            JSONMember("row", .string(chart.rows[seat.row].label)),
            JSONMember("number", .string(seat.number)),
            JSONMember("x", .number(seat.center.x)), JSONMember("y", .number(seat.center.y)),
            JSONMember("rotation", .number(degrees(seat.rotation))),
            JSONMember("category", .string(chart.categoryID(ofSeat: index))),
            JSONMember("state", .string(state.rawValue)), JSONMember("accessible", .bool(seat.isAccessible)),
        ]
        if seat.isWheelchair { members.append(JSONMember("wheelchair", .bool(true))) }
        if seat.isCompanion { members.append(JSONMember("companion", .bool(true))) }
        if seat.hasRestrictedView { members.append(JSONMember("restrictedView", .bool(true))) }
        if chart.levels.count > 1 { members.append(JSONMember("level", .string(chart.levels[chart.tribunes[seat.tribune].level].id))) }
        return .object(members)
    }
}

extension SaleJSON {
    /// `{"seats": [...]}` of the seats `indices` (``seat(_:of:state:)`` each), written seat
    /// by seat so that no tree of every seat is held at once; with `next`, a page of a longer
    /// list: `{"seats": [...], "next": N}`, N the offset of the next page or null after the last.
    public static func seatList(
        _ indices: some Collection<Int>, of chart: Chart, states: SeatStateTable, next: Int?? = nil
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(indices.count * 140 + 16)
        out += #"{"seats":["#.utf8
        for (n, i) in indices.enumerated() {
            if n > 0 { out.append(UInt8(ascii: ",")) }
            writer.write(seat(i, of: chart, state: states.state(ofSeat: i)), into: &out)
        }
        out += "]".utf8
        if let next { out += (#","next":"# + (next.map { String($0) } ?? "null")).utf8 }
        out += "}".utf8
        return out
    }
}
