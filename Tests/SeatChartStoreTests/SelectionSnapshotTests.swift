import Foundation
import SeatChart
import SeatChartSQLite
import SeatChartStore
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct SelectionSnapshotTests {
    let chart = TestCharts.rows([TestCharts.centred(4)], blocked: ["T-A-4"])

    @Test func readingWithoutAFileGivesInitialStatesAndCreatesNothing() throws {
        let path = StateFiles.newPath()
        let table = try SelectionStore.readStates(path: path, chart: chart, holder: "bob")
        #expect(table == SeatStateTable(initialStatesOf: chart))
        let status = try SelectionStore.readStatus(path: path, chart: chart, holder: "bob")
        #expect(status.countsByState.map(\.count) == [3, 0, 0, 1])
        #expect(try SelectionStore.readHistory(path: path, chart: chart, holder: nil).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path))
    }

    @Test func readingSeesWhatWasWritten() throws {
        let path = StateFiles.newPath()
        let store = try SelectionStore(path: path, chart: chart)
        try store.select([0], holder: "bob")
        try store.book(holder: "bob")
        try store.select([1], holder: "bob")
        try store.select([2], holder: "amy")
        let table = try SelectionStore.readStates(path: path, chart: chart, holder: "bob")
        #expect(table.states == [.booked, .held, .held, .blocked])
        #expect(table.selected == [true, true, false, false], "bob's booking and hold are his")
        let status = try SelectionStore.readStatus(path: path, chart: chart, holder: "bob")
        #expect(status == (try store.status(holder: "bob")))
    }
}
