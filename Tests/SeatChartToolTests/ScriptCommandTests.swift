import Foundation
import Testing

@Suite struct ScriptCommandTests {
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
}
