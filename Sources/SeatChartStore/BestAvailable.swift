import SeatChart
import SeatChartGeometry

/// Finds the best group of adjacent free seats: what `best --count N` holds.
///
/// A group is `count` consecutive seats of one row (so of one tribune), all available,
/// all of the asked category when one is given, with no aisle between them.
///
/// - **Aisles.** Rows laid out from a stadium file have none inside them (a row's seats fill
///   equal slots; aisles lie between tribunes). In an irregular row (imported plans), two
///   neighbours are split by an aisle when their centres are more than 1.5 times the row's
///   median neighbour distance apart.
/// - **Nearest.** A group's distance is the distance from the mean of its seat centres to
///   the chart's ``Chart/focalPoint``; the smallest wins.
/// - **Orphans.** A group *strands* a seat when taking it leaves exactly one free seat
///   between it and the next taken seat, blocked seat, aisle or end of the row, on either
///   side. The quality of a group is its row: within a row that offers at least one group
///   stranding nothing, groups that strand a seat are not considered. A row where every
///   group strands a seat still offers its groups.
/// - **Ties** (distances within 1e-9) go to the group whose first seat comes first in chart order.
///
/// - Complexity: O(seats) time and O(longest row) extra space.
public enum BestAvailable {
    /// The tolerance under which two distances count as equal.
    public static let tieTolerance = 1e-9

    /// The seat indices of the best group, in chart order, or `nil` if no group exists.
    ///
    /// - Parameters:
    ///   - states: the state of every seat, indexed like ``Chart/seats``.
    ///   - count: the group size, at least 1.
    ///   - categoryID: the category every seat of the group must have, or `nil` for any.
    ///   - accessibleOnly: whether every seat of the group must be accessible.
    public static func find(
        in chart: Chart, states: [SeatState], count: Int, categoryID: String? = nil, accessibleOnly: Bool = false
    ) -> [Int]? {
        find(in: chart, states: states, criteria: BestCriteria(count: count, categoryID: categoryID, accessibleOnly: accessibleOnly))
    }

    /// The seat indices of the best group `criteria` asks for, in chart order, or `nil` if no
    /// group exists: within its level (and its zone, ranked by the zone's focal point), and
    /// without accessible, wheelchair, companion or restricted-view places unless asked.
    public static func find(in chart: Chart, states: [SeatState], criteria: BestCriteria) -> [Int]? {
        let count = criteria.count
        guard count >= 1 else { return nil }
        let focal = criteria.zone.flatMap { chart.zones.indices.contains($0) ? chart.zones[$0].focalPoint : nil } ?? chart.focalPoint
        var best: Candidate?
        for row in chart.rows {
            let tribune = chart.tribunes[row.tribune]
            guard tribune.level == criteria.level, criteria.zone == nil || tribune.zone == criteria.zone else { continue }
            var clean: Candidate?, stranding: Candidate?
            for run in runs(of: row, in: chart) where run.count >= count {
                let found = groups(in: run, chart: chart, states: states, criteria: criteria, focal: focal)
                clean = nearer(found.clean, clean)
                stranding = nearer(found.stranding, stranding)
            }
            best = nearer(clean ?? stranding, best)
        }
        return best.map { Array($0.first..<$0.first + count) }
    }

    /// The aisle-free runs of a row, as ranges of seat indices.
    static func runs(of row: Row, in chart: Chart) -> [Range<Int>] {
        let seats = row.seats
        guard case .irregular = row.line, seats.count > 2 else { return seats.isEmpty ? [] : [seats] }
        var gaps: [Double] = []
        gaps.reserveCapacity(seats.count - 1)
        for i in seats.lowerBound..<seats.upperBound - 1 {
            gaps.append(chart.seats[i].center.distance(to: chart.seats[i + 1].center))
        }
        let limit = 1.5 * gaps.sorted()[gaps.count / 2]
        var runs: [Range<Int>] = [], start = seats.lowerBound
        for (k, gap) in gaps.enumerated() where gap > limit {
            let end = seats.lowerBound + k + 1
            runs.append(start..<end)
            start = end
        }
        runs.append(start..<seats.upperBound)
        return runs
    }

