import Testing

@testable import SeatChartServer

/// The connections a server serves and accepts within its open-file limit.
struct ConnectionBudgetTests {
    @Test func aBudgetKeepsTheRuntimesDescriptorsAndSplitsTheRest() {
        // 256 left: 32 for the runtime, then 80 % served and 90 % open at most.
        let budget = ConnectionBudget(descriptors: 256, perAddress: 0)
        #expect(budget.serveLimit == 179 && budget.acceptLimit == 201)
        let starved = ConnectionBudget(descriptors: 10, perAddress: 0)
        #expect(starved.serveLimit == 1 && starved.acceptLimit == 2, "with hardly any left it still serves one and refuses the next")
        let unlimited = ConnectionBudget(descriptors: nil, perAddress: 0)
        #expect(unlimited.serveLimit == nil && unlimited.acceptLimit == nil && unlimited.isAccepting)
    }

    @Test func exactlyTheServeLimitIsAdmittedAndALeavingConnectionMakesRoom() {
        let budget = ConnectionBudget(descriptors: 42, perAddress: 0)
        let limit = budget.serveLimit ?? 0
        #expect(limit == 8)
        // Refused connections take no place: however many come, `limit` are admitted.
        let admitted = (0..<50).filter { _ in budget.admit() }.count
        #expect(admitted == limit)
        budget.leave()
        #expect(budget.admit(), "a place given back is taken by the next connection")
        #expect(!budget.admit())
    }

    @Test func concurrentAdmissionsNeverExceedTheLimit() async {
        let budget = ConnectionBudget(descriptors: 132, perAddress: 0)
        let admitted = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { (0..<100).filter { _ in budget.admit() }.count } }
            return await group.reduce(0, +)
        }
        #expect(admitted == budget.serveLimit)
    }
}
