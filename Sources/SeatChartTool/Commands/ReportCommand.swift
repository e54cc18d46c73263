import ArgumentParser
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `seatchart report STADIUM [--event K] [--format table|csv|json]`: per category and per tribune
/// the capacity, available, held, booked, blocked and revenue, then the orders. Never creates a
/// state file.
struct ReportCommand: ContextCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, csv, json
    }

    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "A sale's report: per category and tribune, capacity, available, held, booked, blocked, revenue; the orders.",
        discussion: """
        table (the default) is for people: revenue in the chart's currency. csv has one row a \\
        line, a header first: kind (category, tribune, total, order), id, name, capacity, \\
        available, held, booked, blocked, revenue (minor units), currency, state and seats (an \\
        order's, space-separated; for an order, name is its holder and booked its seats and \\
        places). json: {"time", "currency", "total", "categories", "tribunes", "orders"}.
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @Option(help: ArgumentHelp("How to print it.", valueName: "table|csv|json"))
    var format: Format = .table

    @OptionGroup var stateFile: StateFileOption

    func run(in context: CommandContext) throws {
        let sale = try stateFile.readingSale(in: context, stadiumPath: stadium)
        let report = try sale.report()
        switch format {
        case .json: print(SaleJSON.line(SaleJSON.report(report)))
        case .csv: StandardOutput.write(Self.csv(report))
        case .table: StandardOutput.write(Self.table(report, chart: sale.chart))
        }
    }

    static func csv(_ report: SaleReport) -> String {
        let currency = report.currency ?? ""
        var out = CSVField.line(["kind", "id", "name", "capacity", "available", "held", "booked", "blocked", "revenue", "currency", "state", "seats"]) + "\r\n"
        func row(_ kind: String, _ line: SaleReport.Line) {
            out += CSVField.line([
                kind, line.id, line.name ?? "", String(line.capacity), String(line.available), String(line.held), String(line.booked),
                String(line.blocked), String(line.revenue), currency, "", "",
            ]) + "\r\n"
        }
        report.categories.forEach { row("category", $0) }
        report.tribunes.forEach { row("tribune", $0) }
        row("total", report.total)
        for order in report.orders {
            let places = order.seatIDs.count + order.places.reduce(0) { $0 + $1.quantity }
            let items = order.seatIDs + order.places.map { "\($0.areaID)x\($0.quantity)" }
            out += CSVField.line([
                "order", order.id, order.holder, "", "", "", String(places), "", String(order.total), order.currency ?? "", order.state,
                items.joined(separator: " "),
            ]) + "\r\n"
        }
        return out
    }

    static func table(_ report: SaleReport, chart: Chart) -> String {
        let money = chart.moneyFormat
        let header = ["", "capacity", "available", "held", "booked", "blocked", "revenue"]
        func cells(_ line: SaleReport.Line) -> [String] {
            let label = line.name.map { "\(line.id) \($0)" } ?? line.id
            return [label, String(line.capacity), String(line.available), String(line.held), String(line.booked), String(line.blocked),
                    money.text(minorUnits: line.revenue)]
        }
        var out = "\(TerminalText.escaped(chart.name)): report at \(SaleJSON.time(report.time))\n\n"
        out += aligned([["category"] + header.dropFirst()] + report.categories.map(cells) + [cells(report.total)])
        out += "\n" + aligned([["tribune"] + header.dropFirst()] + report.tribunes.map(cells))
        out += "\norders: \(report.orders.count)\n"
        for order in report.orders {
            out += "\(order.id)\t\(order.state)\t\(TerminalText.escaped(order.holder))\t\(money.text(minorUnits: order.total))\t\(StateOutput.items(order))\n"
        }
        return out
    }

    /// `rows` as columns padded to their widest cell: the first left-aligned, the rest right.
    static func aligned(_ rows: [[String]]) -> String {
        let escaped = rows.map { $0.map(TerminalText.escaped) }
        let widths = (0..<(escaped.first?.count ?? 0)).map { column in escaped.map { $0[column].count }.max() ?? 0 }
        return escaped.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
        }.joined()
    }
}
