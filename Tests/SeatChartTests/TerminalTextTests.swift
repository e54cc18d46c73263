import SeatChart
import Testing

@Suite struct TerminalTextTests {
    @Test func controlCharactersBecomeVisibleEscapes() {
        #expect(TerminalText.escaped("plain Ünïcode") == "plain Ünïcode")
        #expect(TerminalText.escaped("a\nb\rc\td") == #"a\nb\rc\td"#)
        #expect(TerminalText.escaped("\u{1B}[31mred\u{7F}\u{85}\u{0}") == #"\u{1B}[31mred\u{7F}\u{85}\u{0}"#)
        #expect(!TerminalText.escaped("\u{1B}\n\u{9B}").unicodeScalars.contains(where: TerminalText.isControl))
    }

    @Test func aProblemEchoingAControlCharacterPrintsAsOneLine() {
        let problem = InputProblem(file: "a\nb.json", place: "seat.\u{1B}[2J", message: "unknown key\nerror: forged")
        let text = problem.description
        #expect(!text.unicodeScalars.contains(where: TerminalText.isControl))
        #expect(text == #"a\nb.json: seat.\u{1B}[2J: unknown key\nerror: forged"#)
    }
}
