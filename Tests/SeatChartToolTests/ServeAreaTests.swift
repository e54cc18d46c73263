import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart serve` of the concert hall as built: a standing area's places held over HTTP
/// and from the command line reach the event stream as the area's new counts, and a stream
/// that opens gets every area's counts first.
@Suite(.onWaitingThreads) struct ServeAreaTests {
    static let hall = SeatChartProcess.path("Stadiums/hall.json")

    @Test func anAreasCountsReachTheEventStreamWhoeverChangesThem() async throws {
        let state = StateFiles.newPath()
        let server = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.hall, "--state", state])
        defer { server.stop() }
        let stream = try EventStreamReader(url: server.baseURL + "/api/events")
        defer { stream.stop() }
        #expect(await stream.waitFor([
            "event: ready", #"event: area\#ndata: {"area":"FLOOR","capacity":600,"held":0,"booked":0,"left":600}"#,
            #"data: {"area":"BOX1","capacity":6,"held":0,"booked":0,"left":6}"#,
        ]), "\(stream.text)")
        let client = APIClient(baseURL: server.baseURL)
        let token = try await client.newToken()
        let held = try await client.call("POST", "/api/holds", token: token, body: #"{"areas": [{"id": "FLOOR", "quantity": 4}]}"#)
        #expect(held.status == 200, "\(held.json)")
        #expect(await stream.waitFor([#"data: {"area":"FLOOR","capacity":600,"held":4,"booked":0,"left":596}"#]), "\(stream.text)")
        // The box office sells a box from the command line: the stream hears it too.
        let sold = try SeatChartProcess.run(["select", Self.hall, "BOX2", "--state", state, "--holder", "clerk"])
        #expect(sold.status == 0, "\(sold.stderr)")
        #expect(await stream.waitFor([#"data: {"area":"BOX2","capacity":6,"held":6,"booked":0,"left":0}"#]), "\(stream.text)")
        #expect(!stream.text.contains(token) && !stream.text.contains("clerk"), "events never name a holder")
        // A stream opened now starts from the counts as they are.
        let late = try EventStreamReader(url: server.baseURL + "/api/events")
        defer { late.stop() }
        #expect(await late.waitFor([#""area":"FLOOR","capacity":600,"held":4"#, #""area":"BOX2","capacity":6,"held":6"#]), "\(late.text)")
    }
}
