@testable import SeatChart
import SeatChartGeometry
import Testing

/// The field's curve (FieldCurve.swift): a parameter searched from a hint, as a row's seats
/// search theirs one after another, is the one a search from nothing finds, bit for bit,
/// whatever the hint (ahead, behind, past the end, a length that wrapped round).
@Suite struct FieldCurveTests {
    static let curves: [any FieldCurve] = [
        EllipseCurve(center: Point(3, -2), size: Size(120, 80)),
        EllipseCurve(center: .zero, size: Size(10, 400)),
        RoundedRectCurve(center: .zero, size: Size(100, 60), radius: 12),
    ]

    @Test(arguments: 0..<curves.count) func aHintedSearchFindsTheSameParameter(_ index: Int) {
        let curve = Self.curves[index]
        for offset in [0.0, 0.45, 7.3, 60] {
            let total = curve.totalLength(offset: offset)
            // A row's seats in order, crossing the north point (the length wraps round).
            var hint = 0
            for j in 0..<400 {
                let s = total * 0.9 + Double(j) * total / 1_000
                let hinted = curve.wrappedParameter(at: s, offset: offset, total: total, hint: &hint)
                #expect(hinted == curve.wrappedParameter(at: s, offset: offset), "offset \(offset), length \(s)")
            }
            // Any hint, near or far, in range or not.
            for (k, s) in stride(from: 0.0, through: total, by: total / 97).enumerated() {
                for start in [-5, 0, 1, k * 13, 2_047, 2_048, 9_000] {
                    var hint = start
                    #expect(curve.parameter(at: s, offset: offset, hint: &hint) == curve.parameter(at: s, offset: offset),
                            "offset \(offset), length \(s), hint \(start)")
                }
            }
        }
    }

    /// A length to one parameter worked out once for many offsets (a tribune's rows) is the
    /// curve's own, to the bit: before and past a whole turn, at its ends and beyond them.
    @Test(arguments: 0..<curves.count) func lengthsForManyOffsetsAreTheCurvesOwn(_ index: Int) {
        let curve = Self.curves[index]
        let period = curve.period
        for t in [-0.5, 0, 0.001, period / 3, period * 0.999, period, period * 1.01, period * 1.7, period * 2, period * 2.5] {
            let lengths = UnwrappedLength(curve: curve, to: t)
            for offset in [0.0, 0.45, 7.3, 60, 123.456] {
                #expect(lengths(offset: offset) == curve.unwrappedLength(to: t, offset: offset), "t \(t), offset \(offset)")
            }
        }
        if let ellipse = curve as? EllipseCurve {
            for t in [0, 1.234, period] {
                let (base, slope) = ellipse.linearLength(to: t)!
                #expect(base + 8.5 * slope == ellipse.length(to: t, offset: 8.5))
                #expect(base == ellipse.length(to: t, offset: 0))
            }
        } else {
            #expect(curve.linearLength(to: 1) == nil)
        }
    }

    @Test func aParameterMapsBackToItsLength() {
        let curve = EllipseCurve(center: .zero, size: Size(120, 80))
        var hint = 0
        for s in stride(from: 0.0, to: curve.totalLength(offset: 5), by: 1.7) {
            let t = curve.parameter(at: s, offset: 5, hint: &hint)
            #expect(abs(curve.length(to: t, offset: 5) - s) < 1e-6, "length \(s)")
        }
    }
}
