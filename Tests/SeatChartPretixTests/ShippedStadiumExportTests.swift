import Foundation
import SeatChart
import SeatChartPretix
import SeatChartTestSupport
import Testing

@Suite("Every shipped stadium as a pretix plan", .onWaitingThreads)
struct ShippedStadiumExportTests {
    @Test func theStadiumsAreThere() {
        #expect(ShippedStadiums.paths.map { URL(fileURLWithPath: $0).lastPathComponent }.count >= 4)
    }

    @Test(arguments: ShippedStadiums.paths)
    func exportsValidatesAndImportsBack(_ path: String) throws {
        let chart = try LaidOutCharts.chart(path: path)
        let export = PretixPlanWriter.export(chart)
        try RoundTrip.check(chart, export: export, file: path)
        let verdict = try #require(try PythonSchemaCheck.verdicts([export.data]).first)
        #expect(verdict.isValid, "\(verdict.errors.prefix(5))")
    }
}
