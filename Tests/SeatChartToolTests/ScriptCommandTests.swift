import Foundation
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct ScriptCommandTests {
    @Test func runsEveryLineInOneProcess() throws {
        let f = StateCommandFixture()
        let script = try f.file("lines.txt", contents: """
            # a box office session
            select 101-A-1 101-A-2 --holder bob

            select 101-A-3 --holder "Ann Lee"   # quoted holder
            book --holder bob
            status --holder bob --json
            """)
        let result = try f.run("script", [script])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"booked\":[\"101-A-1\",\"101-A-2\"]"))
        #expect(try f.status(holder: "Ann Lee").held == ["101-A-3"])
    }

    @Test func readsStandardInput() throws {
        let f = StateCommandFixture()
        let result = try f.run("script", [], input: "select 101-A-1\nselect 101-A-2\n")
        #expect(result.status == 0)
        #expect(try f.status().held == ["101-A-1", "101-A-2"])
    }

    @Test func stopsAtTheFirstRefusedLineAndNamesIt() throws {
        let f = StateCommandFixture()
        let script = try f.file("refused.txt", contents: """
            select 101-A-1 --holder bob
            # comment
            select 101-A-1 --holder amy
            select 101-A-2 --holder amy
            """)
        let result = try f.run("script", [script])
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 3"))
        #expect(result.stderr.contains("101-A-1") && result.stderr.contains("held"))
        #expect(try f.status(holder: "amy").held.isEmpty)
        #expect(try f.status(holder: "bob").held == ["101-A-1"])
    }

    @Test func badLinesAreBadInputWithTheirNumber() throws {
        let f = StateCommandFixture()
        for (text, line) in [
            ("select 101-A-1\nfrobnicate\n", "line 2"),
            ("select 999-A-1\n", "line 1"),
            ("\n\nselect \"101-A-1\n", "line 3"),
            ("select 101-A-1 --ttl -5\n", "line 1"),
            ("script other.txt\n", "line 1"),
        ] {
            let script = try f.file("bad.txt", contents: text)
            let result = try f.run("script", [script])
            #expect(result.status == 2, "\(text)")
            #expect(result.stderr.contains(line), "\(text): \(result.stderr)")
        }
        #expect(try f.run("script", [f.directory.appendingPathComponent("missing.txt").path]).status == 2)
    }

    @Test func keepGoingRunsPastFailures() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-2", "--holder", "bob"])
        let result = try f.run("script", ["--keep-going"], input: "select 101-A-1\nselect 101-A-2\nselect 101-A-3\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 2"))
        #expect(try f.status().held == ["101-A-1", "101-A-3"])
    }

    @Test func keepGoingRunsPastALineWithAnUnclosedQuote() throws {
        let f = StateCommandFixture()
        let result = try f.run("script", ["--keep-going"], input: "select 101-A-1 --holder \"ann\nselect 101-A-2\n")
        #expect(result.status == 2, "the first failure's exit code: bad input")
        #expect(result.stderr.contains("line 1: a quote \" is not closed"), "\(result.stderr)")
        #expect(try f.status().held == ["101-A-2"], "the next line ran")
    }

    @Test func jsonPrintsOneObjectPerLineRun() throws {
        let f = StateCommandFixture()
        let input = """
            select 101-A-1 --holder "ann lee"
            # a comment and a blank line print nothing

            select 101-A-1 --holder bob
            render -o \(f.directory.appendingPathComponent("x.svg").path)
            book --holder "ann
            nosuch
            status --holder "ann lee" --json

            """
        let result = try f.run("script", ["--json", "--keep-going"], input: input)
        #expect(result.status == 1, "the first failure's code")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects.map { $0["line"] as? Int } == [1, 4, 5, 6, 7, 8])
        #expect(objects.map { $0["exit"] as? Int } == [0, 1, 0, 2, 2, 0])
        #expect(objects[0]["command"] as? String == #"select 101-A-1 --holder "ann lee""#)
        #expect((objects[0]["result"] as? [String: Any])?["seats"] as? [String] == ["101-A-1"], "the line's --json document")
        let refused = try #require(objects[1]["result"] as? [String: Any])
        #expect((refused["refused"] as? [[String: Any]])?.first?["state"] as? String == "held")
        #expect((objects[1]["error"] as? String)?.contains("cannot be held") == true)
        #expect((objects[2]["result"] as? String)?.hasPrefix("wrote ") == true, "a command without --json: its text")
        #expect((objects[3]["error"] as? String)?.contains("quote") == true)
        #expect((objects[4]["error"] as? String)?.contains("unknown command `nosuch`") == true)
        #expect((objects[5]["result"] as? [String: Any])?["held"] as? [String] == ["101-A-1"])
        #expect(!result.stderr.contains("failed:"), "the objects name the lines: \(result.stderr)")
        // Without --keep-going it stops at the first failure, after its object.
        let stopped = try f.run("script", ["--json"], input: "select 101-A-1 --holder bob\nselect 101-A-2\n")
        #expect(stopped.status == 1 && stopped.stdout.split(separator: "\n").count == 1)
    }
}
