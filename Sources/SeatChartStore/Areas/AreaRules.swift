import SeatChart

/// The rules of a standing area's sale by count, for every backend (SQLite, PostgreSQL):
/// how many places a hold, a give-back or a release moves, and the refusals, worded once.
/// A backend reads the area's holdings under its write lock and asks these; held plus booked
/// never passes the capacity because every hold is planned here against the live counts.
///
/// - `quantity`: any holder takes 1 to the places left.
/// - `whole`: one holder takes every place at once (a box), and gives them back at once.
/// - `group`: one holder takes from `minGroup` to `maxGroup` places; a second party is refused.
public enum AreaRules {
    /// One step of a box-office release: `quantity` places of `holder` in `state` freed.
    public struct ReleaseStep: Hashable, Sendable {
        /// Whose places.
        public var holder: Int64
        /// `held` or `booked`.
        public var state: SeatState
        /// How many.
        public var quantity: Int

        /// Creates a step.
        public init(holder: Int64, state: SeatState, quantity: Int) {
            (self.holder, self.state, self.quantity) = (holder, state, quantity)
        }
    }

    /// `requests` with one entry per area, in the order first named; the quantities of an
    /// area named twice are added (no quantity on either: no quantity).
    public static func merged(_ requests: [AreaQuantity]) -> [AreaQuantity] {
        var order: [Int] = [], byArea: [Int: AreaQuantity] = [:]
        for request in requests {
            guard var known = byArea[request.area] else {
                order.append(request.area)
                byArea[request.area] = request
                continue
            }
            known.quantity = known.quantity.flatMap { a in request.quantity.map { sum(a, $0) } }
            byArea[request.area] = known
        }
        return order.compactMap { byArea[$0] }
    }

    /// How many places a hold of `request` adds to `asker`'s (0: the asker holds a whole
    /// area already, and the hold only renews its time).
    ///
    /// - Parameter holdings: every holder's live places in the area.
    /// - Throws: ``SelectionRefusal`` saying how many places are left, or which rule refuses.
    public static func placesToHold(
        _ request: AreaQuantity, in chart: Chart, holdings: [AreaHolding], asker: Int64?
    ) throws -> Int {
        let (id, area) = try standing(request.area, in: chart)
        let mine = holdings.first { $0.holder == asker && asker != nil }
        let taken = holdings.reduce(0) { $0 + $1.total }
        let left = max(0, area.capacity - taken)
        let others = holdings.contains { $0.holder != asker && $0.total > 0 }
        switch area.sale {
        case .whole:
            if let mine, mine.held == area.capacity, request.quantity == nil || request.quantity == area.capacity {
                return 0
            }
            if taken > 0 { throw refusal("area \(id) is sold whole and is taken: 0 places left", area: id) }
            let asked = request.quantity ?? area.defaultQuantity
            guard asked == area.capacity else {
                throw refusal("area \(id) is sold whole: hold all \(places(area.capacity)) or none (asked for \(asked))", area: id)
            }
            return asked
        case .group(let minimum, let maximum):
            if others { throw refusal("area \(id) is held by another party: a group area goes to one holder (\(places(left)) left)", area: id) }
            let owned = mine?.total ?? 0
            let asked = request.quantity ?? (owned == 0 ? area.defaultQuantity : 1)
            try checkPositive(asked, id: id)
            guard sum(owned, asked) >= minimum, sum(owned, asked) <= maximum else {
                throw refusal("area \(id) takes a group of \(minimum) to \(maximum) places: you would have \(sum(owned, asked))", area: id)
            }
            try checkLeft(asked, left: left, id: id)
            return asked
        case .quantity:
            let asked = request.quantity ?? area.defaultQuantity
            try checkPositive(asked, id: id)
            try checkLeft(asked, left: left, id: id)
            return asked
        }
    }

