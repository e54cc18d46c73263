import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// The rules of standing areas sold by count, without a store: how many places a hold, a
/// give-back or a release moves, and what each refuses.
@Suite(.onWaitingThreads) struct AreaRulesTests {
    static let hall = Result { try ShippedStadiums.chart("hall.json") }

    func area(_ id: String) throws -> Int { try #require(try Self.hall.get().tribuneIndex(forID: id)) }

    func hold(_ id: String, _ quantity: Int?, _ holdings: [AreaHolding], asker: Int64? = 1) throws -> Int {
        try AreaRules.placesToHold(AreaQuantity(area: area(id), quantity: quantity), in: Self.hall.get(), holdings: holdings, asker: asker)
    }

    @Test func quantityAreaTakesUpToWhatIsLeft() throws {
        #expect(try hold("FLOOR", 4, []) == 4)
        #expect(try hold("FLOOR", nil, []) == 1)
        let full = [AreaHolding(holder: 2, held: 590, booked: 6)]
        #expect(try hold("FLOOR", 4, full) == 4)
        let refusal = try #require(throws: SelectionRefusal.self) { try hold("FLOOR", 5, full) }
        #expect(refusal.message == "area FLOOR has 4 places left: 5 cannot be held")
        #expect(throws: SelectionRefusal.self) { try hold("FLOOR", 0, []) }
    }

    @Test func wholeAreaGoesToOneHolderWithEveryPlace() throws {
        #expect(try hold("BOX1", nil, []) == 6)
        #expect(try hold("BOX1", 6, []) == 6)
        let part = try #require(throws: SelectionRefusal.self) { try hold("BOX1", 2, []) }
        #expect(part.message.contains("sold whole: hold all 6 places or none"))
        let taken = try #require(throws: SelectionRefusal.self) { try hold("BOX1", nil, [AreaHolding(holder: 2, held: 0, booked: 6)]) }
        #expect(taken.message == "area BOX1 is sold whole and is taken: 0 places left")
        // The holder of the box renews its hold: nothing more is taken.
        #expect(try hold("BOX1", nil, [AreaHolding(holder: 1, held: 6, booked: 0)]) == 0)
    }

    @Test func groupAreaKeepsOneHolderWithinItsSizes() throws {
        var chart = try Self.hall.get()
        let box = try area("BOX2")
        chart.tribunes[box].kind = .standing(StandingArea(name: "Box 2", capacity: 6, sale: .group(minimum: 2, maximum: 4)))
        func hold(_ quantity: Int?, _ holdings: [AreaHolding]) throws -> Int {
            try AreaRules.placesToHold(AreaQuantity(area: box, quantity: quantity), in: chart, holdings: holdings, asker: 1)
        }
        #expect(try hold(nil, []) == 2)
        #expect(try hold(3, []) == 3)
        #expect(throws: SelectionRefusal.self) { try hold(1, []) }
        #expect(throws: SelectionRefusal.self) { try hold(5, []) }
        #expect(try hold(2, [AreaHolding(holder: 1, held: 2, booked: 0)]) == 2)
        #expect(throws: SelectionRefusal.self) { try hold(3, [AreaHolding(holder: 1, held: 2, booked: 0)]) }
        let second = try #require(throws: SelectionRefusal.self) { try hold(2, [AreaHolding(holder: 7, held: 2, booked: 0)]) }
        #expect(second.message.contains("held by another party"))
        // Giving back may not leave fewer than the smallest group.
        let own = [AreaHolding(holder: 1, held: 3, booked: 0)]
        let back = { (q: Int?) in
            try AreaRules.placesToGiveBack(AreaQuantity(area: box, quantity: q), in: chart, holdings: own, asker: 1, holder: "ann")
        }
        #expect(try back(nil) == 3)
        #expect(try back(1) == 1)
        #expect(throws: SelectionRefusal.self) { try back(2) }
    }

    @Test func giveBackNeedsThePlacesHeld() throws {
        let chart = try Self.hall.get()
        let floor = try area("FLOOR")
        let holdings = [AreaHolding(holder: 1, held: 3, booked: 2)]
        func back(_ q: Int?, asker: Int64? = 1) throws -> Int {
            try AreaRules.placesToGiveBack(AreaQuantity(area: floor, quantity: q), in: chart, holdings: holdings, asker: asker, holder: "ann")
        }
        #expect(try back(nil) == 3)
        #expect(try back(2) == 2)
        let over = try #require(throws: SelectionRefusal.self) { try back(4) }
        #expect(over.message == "area FLOOR: ann holds only 3 places there, not 4")
        #expect(throws: SelectionRefusal.self) { try back(1, asker: 9) }
    }

    @Test func releaseFreesHeldBeforeBookedInHolderOrder() throws {
        let chart = try Self.hall.get()
        let floor = try area("FLOOR")
        let holdings = [AreaHolding(holder: 5, held: 2, booked: 3), AreaHolding(holder: 2, held: 1, booked: 4)]
        let steps = try AreaRules.releasePlan(AreaQuantity(area: floor, quantity: 5), in: chart, holdings: holdings)
        #expect(steps == [
            .init(holder: 2, state: .held, quantity: 1), .init(holder: 5, state: .held, quantity: 2),
            .init(holder: 2, state: .booked, quantity: 2),
        ])
        let all = try AreaRules.releasePlan(AreaQuantity(area: floor, quantity: nil), in: chart, holdings: holdings)
        #expect(all.reduce(0) { $0 + $1.quantity } == 10)
        #expect(throws: SelectionRefusal.self) {
            try AreaRules.releasePlan(AreaQuantity(area: floor, quantity: 11), in: chart, holdings: holdings)
        }
        let box = try area("BOX1")
        #expect(throws: SelectionRefusal.self) {
            try AreaRules.releasePlan(AreaQuantity(area: box, quantity: 2), in: chart, holdings: [AreaHolding(holder: 1, held: 0, booked: 6)])
        }
    }

    /// Quantities come from outside: the largest whole number, twice, is refused, never a trap.
    @Test func quantitiesTooLargeForAnyAreaAreRefusedWithoutOverflow() throws {
        let floor = try area("FLOOR")
        let merged = AreaRules.merged([AreaQuantity(area: floor, quantity: .max), AreaQuantity(area: floor, quantity: .max)])
        #expect(merged == [AreaQuantity(area: floor, quantity: .max)])
        #expect(throws: SelectionRefusal.self) { try hold("FLOOR", .max, []) }
        var chart = try Self.hall.get()
        let box = try area("BOX2")
        chart.tribunes[box].kind = .standing(StandingArea(name: "Box 2", capacity: 6, sale: .group(minimum: 2, maximum: 4)))
        #expect(throws: SelectionRefusal.self) {
            try AreaRules.placesToHold(AreaQuantity(area: box, quantity: .max), in: chart, holdings: [AreaHolding(holder: 1, held: 2, booked: 0)], asker: 1)
        }
        #expect(throws: SelectionRefusal.self) { try AreaRules.checkLimit(10, owned: 5, asked: .max) }
    }

    @Test func mergedAddsQuantitiesOfOneArea() {
        let merged = AreaRules.merged([AreaQuantity(area: 3, quantity: 2), AreaQuantity(area: 1, quantity: 1), AreaQuantity(area: 3, quantity: 4)])
        #expect(merged == [AreaQuantity(area: 3, quantity: 6), AreaQuantity(area: 1, quantity: 1)])
    }

    @Test func replayFindsPlacesTheLogDoesNotGive() throws {
        let chart = try Self.hall.get()
        let floor = try area("FLOOR")
        var replay = AreaLogReplay(chart: chart)
        replay.apply(area: floor, action: "select", holder: 1, quantity: 4, state: "held")
        replay.apply(area: floor, action: "book", holder: 1, quantity: 3, state: "booked")
        replay.apply(area: floor, action: "deselect", holder: 1, quantity: 1, state: "held")
        #expect(replay.finish(stored: [.init(area: floor, areaID: "FLOOR", holder: 1, held: 0, booked: 3)]).isEmpty)
        let problems = replay.finish(stored: [.init(area: floor, areaID: "FLOOR", holder: 1, held: 1, booked: 3)])
        #expect(problems == ["area FLOOR, holder #1: the event log gives 0 held and 3 booked, the stored state is 1 held and 3 booked"])
        let over = AreaLogReplay(chart: chart).finish(stored: [.init(area: floor, areaID: "FLOOR", holder: 1, held: 601, booked: 0)])
        #expect(over.contains { $0.contains("above its capacity of 600") })
    }

    @Test func wholeTablesAndCompanionsGoTogether() throws {
        let chart = try Self.hall.get()
        let vip = try area("VIP")
        let chairs = Array(chart.tribunes[vip].seats)
        #expect(PlaceRules.wholeTableRefusal(chairs, in: chart) == nil)
        let one = try #require(PlaceRules.wholeTableRefusal([chairs[0]], in: chart))
        #expect(one.message.contains("table VIP is sold whole"))
        // A table sold by the chair sells one chair.
        let t1 = try area("T1")
        #expect(PlaceRules.wholeTableRefusal([chart.tribunes[t1].seats.lowerBound], in: chart) == nil)
        if let companion = chart.seats.indices.first(where: { chart.seats[$0].isCompanion }) {
            #expect(PlaceRules.companionRefusal([companion], in: chart) != nil)
            let row = chart.rows[chart.seats[companion].row].seats
            let partner = [companion - 1, companion + 1].filter { row.contains($0) }
                .first { chart.seats[$0].isAccessible || chart.seats[$0].isWheelchair }
            #expect(PlaceRules.companionRefusal([companion] + (partner.map { [$0] } ?? []), in: chart) == nil)
        } else {
            Issue.record("the hall has no companion seat to check")
        }
    }
}
