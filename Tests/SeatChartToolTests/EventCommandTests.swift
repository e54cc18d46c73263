import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart event create|list|show|delete` on the built binary, on both backends.
@Suite(.onWaitingThreads) struct EventCommandTests: StateRuns {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    @Test(arguments: StateBackend.allCases) func aBoxOfficeMakesListsShowsAndDeletesEvents(_ backend: StateBackend) throws {
        let state = try backend.newLocation()
        let created = try run([
            "event", "create", Self.arena, "spring-gala", "--name", "Spring Gala",
            "--starts", "2027-04-18T19:30:00+01:00", "--price", "L=65", "--price", "U=32.50",
        ], state: state)
        #expect(created.status == 0 && created.stdout == "created event spring-gala\n", "\(created.stdout)\(created.stderr)")
        #expect(try run(["event", "create", Self.arena, "matinee", "--starts", "2027-04-18T14:00:00+01:00"], state: state).status == 0)
        let list = try run(["event", "list", Self.arena], state: state)
        #expect(list.stdout == "matinee\t2027-04-18T14:00:00+01:00\t-\t1953\nspring-gala\t2027-04-18T19:30:00+01:00\tSpring Gala\t1953\n", "\(list.stdout)\(list.stderr)")
        let json = try run(["event", "list", Self.arena, "--json"], state: state).stdout
        #expect(json.contains(#"{"key":"spring-gala","name":"Spring Gala","starts":"2027-04-18T19:30:00+01:00","prices":{"L":6500,"U":3250},"seasons":[],"seatsLeft":1953}"#), "\(json)")
        let show = try run(["event", "show", Self.arena, "spring-gala"], state: state)
        #expect(show.stdout.contains("name: Spring Gala\n") && show.stdout.contains("price L: £65\n"), "\(show.stdout)")
        let deleted = try run(["event", "delete", Self.arena, "matinee"], state: state)
        #expect(deleted.status == 0 && deleted.stdout == "deleted event matinee\n", "\(deleted.stdout)\(deleted.stderr)")
        #expect(try run(["event", "list", Self.arena], state: state).stdout.hasPrefix("spring-gala\t"))
    }

    @Test func badInputExitsTwoNamingThePlace() throws {
        let state = StateFiles.newPath()
        let key = try run(["event", "create", Self.arena, "two words"], state: state)
        #expect(key.status == 2 && key.stderr.contains("KEY") && key.stderr.contains("expected an event key"), "\(key.stderr)")
        let starts = try run(["event", "create", Self.arena, "gala", "--starts", "next friday"], state: state)
        #expect(starts.status == 2 && starts.stderr.contains("--starts") && starts.stderr.contains("ISO 8601"), "\(starts.stderr)")
        let price = try run(["event", "create", Self.arena, "gala", "--price", "NOSUCH=10", "--price", "L=1.001"], state: state)
        #expect(price.status == 2 && price.stderr.contains("NOSUCH") && price.stderr.contains("1.001"), "\(price.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state), "nothing refused made a state")
        #expect(try run(["event", "create", Self.arena, "gala"], state: state).status == 0)
        let twice = try run(["event", "create", Self.arena, "gala"], state: state)
        #expect(twice.status == 2 && twice.stderr.contains("gala") && twice.stderr.contains("already taken"), "\(twice.stderr)")
        let unknown = try run(["event", "show", Self.arena, "gaal"], state: state)
        #expect(unknown.status == 2 && unknown.stderr.contains("\"gaal\"") && unknown.stderr.contains("expected one of gala"), "\(unknown.stderr)")
        #expect(try run(["event", "delete", Self.arena, "gaal"], state: state).status == 2)
    }

    @Test func listingReadsWithoutMakingAState() throws {
        let state = StateFiles.newPath()
        let list = try run(["event", "list", Self.arena, "--json"], state: state)
        #expect(list.status == 0 && list.stdout == "{\"events\":[],\"seasons\":[]}\n", "\(list.stdout)\(list.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state))
        let named = try SeatChartProcess.run(["event", "list", Self.arena, "--state", state])
        #expect(named.status == 2 && named.stderr.contains("--state"), "a state named explicitly must exist: \(named.stderr)")
    }
}