    /// How many of `asker`'s held places a give-back of `request` frees (no quantity: all of them).
    ///
    /// - Throws: ``SelectionRefusal`` when the holder holds fewer, or a rule of the area refuses.
    public static func placesToGiveBack(
        _ request: AreaQuantity, in chart: Chart, holdings: [AreaHolding], asker: Int64?, holder: String
    ) throws -> Int {
        let (id, area) = try standing(request.area, in: chart)
        let mine = holdings.first { $0.holder == asker && asker != nil } ?? AreaHolding(holder: asker ?? 0, held: 0, booked: 0)
        let asked = request.quantity ?? mine.held
        guard mine.held > 0 else { throw refusal("area \(id): \(holder) holds no places there", area: id) }
        try checkPositive(asked, id: id)
        guard asked <= mine.held else { throw refusal("area \(id): \(holder) holds only \(places(mine.held)) there, not \(asked)", area: id) }
        switch area.sale {
        case .whole:
            guard asked == mine.held else { throw refusal("area \(id) is sold whole: give back all \(places(mine.held)) or none", area: id) }
        case .group(let minimum, _):
            let remaining = mine.total - asked
            guard remaining == 0 || remaining >= minimum else {
                throw refusal("area \(id) takes a group of at least \(minimum) places: \(remaining) would remain", area: id)
            }
        case .quantity:
            break
        }
        return asked
    }

    /// What a box-office release of `request` frees: with no quantity every place of the
    /// area; with one, that many places of a `quantity` area, held places before booked
    /// ones, holders in the order they came (their ids). Empty when nothing is taken.
    ///
    /// - Throws: ``SelectionRefusal`` when fewer places are taken, or when a part of a
    ///   `whole` or `group` area's places is asked.
    public static func releasePlan(_ request: AreaQuantity, in chart: Chart, holdings: [AreaHolding]) throws -> [ReleaseStep] {
        let (id, area) = try standing(request.area, in: chart)
        let sorted = holdings.sorted { $0.holder < $1.holder }
        let taken = sorted.reduce(0) { $0 + $1.total }
        var remaining = request.quantity ?? taken
        try checkPositive(request.quantity ?? 1, id: id)
        guard remaining <= taken else { throw refusal("area \(id): only \(places(taken)) taken, cannot release \(remaining)", area: id) }
        if case .quantity = area.sale {} else if remaining != taken {
            throw refusal("area \(id) is sold \(area.sale.name == "whole" ? "whole" : "to one group"): release all \(places(taken)) or none", area: id)
        }
        var steps: [ReleaseStep] = []
        for state in [SeatState.held, .booked] {
            for holding in sorted where remaining > 0 {
                let count = min(remaining, state == .held ? holding.held : holding.booked)
                guard count > 0 else { continue }
                steps.append(ReleaseStep(holder: holding.holder, state: state, quantity: count))
                remaining -= count
            }
        }
        return steps
    }

    /// Throws the limit's refusal when a holder with `owned` seats and places, asking for
    /// `asked` more, would pass `limit`.
    public static func checkLimit(_ limit: Int?, owned: Int, asked: Int) throws {
        guard let limit, asked > 0, sum(owned, asked) > limit else { return }
        throw SelectionRefusal.overLimit(limit, owned: owned, asked: asked)
    }

    /// The area's id and its standing area.
    ///
    /// - Throws: ``SelectionRefusal`` for a tribune that is no standing area.
    public static func standing(_ tribune: Int, in chart: Chart) throws -> (id: String, area: StandingArea) {
        guard chart.tribunes.indices.contains(tribune), let area = chart.tribunes[tribune].kind.standingArea else {
            throw refusal("tribune #\(tribune) is no standing area")
        }
        return (chart.tribunes[tribune].id, area)
    }

    /// `1 place`, `4 places`.
    /// `a + b`, or `Int.max` past it: quantities come from outside (a command line may ask for
    /// 9,223,372,036,854,775,807 places twice), and a sum too large for any area is refused
    /// by the rules, never a trap.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : total
    }

    public static func places(_ count: Int) -> String { count == 1 ? "1 place" : "\(count) places" }

    // MARK: - Refusals

    static func refusal(_ message: String, area: String? = nil) -> SelectionRefusal { SelectionRefusal(message: message, area: area) }

    static func checkPositive(_ asked: Int, id: String) throws {
        guard asked >= 1 else { throw refusal("area \(id): expected a quantity of at least 1 place, found \(asked)", area: id) }
    }

    static func checkLeft(_ asked: Int, left: Int, id: String) throws {
        guard asked <= left else { throw refusal("area \(id) has \(places(left)) left: \(asked) cannot be held", area: id) }
    }
}
