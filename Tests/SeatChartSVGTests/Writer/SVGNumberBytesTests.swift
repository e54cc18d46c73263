import Foundation
import SeatChartGeometry
@testable import SeatChartSVG
import SeatChartTestSupport
import Testing

@Suite struct SVGNumberBytesTests {
    /// The byte formatter must write exactly what SVGNumber writes.
    @Test func agreesWithSVGNumber() {
        var generator = SplitMix64(seed: 0x5356_474E)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 0.0005, -0.0005, 0.0004999, 1, -1, 10, 100.1, 12.345, -12.3456, 99.9995, 1e14, -3e15, .nan, .infinity]
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -6...9, using: &generator)
            values.append((Bool.random(using: &generator) ? 1 : -1) * Double.random(in: 0...1, using: &generator) * pow(10, magnitude))
        }
        for value in values {
            for precision in [0, 1, 2, 3, 6] {
                let bytes = SVGNumberBytes.compactBytes(value, precision: precision)
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(text == SVGNumber.formatCompact(value, precision: precision), "\(value) at \(precision) (seed \(generator.seed))")
            }
        }
    }

    @Test func pairsAgreeWithTheStringPath() {
        for (x, y) in [(1.5, 0.5), (1.0, 0.5), (-1.25, -2.0), (0.0, 3.0), (2.0, -0.001), (0.25, 0.75)] {
            let bytes = SVGNumberBytes.pairBytes(x, y, precision: 3)
            var text = ""
            SVGFormat.appendPair(x, y, to: &text, precision: 3)
            #expect(String(decoding: bytes, as: UTF8.self) == text)
        }
    }
}

@Suite struct SVGNumberBytesLeadingZeroTests {
    @Test func leadingZeroFormAgreesWithSVGNumber() {
        for value in [0.5, -0.5, 0.0004, -0.0006, 12.3456, -180.0, 359.9996, 0, -0.0] {
            let bytes = SVGNumberBytes.bytes(value, precision: 3)
            #expect(String(decoding: bytes, as: UTF8.self) == SVGNumber.format(value, precision: 3), "\(value)")
        }
    }
}
