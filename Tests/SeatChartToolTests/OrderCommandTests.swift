import Foundation
import SeatChartTestSupport
import Testing

/// `book --order`, `release --order`, `bookings --order` and `history --order`, on a state file
/// and a PostgreSQL database, and in an event at the event's prices.
@Suite(.onWaitingThreads) struct OrderCommandTests {
    @Test(arguments: StateBackend.allCases) func anOrderIsBookedReadAndRefunded(_ backend: StateBackend) throws {
        let f = StateCommandFixture(state: try backend.newLocation())
        try f.run("select", ["101-A-1", "101-A-2", "101-A-3", "--holder", "ann", "--state", f.state])
        let booked = try f.run("book", ["--holder", "ann", "--order", "ORD-1001", "101-A-1", "101-A-2", "--json", "--state", f.state])
        #expect(booked.status == 0, "\(booked.stderr)")
        let order = try #require(try JSONSerialization.jsonObject(with: Data(booked.stdout.utf8)) as? [String: Any])
        #expect(order["order"] as? String == "ORD-1001" && order["total"] as? Int == 19_000 && order["currency"] as? String == "GBP")
        #expect(order["seats"] as? [String] == ["101-A-1", "101-A-2"])
        #expect(try f.status(holder: "ann", environment: ["SEATCHART_STATE": f.state]).held == ["101-A-3"], "the seat not named stays held")

        // The order again (a retry): answered as it was; the seat held since is not added to it.
        let again = try f.run("book", ["--holder", "ann", "--order", "ORD-1001", "--state", f.state])
        #expect(again.status == 0 && again.stdout.hasPrefix("already booked: order ORD-1001"), "\(again.stderr)")
        let other = try f.run("book", ["--holder", "ann", "--order", "ORD-1001", "101-A-3", "--state", f.state])
        #expect(other.status == 1 && other.stderr.contains("order ORD-1001 was already booked with other seats"))
        let same = try f.run("book", ["--holder", "ann", "--order", "ORD-1001", "101-A-2", "101-A-1", "--state", f.state])
        #expect(same.status == 0 && same.stdout.hasPrefix("already booked: order ORD-1001 (booked) for ann: 101-A-1 101-A-2; total £190"))

        let bookings = try f.run("bookings", ["--order", "ORD-1001", "--state", f.state])
        #expect(bookings.stdout.split(separator: "\n").map { $0.split(separator: "\t").prefix(2).joined(separator: " ") } == ["ann 101-A-1", "ann 101-A-2"])
        let refund = try f.run("release", ["--order", "ORD-1001", "--by", "desk", "--state", f.state])
        #expect(refund.status == 0 && refund.stdout.hasPrefix("refunded order ORD-1001 (refunded)"), "\(refund.stderr)")
        #expect(try f.run("release", ["--order", "ORD-1001", "--state", f.state]).status == 1, "refunded once")
        #expect(try f.run("bookings", ["--order", "ORD-1001", "--state", f.state]).stdout.isEmpty)

        let history = try f.run("history", ["--order", "ORD-1001", "--state", f.state]).stdout.split(separator: "\n")
        #expect(history.map { $0.split(separator: "\t")[2] } == ["release", "release", "book", "book"])
        #expect(history.first?.hasSuffix("\tdesk") == true)
        let unknown = try f.run("history", ["--order", "ORD-9", "--state", f.state])
        #expect(unknown.status == 2 && unknown.stderr.contains("--order: no order ORD-9 in this sale; the latest: ORD-1001"))
    }

    @Test func badOrdersAreRefusedNamingWhy() throws {
        let f = StateCommandFixture()
        let bad = try f.run("book", ["--holder", "ann", "--order", "ORD 1"])
        #expect(bad.status == 2 && bad.stderr.contains("command line: --order: expected an order id"))
        #expect(!FileManager.default.fileExists(atPath: f.state), "bad input opens no state")
        #expect(try f.run("book", ["--holder", "ann", "101-A-1"]).status == 2, "seats only with --order")
        try f.run("select", ["101-A-1", "--holder", "ann", "--ttl", "1"])
        try f.run("select", ["101-A-2", "--holder", "bob"])
        let other = try f.run("book", ["--holder", "ann", "--order", "ORD-2", "101-A-2", "--json"])
        #expect(other.status == 1 && other.stdout.contains(#""seat":"101-A-2""#) && other.stderr.contains("held by another holder"))
        #expect(try f.run("release", ["--order", "ORD-2"]).status == 2, "no such order")
        #expect(try f.run("release", ["101-A-1", "--order", "ORD-2"]).status == 2, "seats or an order, not both")
    }

    @Test func anEventsOrderCostsTheEventsPrices() throws {
        let f = StateCommandFixture()
        let created = try SeatChartProcess.run(["event", "create", f.stadium, "matinee", "--price", "P=40", "--state", f.state])
        #expect(created.status == 0, "\(created.stderr)")
        try f.run("select", ["101-A-1", "101-A-2", "--holder", "ann", "--event", "matinee"])
        let booked = try f.run("book", ["--holder", "ann", "--order", "M-1", "--event", "matinee"])
        #expect(booked.status == 0 && booked.stdout.hasSuffix("total £80\n"), "\(booked.stdout)\(booked.stderr)")
        #expect(try f.run("history", ["--order", "M-1"]).status == 2, "the order is the event's, not the plain state's")
        #expect(try f.run("history", ["--order", "M-1", "--event", "matinee"]).stdout.split(separator: "\n").count == 2)
    }

    @Test func stateCopyCarriesTheOrders() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "--holder", "ann"])
        try f.run("book", ["--holder", "ann", "--order", "ORD-C"])
        let database = try StateBackend.postgres.newLocation()
        let copy = try SeatChartProcess.run(["state", "copy", f.state, database, "--stadium", f.stadium])
        #expect(copy.status == 0, "\(copy.stderr)")
        let there = try f.run("bookings", ["--order", "ORD-C", "--state", database])
        #expect(there.status == 0 && there.stdout.hasPrefix("ann\t101-A-1"), "\(there.stderr)")
        let back = f.directory.appendingPathComponent("back.sqlite").path
        #expect(try SeatChartProcess.run(["state", "copy", database, back, "--stadium", f.stadium]).status == 0)
        #expect(try f.run("release", ["--order", "ORD-C", "--state", back]).status == 0, "refunded in the copy of the copy")
    }
}
