import Foundation
import SeatChartConcurrency
import SeatChartJSON

/// A stadium file's bowl as one check laid it out: its rings' problems, its tribunes' plans
/// and seat count, and (when it can be laid out within the seat limit) its tribunes, rows and
/// seats, which come first in chart order. The bowl depends on no section, so a check of a
/// file whose members other than `sections` are the same reuses it (``key``) instead of laying
/// the bowl out again: an editor moving one section of a 150,000-seat stadium lays out that
/// section only.
public struct LaidOutBowl: Sendable {
    /// The file without its `sections`: a file with the same members has the same bowl.
    public let key: JSONValue
    let ringProblems: [OvalBowlLayout.RingProblem]
    let plans: [TribunePlan]
    let seatCount: Int
    /// The bowl's tribunes, rows and seats, in chart order; `nil` when its rings cannot be laid
    /// out or it alone is over the seat limit.
    private(set) var built: (tribunes: [Tribune], rows: [Row], seats: [Seat])?

    /// The bowl of `spec`, read from the file `root`.
    init(_ spec: StadiumSpec, key: JSONValue) {
        self.key = key
        // An oval bowl's curve and tribunes made once, for its check and its plans.
        let curve = spec.bowlFollow == .field ? fieldCurve(spec.field) : nil
        let ovals = curve.map { OvalBowlLayout.tribunes(spec, curve: $0) } ?? []
        ringProblems = curve.map { OvalBowlLayout.problems(spec, curve: $0, tribunes: ovals) } ?? []
        plans = StadiumLayout.bowlPlans(spec, ovalTribunes: ovals)
        seatCount = StadiumLayout.seatCount(plans, spec)
        guard ringProblems.isEmpty, seatCount <= StadiumLayout.maximumSeats else {
            built = nil
            return
        }
        // Room for the sections' seats too, which a chart built from this bowl appends.
        let sectionSeats = min(StadiumLayout.seatCount(StadiumLayout.sectionPlans(spec), spec), StadiumLayout.maximumSeats)
        built = Self.build(plans, spec: spec, seatCount: seatCount, capacity: seatCount + sectionSeats)
    }

    /// The bowl's tribunes, rows and seats: an oval bowl's written straight into place
    /// (``OvalBowlSeats``), on every core for a bowl of many seats; any other's placed by
    /// ``TribuneBuilder``. `capacity`: the seats' array's room (the sections' too).
    static func build(_ plans: [TribunePlan], spec: StadiumSpec, seatCount: Int, capacity: Int) -> (tribunes: [Tribune], rows: [Row], seats: [Seat]) {
        if let built = OvalBowlSeats.build(plans, spec: spec, capacity: capacity, workers: workers(plans, seatCount: seatCount)) {
            return built
        }
        var builder = TribuneBuilder(seatSize: spec.seatSize, spacing: spec.seatSpacing, expectedSeats: capacity)
        let placed = Self.placedRows(plans, spec: spec, seatCount: seatCount)
        for (plan, rows) in zip(plans, placed) { builder.add(plan, placed: rows, spec: spec) }
        return (builder.tribunes, builder.rows, builder.seats)
    }

    /// How many cores place a bowl of `seatCount` seats in `plans`: every one for 10,000
    /// seats or more, else one.
    static func workers(_ plans: [TribunePlan], seatCount: Int) -> Int {
        seatCount >= 10_000 ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, plans.count)) : 1
    }

    /// Each plan's rows placed seat by seat (nil for the kinds the builder places itself):
    /// the trigonometry of a bowl's seats, each tribune on its own, on every core for a bowl
    /// of many seats. The same rows whatever the number of cores.
    static func placedRows(_ plans: [TribunePlan], spec: StadiumSpec, seatCount: Int) -> [[PlacedRow]?] {
        ConcurrentWork.map(plans.count, workers: workers(plans, seatCount: seatCount)) { plans[$0].placedRows(spec: spec) }
    }

    /// The bowl's tribunes, rows and seats, handed over: the bowl keeps none of them, so a
    /// chart built from a bowl that is not kept takes its 150,000 seats without copying them.
    mutating func takeBuilt() -> (tribunes: [Tribune], rows: [Row], seats: [Seat])? {
        var taken: (tribunes: [Tribune], rows: [Row], seats: [Seat])?
        swap(&taken, &built)
        return taken
    }

    /// The file `root` without its `sections` member.
    static func key(of root: JSONValue) -> JSONValue {
        guard case .object(let members) = root else { return root }
        return .object(members.filter { $0.key != "sections" })
    }
}
