import Foundation
import SeatChart
import SeatChartTestSupport
import Testing

/// Files written whole or not at all.
@Suite(.onWaitingThreads) struct AtomicFileTests {
    let folder = ScratchFolder.make(prefix: "atomic-file")

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The names in the folder, hidden ones included.
    var names: [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? [] }

    @Test func writesAndReplacesAFile() throws {
        try AtomicFile.write(Data("first".utf8), to: path("a.txt"))
        try AtomicFile.write(Data("second".utf8), to: path("a.txt"))
        #expect(try String(contentsOfFile: path("a.txt"), encoding: .utf8) == "second")
        #expect(names == ["a.txt"])
    }

    @Test func aFailedWriteLeavesTheEarlierFileAndNoTemporaryFile() throws {
        struct Stop: Error {}
        try AtomicFile.write(Data("kept".utf8), to: path("b.txt"))
        #expect(throws: Stop.self) {
            try AtomicFile.write(to: path("b.txt")) { descriptor in
                _ = "half".withCString { write(descriptor, $0, 4) }
                throw Stop()
            }
        }
        #expect(try String(contentsOfFile: path("b.txt"), encoding: .utf8) == "kept")
        #expect(names == ["b.txt"])
        #expect(throws: (any Error).self) { try AtomicFile.write(Data("x".utf8), to: path("missing/c.txt")) }
    }

    @Test func writesInPieces() throws {
        try AtomicFile.write(to: path("c.txt")) { descriptor in
            for piece in ["one ", "two"] { _ = piece.withCString { write(descriptor, $0, strlen($0)) } }
        }
        #expect(try String(contentsOfFile: path("c.txt"), encoding: .utf8) == "one two")
    }

    @Test func aLinkIsWrittenThroughAndKept() throws {
        try AtomicFile.write(Data("old".utf8), to: path("real.txt"))
        try FileManager.default.createSymbolicLink(atPath: path("link.txt"), withDestinationPath: "real.txt")
        try AtomicFile.write(Data("new".utf8), to: path("link.txt"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.txt")) == "real.txt")
        #expect(try String(contentsOfFile: path("real.txt"), encoding: .utf8) == "new")
        #expect(names == ["link.txt", "real.txt"])
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        try AtomicFile.write(Data("secret".utf8), to: path("p.txt"))
        #expect(chmod(path("p.txt"), 0o600) == 0)
        try AtomicFile.write(Data("still secret".utf8), to: path("p.txt"))
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path("p.txt"))[.posixPermissions] as? Int)
        #expect(mode == 0o600)
    }
}
