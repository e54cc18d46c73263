@testable import SeatChartTool
import Testing

/// The batch's file names and the progress bar's line.
@Suite struct TicketBatchNamingTests {
    @Test func fileNamesAreNumberedLowerCaseWordsAndDashes() {
        #expect(TicketBatch.fileName(number: 7, about: "Ann Lee") == "0007-ann-lee")
        #expect(TicketBatch.fileName(number: 12, about: "  Zoë / O'Brien!! ") == "0012-zo-o-brien")
        #expect(TicketBatch.fileName(number: 1, about: "€€€") == "0001-ticket")
        #expect(TicketBatch.fileName(number: 1, about: String(repeating: "a", count: 90)).count == 45)
    }

    @Test func theProgressLineSaysHowFarAndHowLong() {
        #expect(ProgressBar.line(label: "tickets", done: 0, total: 4, elapsed: 0, width: 8) == "tickets 0/4 [........]   0 %")
        #expect(ProgressBar.line(label: "tickets", done: 1, total: 4, elapsed: 2, width: 8)
            == "tickets 1/4 [##......]  25 %  about 6 s left")
        #expect(ProgressBar.line(label: "tickets", done: 4, total: 4, elapsed: 9, width: 8) == "tickets 4/4 [########] 100 %")
    }
}
