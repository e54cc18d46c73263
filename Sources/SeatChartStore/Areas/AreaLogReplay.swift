import SeatChart

/// The soundness check of standing areas' places every backend runs (`status --check`):
/// replaying the areas' log from the start (select adds held places, deselect and expire take
/// them away, book turns held into booked, release frees places of the state it names) must
/// give exactly the stored places of every holder, and no area may hold more than its capacity.
public struct AreaLogReplay {
    /// One stored row: a holder's places in one area.
    public struct StoredRow: Hashable, Sendable {
        public var area: Int, areaID: String, holder: Int64, held: Int, booked: Int

        /// Creates a row.
        public init(area: Int, areaID: String, holder: Int64, held: Int, booked: Int) {
            (self.area, self.areaID, self.holder, self.held, self.booked) = (area, areaID, holder, held, booked)
        }
    }

    private struct Key: Hashable { var area: Int, holder: Int64 }
    /// An area's or a holder's places, held and booked.
    public struct Places: Equatable, Sendable {
        public var held = 0, booked = 0

        /// Creates the count.
        public init(held: Int = 0, booked: Int = 0) { (self.held, self.booked) = (held, booked) }
    }

    private let chart: Chart
    private var replayed: [Key: Places] = [:]
    /// The problems found so far.
    public private(set) var problems: [String] = []

    /// A replay of an empty log for `chart`.
    public init(chart: Chart) {
        self.chart = chart
    }

    /// Replays one logged change, in log order.
    public mutating func apply(area: Int, action: String, holder: Int64, quantity: Int, state: String) {
        let key = Key(area: area, holder: holder)
        var places = replayed[key] ?? Places()
        switch SelectionAction(rawValue: action) {
        case .select: places.held += quantity
        case .deselect, .expire: places.held -= quantity
        case .book:
            places.held -= quantity
            places.booked += quantity
        case .release:
            if state == SeatState.booked.rawValue { places.booked -= quantity } else { places.held -= quantity }
        case .block, .unblock, nil:
            problems.append("area event log: unexpected action \(action)")
        }
        if places.held < 0 || places.booked < 0 {
            problems.append("area \(name(area)): the log frees more places of holder #\(holder) than it took")
        }
        replayed[key] = places.held == 0 && places.booked == 0 ? nil : places
    }

    /// Compares the replay with the stored rows; returns every problem found.
    public func finish(stored rows: [StoredRow]) -> [String] {
        var problems = self.problems
        var stored: [Key: Places] = [:], totals: [Int: Int] = [:]
        for row in rows {
            if (try? AreaRules.standing(row.area, in: chart))?.id != row.areaID {
                problems.append("area \(row.areaID) (index \(row.area)) is not that standing area of the stadium")
            }
            stored[Key(area: row.area, holder: row.holder)] = Places(held: row.held, booked: row.booked)
            totals[row.area, default: 0] += row.held + row.booked
        }
        for (area, total) in totals.sorted(by: { $0.key < $1.key }) {
            if let capacity = (try? AreaRules.standing(area, in: chart))?.area.capacity, total > capacity {
                problems.append("area \(name(area)): \(total) places held and booked, above its capacity of \(capacity)")
            }
        }
        let keys = Set(replayed.keys).union(stored.keys).sorted { ($0.area, $0.holder) < ($1.area, $1.holder) }
        for key in keys where replayed[key] != stored[key] {
            problems.append(
                "area \(name(key.area)), holder #\(key.holder): the event log gives \(Self.describe(replayed[key])), "
                    + "the stored state is \(Self.describe(stored[key]))")
        }
        return problems
    }

    /// Where an area's running total (`area_total`: held and booked by area) differs from
    /// the sum of its stored rows.
    public func totalProblems(stored rows: [StoredRow], totals: [Int: Places]) -> [String] {
        var sums: [Int: Places] = [:]
        for row in rows {
            let sum = sums[row.area] ?? Places(held: 0, booked: 0)
            sums[row.area] = Places(held: sum.held + row.held, booked: sum.booked + row.booked)
        }
        let none = Places(held: 0, booked: 0)
        return Set(sums.keys).union(totals.keys).sorted().compactMap { area in
            let sum = sums[area] ?? none, total = totals[area] ?? none
            guard sum != total else { return nil }
            return "area \(name(area)): its running total is \(Self.describe(total)), its places add up to \(Self.describe(sum))"
        }
    }

    private func name(_ area: Int) -> String {
        chart.tribunes.indices.contains(area) ? chart.tribunes[area].id : "#\(area)"
    }

    private static func describe(_ places: Places?) -> String {
        guard let places else { return "no places" }
        return "\(places.held) held and \(places.booked) booked"
    }
}
