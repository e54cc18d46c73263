import Foundation
import SeatChartTestSupport
import Testing

/// A standing area sold through two `seatchart serve` processes on one PostgreSQL database:
/// forty buyers race for the concert hall's floor of 600 places with random quantities until
/// it is full. Every place answered 200 is held in the state, the floor ends exactly full and
/// never past it, and the other server's event stream sees the counts.
@Suite(.onWaitingThreads) struct ServeAreaRaceTests {
    static let hall = SeatChartProcess.path("Stadiums/hall.json")

    @Test func fortyBuyersOfTwoServersFillTheFloorExactly() async throws {
        let state = try ThrowawayPostgres.shared.newDatabase()
        let arguments = [Self.hall, "--state", state, "--max-per-holder", "1000"] + ServerProcess.manyClientsOfOneAddress
        let first = try ServerProcess(executable: SeatChartProcess.executable, arguments: arguments)
        defer { first.stop() }
        let second = try ServerProcess(executable: SeatChartProcess.executable, arguments: arguments)
        defer { second.stop() }
        let stream = try EventStreamReader(url: second.baseURL + "/api/events")
        defer { stream.stop() }
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        let clients = [APIClient(baseURL: first.baseURL), APIClient(baseURL: second.baseURL)]
        // Each buyer asks for 1 to 12 places at a time until the floor refuses even one.
        let granted = try await withThrowingTaskGroup(of: (String, Int).self) { group in
            for k in 0..<40 {
                group.addTask {
                    var generator = SplitMix64(seed: UInt64(k))
                    let client = clients[k % 2]
                    let token = try await client.newToken()
                    var mine = 0
                    while true {
                        let quantity = Int(generator.next() % 12) + 1
                        let body = #"{"areas": [{"id": "FLOOR", "quantity": \#(quantity)}]}"#
                        let (status, json) = try await client.call("POST", "/api/holds", token: token, body: body)
                        if status == 200 {
                            let places = json["places"] as? [[String: Any]] ?? []
                            #expect(places.first?["quantity"] as? Int == quantity, "\(json)")
                            mine += quantity
                            continue
                        }
                        #expect(status == 409, "\(status) \(json)")
                        // Refused: too few left for this quantity; one place more, or none is left.
                        let (one, _) = try await client.call("POST", "/api/holds", token: token, body: #"{"areas": [{"id": "FLOOR", "quantity": 1}]}"#)
                        if one == 200 { mine += 1; continue }
                        #expect(one == 409)
                        return (token, mine)
                    }
                }
            }
            var all: [(String, Int)] = []
            for try await answer in group { all.append(answer) }
            return all
        }
        #expect(granted.reduce(0) { $0 + $1.1 } == 600, "the places answered 200 make the floor: \(granted.map(\.1))")
        // What the state says each buyer holds is what each was told.
        let (_, status) = try await clients[0].call("GET", "/api/status")
        let floor = (status["areas"] as? [[String: Any]] ?? []).first { $0["area"] as? String == "FLOOR" } ?? [:]
        #expect(floor["held"] as? Int == 600 && floor["left"] as? Int == 0, "\(floor)")
        for (token, mine) in granted.prefix(8) {
            let (_, own) = try await clients[1].call("GET", "/api/status", token: token)
            let area = (own["areas"] as? [[String: Any]] ?? []).first { $0["area"] as? String == "FLOOR" } ?? [:]
            #expect(area["yourHeld"] as? Int == mine, "\(area)")
        }
        #expect(await stream.waitFor([#""area":"FLOOR","capacity":600,"held":600,"booked":0,"left":0"#], timeout: 30), "the other server's stream")
        let check = try SeatChartProcess.run(["status", Self.hall, "--state", state, "--check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(first.stop() == 0 && second.stop() == 0)
    }
}
