import Foundation
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct BookingsCommandTests {
    /// bob books two Courtside seats (95 each), "ann, lee" one Lower Tier seat (55), 201-A-1; amy only holds.
    func sold() throws -> StateCommandFixture {
        let f = StateCommandFixture()
        let t0 = ["SEATCHART_NOW": "1800000000"]
        try f.run("select", ["101-A-2", "101-A-1", "--holder", "bob"], environment: t0)
        try f.run("book", ["--holder", "bob"], environment: t0)
        try f.run("select", ["201-A-1", "--holder", "ann, lee"], environment: t0)
        try f.run("book", ["--holder", "ann, lee"], environment: t0)
        try f.run("select", ["101-A-5", "--holder", "amy"], environment: t0)
        return f
    }

    @Test func textListsEveryBookingInChartOrder() throws {
        let f = try sold()
        let result = try f.run("bookings")
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        try #require(rows.map { $0[1] } == ["101-A-1", "101-A-2", "201-A-1"])
        #expect(rows[0] == ["bob", "101-A-1", "P", "95", "2027-01-15T08:00:00.000Z"])
        #expect(rows[2][0] == "ann, lee")
        let bob = try f.run("bookings", ["--holder", "bob"]).stdout
        #expect(bob.split(separator: "\n").count == 2)
    }

    @Test func csvHasAHeaderAndQuotesWhatNeedsIt() throws {
        let f = try sold()
        let result = try f.run("bookings", ["--csv"])
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\r\n")
        try #require(lines.count == 5)
        #expect(lines[0] == "holder,seat,category,category_name,price,time")
        #expect(lines[1] == "bob,101-A-1,P,Courtside,95,2027-01-15T08:00:00.000Z")
        #expect(lines[3].hasPrefix("\"ann, lee\",201-A-1,L,Lower Tier,55,"))
        #expect(lines.last == "")
    }

    @Test func jsonHasEveryFieldAndTheTotal() throws {
        let f = try sold()
        let result = try f.run("bookings", ["--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let bookings = try #require(document["bookings"] as? [[String: Any]])
        #expect(bookings.count == 3)
        #expect(Set(bookings[0].keys) == ["holder", "seat", "category", "categoryName", "price", "time"])
        let prices = bookings.compactMap { $0["price"] as? Double }
        #expect(document["total"] as? Double == prices.reduce(0, +))
        #expect(try f.run("bookings", ["--csv", "--json"]).status == 2)
    }
}
