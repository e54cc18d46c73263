import Foundation
@testable import SeatChartSVG
import Testing

@Suite struct SVGWriterFragmentTests {
    private func seat(_ writer: SVGWriter, _ id: String) {
        writer.write(SVGElement("path", attributes: [SVGAttribute("data-seat", id), SVGAttribute("d", "M0 0h1")]))
    }

    /// Elements written by a fragment writer and appended read as if written in place.
    @Test(arguments: [SVGWriterOptions(), SVGWriterOptions(newlinePerElement: false, xmlDeclaration: false),
                      SVGWriterOptions(newlinePerElement: true, xmlDeclaration: false)])
    func appendedFragmentsEqualOneWriter(_ options: SVGWriterOptions) throws {
        let ids = ["a", "b&<\"", "é", "ü\u{1}", "z"]
        let whole = try SVGWriter(options: options)
        whole.start("svg")
        whole.start("g")
        for id in ids { seat(whole, id) }
        whole.end()
        whole.end()

        let pieces = try SVGWriter(options: options)
        pieces.start("svg")
        pieces.start("g")
        seat(pieces, ids[0])
        let fragment = try SVGWriter(fragmentWith: options)
        for id in ids[1...] { seat(fragment, id) }
        pieces.append(fragment)
        pieces.end()
        pieces.end()
        #expect(try pieces.finish() == whole.finish())
    }

    /// A fragment cannot go where a start tag is still open: the writer reports it.
    @Test func appendingIntoAnOpenStartTagFails() throws {
        let writer = try SVGWriter()
        writer.start("svg")
        let fragment = try SVGWriter(fragmentWith: SVGWriterOptions())
        seat(fragment, "a")
        writer.append(fragment)
        writer.end()
        #expect(throws: SVGWriterError.self) { try writer.finish() }
    }

    /// A fragment with an element left open cannot be appended.
    @Test func appendingAnUnfinishedFragmentFails() throws {
        let writer = try SVGWriter()
        writer.start("svg")
        seat(writer, "a")
        let fragment = try SVGWriter(fragmentWith: SVGWriterOptions())
        fragment.start("g")
        writer.append(fragment)
        writer.end()
        #expect(throws: SVGWriterError.self) { try writer.finish() }
    }
}

@Suite struct SVGFileOutputTests {
    /// A document streamed to a file is the document written in memory.
    @Test func fileGetsTheSameBytes() throws {
        let build = { (w: SVGWriter) in
            w.start("svg")
            for i in 0..<20_000 { w.write(SVGElement("path", attributes: [SVGAttribute("data-seat", "S-\(i)")])) }
            w.end()
        }
        let memory = try SVGWriter()
        build(memory)
        let expected = try memory.finish()

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("svg-output-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        let output = SVGFileOutput(descriptor: descriptor)
        let writer = try SVGWriter(output: output)
        build(writer)
        #expect(try writer.finish().isEmpty)
        #expect(output.flush())
        close(descriptor)
        #expect(output.count == expected.count)
        #expect(try Data(contentsOf: url) == expected)
    }

    /// A full disk (`/dev/full`) makes the writer fail and the output name the error.
    @Test func fullDiskIsReported() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0, "no /dev/full here")
        defer { close(descriptor) }
        let output = SVGFileOutput(descriptor: descriptor)
        let writer = try SVGWriter(output: output)
        writer.start("svg")
        for i in 0..<100_000 { writer.write(SVGElement("path", attributes: [SVGAttribute("data-seat", "S-\(i)")])) }
        writer.end()
        #expect(throws: SVGWriterError.self) { try writer.finish() }
        #expect(output.failure == ENOSPC)
    }
}
