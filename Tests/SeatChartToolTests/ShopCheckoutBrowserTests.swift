import Foundation
import SeatChartTestSupport
import Testing

/// A ticket shop's whole checkout from a fresh clone (`Tests/Viewer/shop_test.py`, Chromium):
/// the buyer holds two seats in the viewer, the shop's server (the script, a webhook receiver on
/// another loopback port) gets the signed `held`, books the order with an Idempotency-Key twice
/// (one booking), gets `booked`, refunds, gets `refunded`, and the report shows it; on a SQLite
/// file and on a PostgreSQL database.
@Suite(.serialized, .onWaitingThreadsAsALane) struct ShopCheckoutBrowserTests {
    @Test(arguments: StateBackend.allCases) func theShopBooksAfterPaymentAndHearsEveryChange(_ backend: StateBackend) throws {
        try ViewerBrowserTests.requirements()
        let shots = ViewerBrowserTests.screenshots + "/shop-\(backend.rawValue)"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        let run = try BrowserWorkers.shared.run(
            SeatChartProcess.path("Tests/Viewer/shop_test.py"),
            [SeatChartProcess.executable.path, SeatChartProcess.path("Stadiums/arena.json"), try backend.newLocation(), shots])
        #expect(run.status == 0, "\(run.stdout.suffix(1500))\(run.stderr.suffix(3000))")
        #expect(run.stdout.contains("shop checkout: passed"))
    }
}
