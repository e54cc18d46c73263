import ArgumentParser
@testable import SeatChartTool
import Testing

/// A script line parsed once per shape must give exactly what ArgumentParser gives for
/// that line alone: the same command with the same values, or the same error.
@Suite struct ScriptLineParserTests {
    /// The command's full description (every property wrapper and value), or the error's message.
    static func outcome(_ parse: () throws -> ParsableCommand, type: ParsableCommand.Type) -> String {
        do {
            return String(reflecting: try parse())
        } catch {
            return "error: " + type.message(for: error)
        }
    }

    /// Parses every line with one parser (so shapes are reused) and directly, and compares.
    static func expectSameAsDirect(_ lines: [[String]], sourceLocation: SourceLocation = #_sourceLocation) throws {
        var parser = ScriptLineParser()
        for line in lines {
            let type = try #require(ScriptCommand.subcommand(named: line[0]), sourceLocation: sourceLocation)
            let arguments = ["stadium.json"] + line.dropFirst()
            let cached = outcome({ try parser.parse(type, arguments: arguments) }, type: type)
            let direct = outcome({ try type.parseAsRoot(arguments) }, type: type)
            #expect(cached == direct, "\(line)", sourceLocation: sourceLocation)
        }
    }

    @Test func linesOfOneShapeGetTheirOwnWords() throws {
        try Self.expectSameAsDirect([
            ["select", "101-A-1", "--holder", "bob"],
            ["select", "101-A-2", "--holder", "amy"],
            ["select", "102-B-7", "--holder", "Ann Lee"],
            ["select", "101-A-1", "101-A-2", "101-A-3", "--holder", "bob", "--state", "a.sqlite"],
            ["select", "101-A-4", "101-A-5", "101-A-6", "--holder", "cy", "--state", "b.sqlite"],
        ])
    }

    @Test func numbersFlagsAndEqualsFormsStayAsTyped() throws {
        try Self.expectSameAsDirect([
            ["select", "101-A-1", "--ttl", "60"],
            ["select", "101-A-2", "--ttl", "30"],
            ["select", "101-A-2", "--ttl", "1e3", "--holder=bob"],
            ["select", "101-A-2", "--ttl", "1e3", "--holder=amy"],
            ["select", "--at", "3,4", "--holder", "42"],
            ["select", "--at", "-3,4", "--holder", "43"],
            ["select", "--at=-3.5,4", "101-A-1"],
            ["deselect", "--all", "--holder", "bob"],
            ["deselect", "--all", "--holder", "amy"],
            ["status", "--json", "--holder", "bob"],
            ["status", "--json", "--holder", "amy"],
            ["history", "--holder", "bob", "--limit", "5", "--json"],
            ["history", "--holder", "amy", "--limit", "7", "--json"],
            ["best", "--count", "2", "--category", "L", "--holder", "bob"],
            ["best", "--count", "3", "--category", "U", "--holder", "amy"],
            ["book", "--holder", "bob"],
            ["book", "--holder", "amy"],
            ["release", "101-A-1", "101-A-2"],
            ["release", "101-B-1", "101-B-2"],
        ])
    }

    @Test func errorsAndHelpAreArgumentParsersOwn() throws {
        try Self.expectSameAsDirect([
            ["select", "101-A-1", "--ttl", "abc"],
            ["select", "101-A-1", "--ttl", "abd"],
            ["select", "101-A-1", "--ttl", "-5"],
            ["select", "--holder", "bob"],
            ["select", "--holder", "amy"],
            ["select", "101-A-1", "--frobnicate"],
            ["select", "101-A-1", "--holder"],
            ["deselect", "101-A-1", "--all"],
            ["deselect", "101-A-2", "--all"],
            ["best", "--count", "0"],
            ["best", "--count", "two"],
            ["history", "--limit", "-1"],
            ["select", "--help"],
            ["select", "101-A-1", "-h"],
        ])
    }

    @Test func wordsHoldingThePlaceholderMarkAreParsedDirectly() throws {
        let mark = String(ScriptLineParser.mark)
        try Self.expectSameAsDirect([
            ["select", "101-A-1", "--holder", "bob"],
            ["select", "\(mark)0", "--holder", "bob\(mark)1"],
            ["select", "101-A-2", "--holder", "\(mark)3"],
        ])
        #expect(ScriptLineParser.shape(of: ["s.json", "a\(mark)"], command: "select") == nil)
    }

    @Test func plainWordsAreThoseThatAreNeitherOptionsNorNumbers() {
        for word in ["101-A-1", "bob", "Ann Lee", "a.sqlite", "101-E-1", "e", "3,x", "nan-seat"] {
            #expect(ScriptLineParser.isPlain(word), "\(word)")
        }
        for word in ["", "-5", "--holder", "--holder=bob", "60", "1e3", "3,4", "-3,4", "0.5, 2", "inf", "nan"] {
            #expect(!ScriptLineParser.isPlain(word), "\(word)")
        }
    }

    /// A command that forgets one of its strings when rebinding: its lines must still parse right.
    struct ForgetfulCommand: ParsableCommand, ScriptRebindable {
        static let configuration = CommandConfiguration(commandName: "forgetful")
        @Argument var stadium: String
        @Option var name: String
        @Option var other: String = "x"

        func rebinding(_ word: (String) -> String) -> Self {
            modified { $0.stadium = word(stadium); $0.name = word(name) }
        }
    }

    @Test func aStringMissedByRebindingMeansADirectParse() throws {
        var parser = ScriptLineParser()
        for (name, other) in [("ann", "one"), ("bob", "two"), ("cy", "three")] {
            let arguments = ["s.json", "--name", name, "--other", other]
            let parsed = try #require(try parser.parse(ForgetfulCommand.self, arguments: arguments) as? ForgetfulCommand)
            #expect(parsed.name == name && parsed.other == other && parsed.stadium == "s.json")
        }
    }

    @Test func plainASCIILinesSplitLikeTheGeneralSplitter() throws {
        for line in ["select 101-A-1  101-A-2\t--holder bob", "  book --holder amy  ", "", "   ", "status\r"] {
            let fast = try #require(ScriptLine.plainWords(Substring(line)))
            var general: [String] = []
            var current = ""
            for character in line {
                if character.isWhitespace {
                    if !current.isEmpty { general.append(current) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { general.append(current) }
            #expect(fast == general, "\(line)")
            #expect(try ScriptLine.words(Substring(line)) == general)
        }
        for line in ["select \"Ann Lee\"", "select a\\ b", "select 101-A-1 # note", "select caf\u{E9}"] {
            #expect(ScriptLine.plainWords(Substring(line)) == nil, "\(line)")
        }
    }
}
