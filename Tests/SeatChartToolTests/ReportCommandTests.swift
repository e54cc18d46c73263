import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart report`: per category and per tribune, the counts and revenue, and the orders, as
/// a table, CSV and JSON; an event's at its own prices.
@Suite(.onWaitingThreads) struct ReportCommandTests {
    @Test func theReportCountsEachCategoryAndTribuneWithItsRevenue() throws {
        let f = StateCommandFixture(stadium: "Stadiums/hall.json")
        try f.run("select", ["FLOOR", "--quantity", "3", "--holder", "ann"])
        let seat = try #require(try f.run("seats", ["--tribune", "SF"]).stdout.split(separator: "\n").first?.split(separator: "\t").first)
        try f.run("select", [String(seat), "--holder", "ann"])
        #expect(try f.run("book", ["--holder", "ann", "--order", "ORD-H"]).status == 0)
        try f.run("select", ["FLOOR", "--quantity", "2", "--holder", "bob"])
        let json = try f.run("report", ["--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let categories = try #require(report["categories"] as? [[String: Any]])
        let floor = try #require(categories.first { $0["id"] as? String == "F" })
        #expect(floor["capacity"] as? Int == 600 && floor["booked"] as? Int == 3 && floor["held"] as? Int == 2 && floor["available"] as? Int == 595)
        #expect(floor["revenue"] as? Int == 3 * 4500, "three floor places at 45")
        let front = try #require(categories.first { $0["id"] as? String == "S" })
        #expect(front["booked"] as? Int == 1 && front["revenue"] as? Int == 8500)
        let total = try #require(report["total"] as? [String: Any])
        #expect(total["revenue"] as? Int == 3 * 4500 + 8500 && total["booked"] as? Int == 4)
        let tribunes = try #require(report["tribunes"] as? [[String: Any]])
        #expect(tribunes.first { $0["id"] as? String == "FLOOR" }?["booked"] as? Int == 3)
        let capacity = categories.reduce(0) { $0 + ($1["capacity"] as? Int ?? 0) }
        #expect(capacity == total["capacity"] as? Int && capacity == tribunes.reduce(0) { $0 + ($1["capacity"] as? Int ?? 0) })
        let orders = try #require(report["orders"] as? [[String: Any]])
        #expect(orders.map { $0["order"] as? String } == ["ORD-H"] && orders.first?["total"] as? Int == 3 * 4500 + 8500)

        let csv = try f.run("report", ["--format", "csv"]).stdout.split(separator: "\r\n")
        #expect(csv.first == "kind,id,name,capacity,available,held,booked,blocked,revenue,currency,state,seats")
        #expect(csv.contains { $0.hasPrefix("category,F,Standing Floor,600,595,2,3,0,13500,") })
        #expect(csv.last?.hasPrefix("order,ORD-H,ann,,,,4,,22000,,booked,\(seat) FLOORx3") == true, "\(csv.last ?? "")")
        let table = try f.run("report").stdout
        #expect(table.contains("F Standing Floor") && table.contains("orders: 1") && table.contains("ORD-H\tbooked\tann"))
    }

    @Test func anEventsReportIsItsOwnAtItsPrices() throws {
        let f = StateCommandFixture()
        #expect(try SeatChartProcess.run(["event", "create", f.stadium, "matinee", "--price", "P=40", "--state", f.state]).status == 0)
        try f.run("select", ["101-A-1", "--holder", "ann", "--event", "matinee"])
        try f.run("book", ["--holder", "ann", "--event", "matinee"])
        let event = try f.run("report", ["--event", "matinee", "--format", "csv"]).stdout
        #expect(event.contains("\r\ntotal,total,,1956,") && event.contains(",4000,GBP,,\r\n"), "\(event)")
        let plain = try f.run("report", ["--format", "csv"]).stdout
        #expect(plain.contains(",0,GBP,,\r\n") && !plain.contains("4000"), "the plain state sold nothing")
        #expect(try f.run("report", ["--event", "nope"]).status == 2)
    }
}
