import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart serve` beside others on one state, and when the state cannot be written.
@Suite(.serialized, .onWaitingThreads) struct ServeStateFaultTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    @Test func twoServersOnOneStateSeeEachOthersChanges() async throws {
        let state = StateFiles.newPath()
        let first = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state])
        defer { first.stop() }
        let second = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state])
        defer { second.stop() }
        let stream = try EventStreamReader(url: second.baseURL + "/api/events")
        defer { stream.stop() }
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        let one = APIClient(baseURL: first.baseURL), two = APIClient(baseURL: second.baseURL)
        let ann = try await one.newToken()
        #expect(try await one.call("POST", "/api/holds", token: ann, body: #"{"seats": ["101-A-1"]}"#).status == 200)
        #expect(await stream.waitFor([#""seat":"101-A-1","state":"held""#]), "the other server's stream: \(stream.text)")
        // A token issued by one server is known to the other, and the seat is taken there too.
        let bob = try await two.newToken()
        let refused = try await two.call("POST", "/api/holds", token: bob, body: #"{"seats": ["101-A-1"]}"#)
        #expect(refused.status == 409)
        // Her holds are hers through either server.
        #expect(try await two.call("POST", "/api/bookings", token: ann).status == 200)
        #expect(await stream.waitFor([#""seat":"101-A-1","state":"booked""#]), "\(stream.text)")
    }

    @Test func aFullDiskAnswers503AndTheSaleGoesOnOnceThereIsRoom() async throws {
        let disk = try SmallDisk(size: "2m")
        defer { disk.unmount() }
        let state = disk.folder.appendingPathComponent("state.sqlite").path
        let server = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let token = try await client.newToken()
        #expect(try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#).status == 200)
        // Fill the disk to the last byte.
        let filler = disk.folder.appendingPathComponent("filler")
        #expect(FileManager.default.createFile(atPath: filler.path, contents: nil))
        let handle = try FileHandle(forWritingTo: filler)
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
        try? handle.close()
        var refused: (status: Int, json: [String: Any]) = (0, [:])
        for number in 2...40 {
            refused = try await client.call("POST", "/api/holds", token: token, body: "{\"seats\": [\"101-B-\(number)\"]}")
            if refused.status != 200 { break }
        }
        #expect(refused.status == 503, "\(refused.json)")
        let message = (refused.json["error"] as? [String: Any])?["message"] as? String ?? ""
        #expect(message.contains("state"), "the answer names the state: \(message)")
        #expect(try await client.call("GET", "/api/chart").status == 200, "the server is still up")
        try FileManager.default.removeItem(at: filler)
        #expect(try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-C-1"]}"#).status == 200, "room again")
        #expect(server.stop() == 0, "and it stops cleanly")
        let check = try SeatChartProcess.run(["status", Self.arena, "--state", state, "--check"])
        #expect(check.status == 0 && check.stdout.contains("ok"), "\(check.stdout)\(check.stderr)")
    }
}
