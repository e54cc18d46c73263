import CZlib
@testable import SeatChartPaint
import SeatChartTestSupport
import Testing

@Suite struct PDFDeflateStreamTests {
    /// 1.5 MB of a page's kind of text (operators and numbers), seeded.
    static let operators: [UInt8] = {
        var random = SplitMix64(seed: 2026)
        var text = ""
        while text.utf8.count < 3 << 19 {
            text += "\(random.next() % 100_000) \(random.next() % 1_000).\(random.next() % 100) m \(random.next() % 9) l h f\n"
        }
        return Array(text.utf8)
    }()

    /// However the bytes are cut, the stream is the same bytes, and zlib reads them back.
    @Test(arguments: [999, 65_536, 1 << 20, 3 << 19])
    func piecesGiveTheSameStream(piece: Int) throws {
        let whole = try #require(PDFDeflateStream(level: PDFDocument.streamLevel).finish(Self.operators))
        let stream = PDFDeflateStream(level: PDFDocument.streamLevel)
        var start = 0
        while start < Self.operators.count - piece {
            #expect(stream.write(Array(Self.operators[start..<start + piece])))
            start += piece
        }
        #expect(try #require(stream.finish(Array(Self.operators[start...]))) == whole)
        #expect(Self.inflated(whole, count: Self.operators.count) == Self.operators)
        #expect(whole.count < Self.operators.count / 2)
    }

    /// Nothing more is taken once the stream is finished.
    @Test func aFinishedStreamTakesNothingMore() {
        let stream = PDFDeflateStream(level: PDFDocument.streamLevel)
        #expect(stream.finish(Array("q 1 0 0 1 0 0 cm Q\n".utf8)) != nil)
        #expect(!stream.write([0x20]))
        #expect(stream.finish() == nil)
    }

    /// An empty stream is a valid zlib stream of nothing.
    @Test func anEmptyStream() throws {
        let empty = try #require(PDFDeflateStream(level: PDFDocument.streamLevel).finish())
        #expect(Self.inflated(empty, count: 0) == [])
    }

    static func inflated(_ data: [UInt8], count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count + 1)
        var size = uLongf(out.count)
        let status = out.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { uncompress(target.baseAddress, &size, $0.baseAddress, uLong(data.count)) }
        }
        guard status == Z_OK else { return nil }
        return Array(out[..<Int(size)])
    }
}

