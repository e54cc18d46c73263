import Foundation
import PropertyBased
import Testing
@testable import SeatChartGeometry

@Suite("SVGNumber")
struct SVGNumberTests {
    @Test(arguments: [
        (1.5, 3, "1.5"), (2.0004, 3, "2"), (2.0005, 3, "2.001"), (-0.0001, 3, "0"), (-0.0, 3, "0"),
        (0, 3, "0"), (10, 3, "10"), (100, 0, "100"), (-12.3456, 2, "-12.35"), (0.1, 3, "0.1"),
        (0.05, 1, "0.1"), (-0.05, 1, "-0.1"), (1.25, 1, "1.3"), (123.4506, 3, "123.451"),
        (0.001, 3, "0.001"), (0.0104, 3, "0.01"), (-7, 3, "-7"), (1e15, 3, "1000000000000000"),
        (2.5e-7, 6, "0"), (3.000_000_4, 6, "3"), (-1.2e20, 3, "-1.2e+20"),
    ] as [(Double, Int, String)])
    func formats(value: Double, precision: Int, expected: String) {
        #expect(SVGNumber.format(value, precision: precision) == expected)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteIsZero(value: Double) {
        #expect(SVGNumber.format(value, precision: 3) == "0")
    }

    @Test func negativePrecisionMeansWholeNumbers() {
        #expect(SVGNumber.format(2.6, precision: -1) == "3")
    }

    @Test func compactDropsLeadingZero() {
        #expect(SVGNumber.formatCompact(0.5, precision: 3) == ".5")
        #expect(SVGNumber.formatCompact(-0.25, precision: 3) == "-.25")
        #expect(SVGNumber.formatCompact(10.5, precision: 3) == "10.5")
        #expect(SVGNumber.formatCompact(-0.0001, precision: 3) == "0")
    }

    @Test func roundTripsWithinHalfAUnitOfTheLastDecimal() async {
        let values = zip(Gen.double(in: -1e6...1e6), Gen.double(in: -2...2), Gen.int(in: 0...6))
        await propertyCheck(count: 1000, input: values) { input in
            let (big, small, precision) = input
            for value in [big, small, small / 1000, big.rounded()] {
                let text = SVGNumber.format(value, precision: precision)
                var scale = 1.0
                for _ in 0..<precision { scale *= 10 }
                let parsed = try #require(Double(text), "\(text)")
                #expect(abs(parsed - value) <= 0.5 / scale * (1 + 1e-9) + abs(value) * 1e-15, "\(value) → \(text)")
                #expect(text != "-0" && !text.hasPrefix("-0") || text.hasPrefix("-0."), "\(text)")
                if text.contains(".") {
                    #expect(!text.hasSuffix("0") && !text.hasSuffix("."), "\(text)")
                    #expect(text.split(separator: ".")[1].count <= precision, "\(text)")
                }
                let compact = SVGNumber.formatCompact(value, precision: precision)
                #expect(compact == text.replacingOccurrences(of: "^(-?)0\\.", with: "$1.", options: .regularExpression))
            }
        }
    }

    // MARK: - The one byte writer, the separator rule and the rounding

    private func written(_ value: Double, _ precision: Int, leadingZero: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SVGNumber.maximumLength) { buffer in
            let n = SVGNumber.write(value, precision: precision, leadingZero: leadingZero, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<n]), as: UTF8.self)
        }
    }

    @Test func theByteWriterWritesWhatFormatWrites() {
        let cases: [(Double, Int, String, String)] = [
            (0.5, 3, "0.5", ".5"), (-0.25, 3, "-0.25", "-.25"), (12, 3, "12", "12"), (2.0004, 3, "2", "2"),
            (-0.0001, 3, "0", "0"), (1234.5678, 2, "1234.57", "1234.57"), (-1e16, 3, "-10000000000000000", "-10000000000000000"),
            (.nan, 3, "0", "0"), (.infinity, 3, "0", "0"), (0.0005, 3, "0.001", ".001"), (-0.0005, 3, "-0.001", "-.001"),
        ]
        for (value, precision, plain, compact) in cases {
            #expect(written(value, precision, leadingZero: true) == plain, "\(value)")
            #expect(written(value, precision, leadingZero: false) == compact, "\(value)")
            #expect(SVGNumber.format(value, precision: precision) == plain)
            #expect(SVGNumber.formatCompact(value, precision: precision) == compact)
        }
    }

    @Test func aNumberIsSeparatedOnlyWhereItWouldRunIntoTheOneBefore() {
        #expect(!SVGNumber.needsSeparator(before: UInt8(ascii: "-"), afterPoint: false))
        #expect(!SVGNumber.needsSeparator(before: UInt8(ascii: "-"), afterPoint: true))
        #expect(!SVGNumber.needsSeparator(before: UInt8(ascii: "."), afterPoint: true))
        #expect(SVGNumber.needsSeparator(before: UInt8(ascii: "."), afterPoint: false))
        #expect(SVGNumber.needsSeparator(before: UInt8(ascii: "3"), afterPoint: true))
        #expect(SVGNumber.needsSeparator(before: UInt8(ascii: "0"), afterPoint: false))
    }

    @Test func roundingIsWhatAReaderOfTheTextSees() {
        #expect(SVGNumber.rounded(2.0004, precision: 3) == 2)
        #expect(SVGNumber.rounded(0.0005, precision: 3) == 0.001)
        #expect(SVGNumber.rounded(-0.0001, precision: 3).sign == .plus)
        #expect(SVGNumber.rounded(.nan, precision: 3) == 0)
        #expect(SVGNumber.rounded(1.25, precision: 1) == 1.3)
        for value in [0.1234, -7.77777, 150.0005, 1e-7] {
            #expect(SVGNumber.rounded(value, precision: 3) == Double(SVGNumber.format(value, precision: 3)))
        }
    }
}