    /// A group: its distance from the focal point and its first seat.
    typealias Candidate = (distance: Double, first: Int)

    /// The better of two candidates: the nearer, or on a tie the one first in chart order.
    static func nearer(_ a: Candidate?, _ b: Candidate?) -> Candidate? {
        guard let a else { return b }
        guard let b else { return a }
        if abs(a.distance - b.distance) <= tieTolerance { return a.first <= b.first ? a : b }
        return a.distance < b.distance ? a : b
    }

    /// The nearest group in one aisle-free run that strands no seat, and the nearest that does.
    static func groups(
        in run: Range<Int>, chart: Chart, states: [SeatState], criteria: BestCriteria, focal: Point
    ) -> (clean: Candidate?, stranding: Candidate?) {
        let count = criteria.count, categoryID = criteria.categoryID
        let n = run.count
        // freeBefore[k]: free seats in a row ending at run position k (inclusive).
        var freeBefore = [Int](repeating: 0, count: n), freeAfter = [Int](repeating: 0, count: n)
        for k in 0..<n where states[run.lowerBound + k] == .available {
            freeBefore[k] = (k > 0 ? freeBefore[k - 1] : 0) + 1
        }
        for k in stride(from: n - 1, through: 0, by: -1) where states[run.lowerBound + k] == .available {
            freeAfter[k] = (k < n - 1 ? freeAfter[k + 1] : 0) + 1
        }
        var usable = [Int](repeating: 0, count: n)  // usable seats in a row ending at k
        for k in 0..<n {
            let seat = run.lowerBound + k
            let fits = states[seat] == .available && (categoryID.map { chart.categoryID(ofSeat: seat) == $0 } ?? true)
                && (criteria.accessibleOnly ? chart.seats[seat].isAccessible : criteria.accessible || PlaceRules.isOrdinary(chart.seats[seat]))
            usable[k] = fits ? (k > 0 ? usable[k - 1] : 0) + 1 : 0
        }
        var clean: Candidate?, stranding: Candidate?
        var sum = Vector.zero
        for k in 0..<n {
            sum = sum + chart.seats[run.lowerBound + k].center.vector
            if k >= count { sum = sum - chart.seats[run.lowerBound + k - count].center.vector }
            guard k >= count - 1, usable[k] >= count else { continue }
            let start = k - count + 1
            let left = start > 0 ? freeBefore[start - 1] : 0
            let right = k < n - 1 ? freeAfter[k + 1] : 0
            let centre = Point.zero + sum / Double(count)
            let candidate: Candidate = (centre.distance(to: focal), run.lowerBound + start)
            if left == 1 || right == 1 {
                stranding = nearer(stranding, candidate)
            } else {
                clean = nearer(clean, candidate)
            }
        }
        return (clean, stranding)
    }
}

/// What `best` looks for: `count` adjacent seats of one row, of a category when given, on one
/// level, within one zone when given (ranked by its focal point), and only ordinary places
/// (not accessible, wheelchair, companion or restricted-view) unless `accessible` is asked.
public struct BestCriteria: Hashable, Sendable {
    /// How many adjacent seats.
    public var count: Int
    /// The category every seat must have, or `nil` for any.
    public var categoryID: String?
    /// Whether accessible, wheelchair, companion and restricted-view places may be picked.
    public var accessible: Bool
    /// The zone (an index into ``Chart/zones``) to pick in, or `nil` for any.
    public var zone: Int?
    /// The level (an index into ``Chart/levels``) to pick in; the first by default.
    public var level: Int
    /// Whether every seat of the group must be accessible (a buyer who asked for accessible seats).
    public var accessibleOnly: Bool

    /// Creates criteria.
    public init(
        count: Int, categoryID: String? = nil, accessible: Bool = false, zone: Int? = nil, level: Int = 0, accessibleOnly: Bool = false
    ) {
        self.accessibleOnly = accessibleOnly
        self.count = count
        self.categoryID = categoryID
        self.accessible = accessible
        self.zone = zone
        self.level = level
    }
}
