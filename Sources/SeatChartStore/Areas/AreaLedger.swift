import SeatChart

/// The places of the standing areas an operation touches, read under the write lock, and
/// what the operation does to them: each backend loads the stored rows, applies the sale's
/// steps here (planned by ``AreaRules``) and writes back ``changedRows`` and ``events``, so
/// SQLite and PostgreSQL change places alike.
public struct AreaLedger: Sendable {
    /// A holder's places in one area: held (with their one expiry) and booked.
    public struct Row: Hashable, Sendable {
        public var area: Int, holder: Int64, held: Int, booked: Int, expiresAt: Double?

        /// Creates a row.
        public init(area: Int, holder: Int64, held: Int, booked: Int, expiresAt: Double?) {
            (self.area, self.holder, self.held, self.booked, self.expiresAt) = (area, holder, held, booked, expiresAt)
        }

        /// Whether the row is to be deleted: no place left.
        public var isEmpty: Bool { held == 0 && booked == 0 }
    }

    /// One event of the areas' log.
    public struct Event: Hashable, Sendable {
        public var area: Int, holder: Int64, action: SelectionAction, quantity: Int, state: SeatState
    }

    /// The holder of a row that sums every other holder's places in an area (no holder's id
    /// is negative), for a hold's rules; never written back.
    public static let others: Int64 = -1

    private let chart: Chart
    private var rows: [Int: [Row]] = [:]
    private var changed: [Int: Set<Int64>] = [:]
    /// The events to log, in order.
    public private(set) var events: [Event] = []

    /// A ledger of the stored `rows` (live rows only: expired holds swept before).
    public init(chart: Chart, rows: [Row]) {
        self.chart = chart
        for row in rows { self.rows[row.area, default: []].append(row) }
    }

    /// The rows a hold by `asker` reads of one area, from the area's running total (every
    /// holder's places together) and the asker's own row: that row, and the others' places
    /// in one row (holder ``others``) when they have any.
    public static func rows(area: Int, totalHeld: Int, totalBooked: Int, mine: Row?) -> [Row] {
        let others = Row(
            area: area, holder: others, held: totalHeld - (mine?.held ?? 0), booked: totalBooked - (mine?.booked ?? 0), expiresAt: nil)
        return (mine.map { [$0] } ?? []) + (others.isEmpty ? [] : [others])
    }

    /// Every holder's places in `area`.
    public func holdings(_ area: Int) -> [AreaHolding] {
        (rows[area] ?? []).map { AreaHolding(holder: $0.holder, held: $0.held, booked: $0.booked) }
    }

    /// The rows to write (deleted when ``Row/isEmpty``), by area and holder.
    public var changedRows: [Row] {
        changed.keys.sorted().flatMap { area in
            changed[area, default: []].sorted().map { holder in
                rows[area]?.first { $0.holder == holder } ?? Row(area: area, holder: holder, held: 0, booked: 0, expiresAt: nil)
            }
        }
    }

    /// The area's id, as rows and events record it.
    public func areaID(_ area: Int) -> String { chart.tribunes[area].id }

    // MARK: - Steps

    /// Adds `quantity` held places of `area` to `holder`'s, and sets their one expiry to `expiry`.
    public mutating func hold(_ area: Int, holder: Int64, quantity: Int, expiry: Double?) {
        update(area, holder) { row in
            row.held += quantity
            row.expiresAt = row.held > 0 ? expiry : nil
        }
        if quantity > 0 { events.append(Event(area: area, holder: holder, action: .select, quantity: quantity, state: .held)) }
    }

    /// Takes `quantity` of `holder`'s held places of `area` away (`deselect` or `expire`).
    public mutating func giveBack(_ area: Int, holder: Int64, quantity: Int, action: SelectionAction = .deselect) {
        update(area, holder) { row in
            row.held -= quantity
            if row.held == 0 { row.expiresAt = nil }
        }
        events.append(Event(area: area, holder: holder, action: action, quantity: quantity, state: .held))
    }

    /// Books every held place of `holder`; returns what was booked, by area in chart order.
    public mutating func book(holder: Int64) -> [AreaPlaces] {
        var booked: [AreaPlaces] = []
        for area in rows.keys.sorted() {
            guard let held = rows[area]?.first(where: { $0.holder == holder })?.held, held > 0 else { continue }
            update(area, holder) { row in
                row.booked += held
                row.held = 0
                row.expiresAt = nil
            }
            events.append(Event(area: area, holder: holder, action: .book, quantity: held, state: .booked))
            booked.append(AreaPlaces(areaID: areaID(area), quantity: held))
        }
        return booked
    }

    /// Books `quantity` of `holder`'s held places of `area` (at most those it holds; checked
    /// before); the rest stay held.
    public mutating func book(_ area: Int, holder: Int64, quantity: Int) {
        guard quantity > 0 else { return }
        update(area, holder) { row in
            row.booked += quantity
            row.held -= quantity
            if row.held == 0 { row.expiresAt = nil }
        }
        events.append(Event(area: area, holder: holder, action: .book, quantity: quantity, state: .booked))
    }

    /// Applies a box-office release's steps to `area`.
    public mutating func release(_ area: Int, steps: [AreaRules.ReleaseStep]) {
        for step in steps {
            update(area, step.holder) { row in
                if step.state == .booked { row.booked -= step.quantity } else { row.held -= step.quantity }
                if row.held == 0 { row.expiresAt = nil }
            }
            events.append(Event(area: area, holder: step.holder, action: .release, quantity: step.quantity, state: step.state))
        }
    }

    private mutating func update(_ area: Int, _ holder: Int64, _ change: (inout Row) -> Void) {
        var list = rows[area] ?? []
        let index = list.firstIndex { $0.holder == holder } ?? {
            list.append(Row(area: area, holder: holder, held: 0, booked: 0, expiresAt: nil))
            return list.count - 1
        }()
        change(&list[index])
        rows[area] = list
        changed[area, default: []].insert(holder)
    }
}
