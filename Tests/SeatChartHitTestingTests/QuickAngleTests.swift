import Foundation
import SeatChartTestSupport
import Testing
@testable import SeatChartHitTesting

/// The quick tests' angle arithmetic stays within the error bounds their bands are built on.
@Suite struct QuickAngleTests {
    /// The C library's angle, and how far the quick one may be from it.
    private func expectClose(_ y: Double, _ x: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let quick = QuickAngle.atan2(y, x), exact = Foundation.atan2(y, x)
        // Both in [-π, π] (a tiny negative y over a negative x rounds to -π); the C library
        // gives -π for (-0, negative x), the quick one π.
        let difference = abs(quick - exact) > .pi ? abs(abs(quick - exact) - 2 * .pi) : abs(quick - exact)
        #expect(difference <= QuickAngle.atan2Error, "atan2(\(y), \(x)): \(quick) against \(exact)", sourceLocation: sourceLocation)
        #expect(quick >= -.pi && quick <= .pi, "atan2(\(y), \(x)) = \(quick)", sourceLocation: sourceLocation)
    }

    @Test func atan2IsWithinItsBoundOfTheCLibrarys() {
        var random = SplitMix64(seed: 0xA7A2)
        for _ in 0..<200_000 {
            // Magnitudes over many scales, every quadrant.
            let scale = pow(10, Double.random(in: 0..<1, using: &random) * 12 - 6)
            expectClose((Double.random(in: 0..<1, using: &random) * 2 - 1) * scale, (Double.random(in: 0..<1, using: &random) * 2 - 1) * scale)
        }
    }

    @Test func atan2AtAxesDiagonalsAndTableBoundaries() {
        for r in [1e-300, 1e-9, 1, 3.7, 1e9, 1e300] {
            for (y, x) in [(0.0, r), (r, 0.0), (0.0, -r), (-r, 0.0), (r, r), (-r, r), (r, -r), (-r, -r)] { expectClose(y, x) }
            // Ratios at and about the table's steps k/8 and half steps.
            for k in 0...16 {
                let ratio = Double(k) / 16
                for z in [ratio, ratio.nextUp, ratio.nextDown] where z >= 0 && z <= 1 {
                    for (sy, sx) in [(1.0, 1.0), (-1.0, 1.0), (1.0, -1.0), (-1.0, -1.0)] {
                        expectClose(sy * z * r, sx * r)
                        expectClose(sy * r, sx * z * r)
                    }
                }
            }
        }
        #expect(QuickAngle.atan2(0, 0) == 0)
        #expect(QuickAngle.atan2(0, -1) == .pi)
        #expect(QuickAngle.atan2(-0.0, -1) == .pi)
    }

    @Test func smallAngleSeriesAreWithinTheirBound() {
        var random = SplitMix64(seed: 0x51E)
        for maximum in [1e-6, 1e-3, 0.05, 0.5, 1] {
            let bound = QuickAngle.smallAngleError(maximum)
            for _ in 0..<20_000 {
                let d = (Double.random(in: 0..<1, using: &random) * 2 - 1) * maximum
                #expect(abs(QuickAngle.sine(d) - sin(d)) <= bound, "sine(\(d))")
                #expect(abs(QuickAngle.versine(d) - (2 * pow(sin(d / 2), 2))) <= bound, "versine(\(d))")
            }
        }
    }
}
