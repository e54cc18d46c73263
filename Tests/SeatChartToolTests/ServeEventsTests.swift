import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SeatChartTestSupport
import Testing

/// `seatchart serve` with events: every event of every chart's state under `/events/KEY/`,
/// each with its own sale, tokens and live events; `GET /api/catalogue` lists them.
@Suite(.onWaitingThreads) struct ServeEventsTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")
    static let hall = SeatChartProcess.path("Stadiums/hall.json")

    @discardableResult
    func ok(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try SeatChartProcess.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stdout)\(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// A new hold token of `event` (under `/events/KEY/`) and its hold of `seat`.
    func holdsAnew(_ seat: String, in event: String, _ client: APIClient) async throws -> (token: String, status: Int, json: [String: Any]) {
        let token = try await client.call("POST", "/events/\(event)/api/holders").json["holder"] as? String ?? ""
        let held = try await client.call("POST", "/events/\(event)/api/holds", token: token, body: #"{"seats": ["\#(seat)"]}"#)
        return (token, held.status, held.json)
    }

    /// The keys of the events of the catalogue's chart number `chart`.
    func eventKeys(_ catalogue: [String: Any], chart: Int = 0) -> [String] {
        let charts = catalogue["charts"] as? [[String: Any]] ?? []
        guard charts.indices.contains(chart) else { return [] }
        return (charts[chart]["events"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    }

    /// A state of the arena with `gala` (its own courtside price) and `matinee`, and a season.
    func arenaState(_ backend: StateBackend) throws -> String {
        let state = try backend.newLocation()
        try ok(["event", "create", Self.arena, "gala", "--name", "Gala", "--starts", "2027-04-18T19:30:00+01:00", "--price", "P=120", "--state", state])
        try ok(["event", "create", Self.arena, "matinee", "--state", state])
        try ok(["season", "create", Self.arena, "both", "--events", "gala,matinee", "--state", state])
        return state
    }

    @Test(arguments: StateBackend.allCases) func eachEventIsServedUnderItsPrefix(_ backend: StateBackend) async throws {
        let arenaState = try arenaState(backend)
        let hallState = try backend.newLocation()
        try ok(["event", "create", Self.hall, "recital", "--state", hallState])
        let server = try ServerProcess(
            executable: SeatChartProcess.executable, arguments: [Self.arena, Self.hall, "--state", arenaState, "--state", hallState])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        // The catalogue lists both charts and their events.
        let catalogue = try await client.call("GET", "/api/catalogue")
        let charts = catalogue.json["charts"] as? [[String: Any]] ?? []
        #expect(charts.map { $0["name"] as? String } == ["Harbourside Arena", "Lakeside Concert Hall"], "\(catalogue.json)")
        #expect(Set(eventKeys(catalogue.json)) == ["gala", "matinee"], "\(catalogue.json)")
        #expect((charts.last?["events"] as? [[String: Any]])?.first?["url"] as? String == "/events/recital/")
        // A live stream of matinee hears matinee only.
        let stream = try EventStreamReader(url: server.baseURL + "/events/matinee/api/events")
        defer { stream.stop() }
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        // A token of gala holds in gala, and nowhere else.
        let (gala, heldStatus, heldJSON) = try await holdsAnew("101-A-1", in: "gala", client)
        #expect(heldStatus == 200, "\(heldJSON)")
        let elsewhere = try await client.call("POST", "/events/matinee/api/holds", token: gala, body: #"{"seats": ["101-A-1"]}"#)
        #expect(elsewhere.status == 401, "hold tokens are per event: \(elsewhere.json)")
        let root = try await client.call("POST", "/api/holds", token: gala, body: #"{"seats": ["101-A-1"]}"#)
        #expect(root.status == 401, "\(root.json)")
        // The same seat is free in matinee: another buyer holds it there.
        let matinee = try await client.call("POST", "/events/matinee/api/holders").json["holder"] as? String ?? ""
        #expect(try await client.call("POST", "/events/matinee/api/holds", token: matinee, body: #"{"seats": ["101-A-1"]}"#).status == 200)
        #expect(await stream.waitFor([#"data: {"seq":1,"seat":"101-A-1","state":"held"}"#]), "\(stream.text)")
        // Gala's prices: its own courtside price, in minor units.
        let status = try await client.call("GET", "/events/gala/api/status", token: gala)
        #expect(status.status == 200, "\(status.json)")
        let booked = try await client.call("POST", "/events/gala/api/bookings", token: gala)
        #expect(booked.status == 200, "\(booked.json)")
        // The command line sees each event's own state.
        #expect(try ok(["status", Self.arena, "--json", "--state", arenaState, "--event", "gala"]).contains(#""booked":1"#))
        #expect(try ok(["status", Self.arena, "--json", "--state", arenaState, "--event", "matinee"]).contains(#""held":1"#))
        #expect(try ok(["status", Self.arena, "--json", "--state", arenaState]).contains(#""held":0"#), "the root's state is untouched")
        // Each event's changes stay in its stream.
        _ = try ok(["select", Self.arena, "102-A-1", "--state", arenaState, "--event", "gala"])
        _ = try ok(["select", Self.arena, "103-A-1", "--state", arenaState, "--event", "matinee"])
        #expect(await stream.waitFor([#""seat":"103-A-1""#]), "\(stream.text)")
        #expect(!stream.text.contains("102-A-1") && !stream.text.contains(#""seat":"101-A-1","state":"booked""#), "\(stream.text)")
        // The viewer of an event is its page under the prefix; its scripts are the root's.
        let page = try await fetch(server.baseURL + "/events/gala/")
        #expect(page.status == 200 && page.body.contains("/viewer/main.js"))
        #expect(try await fetch(server.baseURL + "/events/nosuch/").status == 404)
        // The seats left follow the sales, as each event's feed reads them.
        var left: [String: Int] = [:]
        let deadline = Date().addingTimeInterval(20)
        while left != ["gala": 1951, "matinee": 1951] && Date() < deadline {
            let after = try await client.call("GET", "/api/catalogue")
            left = ((after.json["charts"] as? [[String: Any]])?.first?["events"] as? [[String: Any]] ?? [])
                .reduce(into: [String: Int]()) { $0[$1["key"] as? String ?? ""] = $1["seatsLeft"] as? Int }
        }
        #expect(left == ["gala": 1951, "matinee": 1951], "\(left)")
    }

    @Test(arguments: StateBackend.allCases) func anEventMadeWhileServingIsServedWithoutARestart(_ backend: StateBackend) async throws {
        let state = try arenaState(backend)
        let server = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        try ok(["event", "create", Self.arena, "encore", "--name", "Encore", "--state", state])
        // The server reads the catalogue every second: the catalogue lists the new event soon after.
        var keys: [String] = []
        let deadline = Date().addingTimeInterval(30)
        while !keys.contains("encore") && Date() < deadline {
            keys = eventKeys(try await client.call("GET", "/api/catalogue").json)
            if !keys.contains("encore") { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(keys == ["gala", "matinee", "encore"])
        // Its routes are an event's: its own tokens, holds and live events, its viewer page.
        let stream = try EventStreamReader(url: server.baseURL + "/events/encore/api/events")
        defer { stream.stop() }
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        let (token, status, json) = try await holdsAnew("101-A-1", in: "encore", client)
        #expect(status == 200, "\(json)")
        #expect(await stream.waitFor([#""seat":"101-A-1","state":"held""#]), "\(stream.text)")
        #expect(try await client.call("POST", "/events/gala/api/holds", token: token, body: #"{"seats": ["101-A-2"]}"#).status == 401)
        #expect(try await client.call("PUT", "/events/encore/api/holds", token: token).status == 405)
        let page = try await fetch(server.baseURL + "/events/encore/")
        #expect(page.status == 200 && page.body.contains("/viewer/main.js"))
        #expect(try ok(["status", Self.arena, "--json", "--state", state, "--event", "encore"]).contains(#""held":1"#))
        #expect(try ok(["status", Self.arena, "--json", "--state", state, "--event", "gala"]).contains(#""held":0"#))
        #expect(try await fetch(server.baseURL + "/events/nosuch/api/chart").status == 404)
        // A season made now, over an event of the start and the new one, sells in both.
        try ok(["season", "create", Self.arena, "pair", "--events", "matinee,encore", "--state", state])
        var seasons: [String] = []
        while !seasons.contains("pair") && Date() < deadline {
            let catalogue = try await client.call("GET", "/api/catalogue").json
            seasons = ((catalogue["charts"] as? [[String: Any]])?.first?["seasons"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
            if !seasons.contains("pair") { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(seasons == ["both", "pair"])
        let season = try await holdsAnew("102-A-1", in: "pair", client)
        #expect(season.status == 200, "\(season.json)")
        #expect(await stream.waitFor([#""seat":"102-A-1","state":"held""#]), "encore's stream hears the season's hold: \(stream.text)")
        #expect(try ok(["status", Self.arena, "--json", "--state", state, "--event", "matinee"]).contains(#""held":1"#))
    }

    @Test(arguments: StateBackend.allCases) func aSeasonSeatIsSoldOverHTTP(_ backend: StateBackend) async throws {
        let state = try arenaState(backend)
        let server = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let seasons = ((try await client.call("GET", "/api/catalogue").json["charts"] as? [[String: Any]])?.first?["seasons"] as? [[String: Any]]) ?? []
        #expect(seasons.first?["url"] as? String == "/events/both/api/", "\(seasons)")
        let stream = try EventStreamReader(url: server.baseURL + "/events/matinee/api/events")
        defer { stream.stop() }
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        let token = try await client.call("POST", "/events/both/api/holders").json["holder"] as? String ?? ""
        let held = try await client.call("POST", "/events/both/api/holds", token: token, body: #"{"seats": ["105-A-5"]}"#)
        #expect(held.status == 200, "\(held.json)")
        // The season's token is its own: no event takes it.
        #expect(try await client.call("POST", "/events/gala/api/holds", token: token, body: #"{"seats": ["105-A-6"]}"#).status == 401)
        // A single buyer of matinee is refused the season's seat; the season's buyer books it in both events.
        let single = try await client.call("POST", "/events/matinee/api/holders").json["holder"] as? String ?? ""
        let refused = try await client.call("POST", "/events/matinee/api/holds", token: single, body: #"{"seats": ["105-A-5"]}"#)
        #expect(refused.status == 409, "\(refused.json)")
        #expect(try await client.call("POST", "/events/both/api/bookings", token: token).status == 200)
        #expect(await stream.waitFor([#""seat":"105-A-5","state":"booked""#]), "matinee's stream hears the season's booking: \(stream.text)")
        for event in ["gala", "matinee"] {
            let status = try ok(["status", Self.arena, "--state", state, "--event", event])
            #expect(status.contains("season seats (seat, season, holder): 105-A-5 both"), "\(event): \(status)")
        }
        // A seat taken in one event refuses the season's hold, naming the event.
        #expect(try await client.call("POST", "/events/gala/api/holds", token: try await client.call("POST", "/events/gala/api/holders").json["holder"] as? String ?? "", body: #"{"seats": ["105-A-9"]}"#).status == 200)
        let blocked = try await client.call("POST", "/events/both/api/holds", token: token, body: #"{"seats": ["105-A-9"]}"#)
        #expect(blocked.status == 409 && "\(blocked.json)".contains("event gala"), "\(blocked.json)")
    }

    @Test func twoServersOnOneDatabaseServeItsEventsAlike() async throws {
        let state = try arenaState(.postgres)
        let first = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state])
        defer { first.stop() }
        let second = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state])
        defer { second.stop() }
        let stream = try EventStreamReader(url: second.baseURL + "/events/gala/api/events")
        defer { stream.stop() }
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        let client = APIClient(baseURL: first.baseURL)
        let token = try await client.call("POST", "/events/gala/api/holders").json["holder"] as? String ?? ""
        #expect(try await client.call("POST", "/events/gala/api/holds", token: token, body: #"{"seats": ["104-B-2"]}"#).status == 200)
        // The other server hears it on gala's stream, and takes the token (the event's key is in the database).
        #expect(await stream.waitFor([#""seat":"104-B-2","state":"held""#]), "\(stream.text)")
        let other = APIClient(baseURL: second.baseURL)
        #expect(try await other.call("POST", "/events/gala/api/bookings", token: token).status == 200)
        #expect(try await other.call("POST", "/events/matinee/api/bookings", token: token).status == 401)
    }

    @Test func anEventKeyServedTwiceIsRefused() throws {
        let arenaState = StateFiles.newPath(), hallState = StateFiles.newPath()
        try ok(["event", "create", Self.arena, "opening", "--state", arenaState])
        try ok(["event", "create", Self.hall, "opening", "--state", hallState])
        let run = try SeatChartProcess.run(["serve", Self.arena, Self.hall, "--state", arenaState, "--state", hallState, "--port", "0"])
        #expect(run.status == 2 && run.stderr.contains("event opening") && run.stderr.contains("hall.json"), "\(run.stderr)")
        let states = try SeatChartProcess.run(["serve", Self.arena, Self.hall, "--state", arenaState, "--port", "0"])
        #expect(states.status == 2 && states.stderr.contains("one --state for each stadium"), "\(states.stderr)")
    }

    /// The status and body of a plain GET.
    func fetch(_ url: String) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: url)!)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}

/// The viewer of an event, in Chromium: a buyer on `/events/gala/` buys in gala alone.
@Suite(.onWaitingThreads) struct EventViewerBrowserTests {
    @Test func aBuyerOfAnEventsPageBuysInThatEvent() throws {
        try ViewerBrowserTests.requirements()
        let arena = SeatChartProcess.path("Stadiums/arena.json")
        let state = StateFiles.newPath()
        for event in ["gala", "matinee"] {
            #expect(try SeatChartProcess.run(["event", "create", arena, event, "--state", state]).status == 0)
        }
        let server = try ServerProcess(
            executable: SeatChartProcess.executable, arguments: [arena, "--state", state, "--max-per-holder", "1000"],
            environment: ["LOG_LEVEL": "warning"])
        defer { server.stop() }
        let folder = ViewerBrowserTests.screenshots + "/arena-gala"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try BrowserWorkers.shared.run(
            SeatChartProcess.path("Tests/Viewer/viewer_test.py"), ["buy", server.baseURL + "/events/gala", folder, "desktop"])
        #expect(run.status == 0, "\(run.stdout.suffix(1500))\(run.stderr.suffix(3000))")
        let status = { (event: [String]) in
            try SeatChartProcess.run(["status", arena, "--json", "--state", state] + event).stdout
        }
        #expect(try status(["--event", "gala"]).contains(#""booked":2"#), "the buyer bought in gala")
        #expect(try status(["--event", "matinee"]).contains(#""booked":0"#), "matinee is untouched")
        #expect(try status([]).contains(#""booked":0"#), "the state without events is untouched")
    }
}
