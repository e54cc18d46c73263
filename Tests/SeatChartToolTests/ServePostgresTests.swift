import Foundation
import SeatChartTestSupport
import Testing

/// Several `seatchart serve` processes selling one stadium from one PostgreSQL database (the
/// tests' own throwaway server): buyers racing through both, events crossing from one server
/// to the other's clients, a server killed, and the database restarted under load.
@Suite(.serialized, .onWaitingThreads) struct ServePostgresTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    static func server(_ state: String) throws -> ServerProcess {
        try ServerProcess(executable: SeatChartProcess.executable, arguments: [arena, "--state", state, "--max-per-holder", "1000"] + ServerProcess.manyClientsOfOneAddress)
    }

    @Test func aHundredClientsOfTwoServersRaceForThreeHundredSeats() async throws {
        let state = try ThrowawayPostgres.shared.newDatabase()
        let seats = try SelectionConcurrencyTests.seatIDs(300)
        let first = try Self.server(state)
        defer { first.stop() }
        let second = try Self.server(state)
        defer { second.stop() }
        // A client of the second server sees what the first one's buyers do.
        let stream = try EventStreamReader(url: second.baseURL + "/api/events")
        defer { stream.stop() }
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        let clients = [APIClient(baseURL: first.baseURL), APIClient(baseURL: second.baseURL)]
        let answers = try await withThrowingTaskGroup(of: [ServeContestTests.Answer].self) { group in
            for k in 0..<100 {
                group.addTask {
                    var generator = SplitMix64(seed: UInt64(k))
                    let client = clients[k % 2]
                    let token = try await client.newToken()
                    var answers: [ServeContestTests.Answer] = []
                    for _ in 0..<8 {
                        let count = Int(generator.next() % 3) + 1
                        let asked = (0..<count).map { _ in seats[Int(generator.next() % UInt64(seats.count))] }
                        let body = #"{"seats": ["# + asked.map { "\"\($0)\"" }.joined(separator: ",") + "]}"
                        let (status, json) = try await client.call("POST", "/api/holds", token: token, body: body)
                        answers.append(ServeContestTests.Answer(
                            token: token, seats: json["seats"] as? [String] ?? asked, status: status, refused: [],
                            message: (json["error"] as? [String: Any])?["message"] as? String ?? ""))
                    }
                    return answers
                }
            }
            var all: [ServeContestTests.Answer] = []
            for try await answers in group { all += answers }
            return all
        }
        let owner = try ServeContestTests.owners(state: state, holders: Set(answers.map(\.token)).sorted())
        var won = 0
        for answer in answers {
            #expect(answer.status == 200 || answer.status == 409, "\(answer.status) \(answer.message)")
            guard answer.status == 200 else { continue }
            won += 1
            for seat in answer.seats { #expect(owner[seat] == answer.token, "a 2xx hold of \(seat) is in the state") }
        }
        #expect(won > 0)
        if let seat = owner.keys.sorted().first {
            #expect(await stream.waitFor([#""seat":"\#(seat)","state":"held""#], timeout: 10), "the other server's stream")
        }
        #expect(try SeatChartProcess.run(["status", Self.arena, "--state", state, "--check"]).status == 0)
        // SIGTERM: both finish what is in flight and stop cleanly.
        #expect(first.stop() == 0 && second.stop() == 0)
    }

    @Test func oneServerKilledUnderLoadLosesNothingAndTheOtherSellsOn() async throws {
        let state = try ThrowawayPostgres.shared.newDatabase()
        let seats = try SelectionConcurrencyTests.seatIDs(1200)
        let doomed = try Self.server(state)
        let survivor = try Self.server(state)
        defer { survivor.stop() }
        let clients = [APIClient(baseURL: doomed.baseURL), APIClient(baseURL: survivor.baseURL)]
        let killer = Task.detached {
            try await Task.sleep(for: .milliseconds(700))
            doomed.stop(signal: SIGKILL)
        }
        let answered = await withTaskGroup(of: [(String, String)].self) { group in
            for k in 0..<24 {
                group.addTask {
                    let client = clients[k % 2]
                    guard let token = try? await client.newToken(), !token.isEmpty else { return [] }
                    var done: [(String, String)] = []
                    for seat in seats[(50 * k)..<(50 * k + 50)] {
                        guard let (status, _) = try? await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["\#(seat)"]}"#)
                        else { break }
                        if status == 200 { done.append((token, seat)) }
                    }
                    return done
                }
            }
            var all: [(String, String)] = []
            for await done in group { all += done }
            return all
        }
        try await killer.value
        #expect(!answered.isEmpty)
        try ServeContestTests.expectHeld(state: state, answered.map { (holder: $0.0, seat: $0.1) }, "answered 200")
        // The survivor sells on.
        let client = APIClient(baseURL: survivor.baseURL)
        let late = try await client.newToken()
        #expect(try await client.call("POST", "/api/holds", token: late, body: #"{"seats": ["\#(seats[1199])"]}"#).status != 500)
        #expect(try SeatChartProcess.run(["status", Self.arena, "--state", state, "--check"]).status == 0)
    }

    /// On a server of its own: the other tests share ``ThrowawayPostgres/shared`` meanwhile.
    @Test func aDatabaseRestartAnswers503AndTheServersReconnect() async throws {
        let postgres = try ThrowawayPostgres.startPrivate()
        defer { postgres.discard() }
        let state = try postgres.newDatabase()
        let seats = try SelectionConcurrencyTests.seatIDs(610)
        let first = try Self.server(state)
        defer { first.stop() }
        let second = try Self.server(state)
        defer { second.stop() }
        let clients = [APIClient(baseURL: first.baseURL), APIClient(baseURL: second.baseURL)]
        let restarter = Task.detached {
            try await Task.sleep(for: .milliseconds(500))
            try postgres.restart()
        }
        let results = await withTaskGroup(of: [(token: String, seat: String, status: Int)].self) { group in
            for k in 0..<12 {
                group.addTask {
                    let client = clients[k % 2]
                    var token: String?
                    for _ in 0..<50 where token == nil {
                        token = try? await client.newToken()
                        if token == nil { try? await Task.sleep(for: .milliseconds(100)) }
                    }
                    guard let token else { return [] }
                    var done: [(String, String, Int)] = []
                    for seat in seats[(50 * k)..<(50 * k + 50)] {
                        guard let (status, _) = try? await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["\#(seat)"]}"#)
                        else { continue }
                        done.append((token, seat, status))
                        try? await Task.sleep(for: .milliseconds(20))
                    }
                    return done
                }
            }
            var all: [(token: String, seat: String, status: Int)] = []
            for await done in group { all += done.map { (token: $0.0, seat: $0.1, status: $0.2) } }
            return all
        }
        try await restarter.value
        let statuses = Set(results.map(\.status))
        let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
        #expect(statuses.isSubset(of: [200, 401, 503]), "only holds, refusals of a token the outage kept from being issued, and 503: \(statuses)")
        #expect(results.contains { $0.status == 200 }, "\(counts)")
        // 12 buyers a hold every 20 ms or so: some ask while the database is down (about 100 of 600 here).
        #expect(results.contains { $0.status == 503 }, "the outage answered 503: \(counts)")
        // After the restart both servers sell again by themselves.
        for (index, client) in clients.enumerated() {
            var status = 0
            for _ in 0..<50 where status != 200 {
                if let token = try? await client.newToken(),
                   let answer = try? await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["\#(seats[600 + index])"]}"#) {
                    status = answer.status
                }
                if status != 200 { try? await Task.sleep(for: .milliseconds(200)) }
            }
            #expect(status == 200, "server \(index + 1) reconnected")
        }
        try ServeContestTests.expectHeld(
            state: state, results.filter { $0.status == 200 }.map { (holder: $0.token, seat: $0.seat) }, "answered 200 and was committed")
        #expect(try SeatChartProcess.run(["status", Self.arena, "--state", state, "--check"]).status == 0)
    }

    /// A database that takes only encrypted connections with a password: two servers sell from
    /// it and stream each other's changes, and the command line reads it, all with the state in
    /// `SEATCHART_STATE` and the password in `PGPASSWORD`.
    @Test func twoServersSellFromAnEncryptedDatabaseWithAPassword() async throws {
        let database = try ThrowawayPostgres.secured
        let state = "postgres://\(ThrowawayPostgres.user)@localhost:\(database.port)/\(try database.newDatabaseName())"
            + "?sslmode=verify-full&sslrootcert=\(database.certificateAuthority.path)"
        let environment = ["SEATCHART_STATE": state, "PGPASSWORD": ThrowawayPostgres.password]
        let servers = try (0..<2).map { _ in
            try ServerProcess(
                executable: SeatChartProcess.executable, arguments: [Self.arena] + ServerProcess.manyClientsOfOneAddress,
                environment: environment)
        }
        defer { for server in servers { server.stop() } }
        let stream = try EventStreamReader(url: servers[1].baseURL + "/api/events")
        defer { stream.stop() }
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        let client = APIClient(baseURL: servers[0].baseURL)
        let token = try await client.newToken()
        let (status, json) = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#)
        #expect(status == 200, "\(json)")
        #expect(await stream.waitFor([#""seat":"101-A-1","state":"held""#], timeout: 10), "the other server's stream: \(stream.text)")
        let check = try SeatChartProcess.run(["status", Self.arena, "--check"], environment: environment)
        #expect(check.status == 0 && check.stdout.contains("held: 1"), "\(check.stdout)\(check.stderr)")
        // A wrong password is named as the server words it, without the password.
        let wrong = try SeatChartProcess.run(["status", Self.arena], environment: environment.merging(["PGPASSWORD": "guess"]) { $1 })
        #expect(wrong.status == 2 && wrong.stderr.contains("password authentication failed") && !wrong.stderr.contains("guess"), "\(wrong.stderr)")
        #expect(wrong.stderr.contains("postgres://sc@localhost:\(database.port)/"), "the state is named: \(wrong.stderr)")
    }
}
