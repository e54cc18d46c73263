import SeatChartJSON
import SeatChartStore

extension SaleJSON {
    /// A sale's report: `{"time", "currency", "total", "categories", "tribunes", "orders"}`, each
    /// line `{"id", "name", "capacity", "available", "held", "booked", "blocked", "revenue"}`
    /// (revenue in the currency's minor units), the orders as ``order(_:)`` writes them.
    public static func report(_ report: SaleReport) -> JSONValue {
        .object([
            JSONMember("time", .string(time(report.time))),
            JSONMember("currency", text(report.currency)),
            JSONMember("total", reportLine(report.total)),
            JSONMember("categories", .array(report.categories.map(reportLine))),
            JSONMember("tribunes", .array(report.tribunes.map(reportLine))),
            JSONMember("orders", .array(report.orders.map(order))),
        ])
    }

    private static func reportLine(_ line: SaleReport.Line) -> JSONValue {
        .object([
            JSONMember("id", .string(line.id)), JSONMember("name", text(line.name)),
            JSONMember("capacity", integer(line.capacity)), JSONMember("available", integer(line.available)),
            JSONMember("held", integer(line.held)), JSONMember("booked", integer(line.booked)),
            JSONMember("blocked", integer(line.blocked)), JSONMember("revenue", integer(line.revenue)),
        ])
    }
}
