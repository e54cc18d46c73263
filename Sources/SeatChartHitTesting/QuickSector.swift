#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatChart
import SeatChartGeometry

/// The annular sector outline of an arc tribune about the same centre as its rows,
/// prepared for the quick test in the tribune's frame (angles from its reference angle).
///
/// ``AnnularSector/contains(_:tolerance:)`` holds a point whose radius lies within the
/// radii (widened by the tolerance) and whose angle lies within the sweep, or whose
/// distance past a straight edge (angle past it times radius) is within the tolerance.
/// The quick test answers only where its own radius and angle, off by less than
/// ``radiusMargin`` and ``angleMargin``, cannot change that answer.
struct QuickSector: Sendable {
    /// Below `innerOut` or beyond `outerOut` the point is surely outside; between
    /// `innerIn` and `outerIn` its radius is surely inside.
    var innerOut: Double, innerIn: Double, outerIn: Double, outerOut: Double
    /// The angle of the sweep's middle from the tribune's reference angle, in `(-π, π]`.
    var middle: Double
    /// Half the sweep.
    var halfSweep: Double

    /// Allowance for the radius's rounding, relative to the outer radius.
    static let radiusMargin = 1e-10
    /// Allowance for the angle: ``QuickAngle/atan2Error`` and the roundings of both tests.
    static let angleMargin = 1e-11

    /// The quick form of `sector`, whose centre is the tribune's; `reference` is the
    /// tribune's reference angle in radians. `nil` when the sector is not usable so.
    init?(_ s: AnnularSector, reference: Double, tolerance: Double = SeatCell.tolerance) {
        let sweep = s.endAngle.radians - s.startAngle.radians
        guard s.innerRadius.isFinite, s.outerRadius.isFinite, sweep.isFinite, reference.isFinite,
              s.outerRadius >= s.innerRadius else { return nil }
        let margin = Self.radiusMargin * (1 + abs(s.outerRadius))
        innerOut = s.innerRadius - tolerance - margin
        innerIn = s.innerRadius - tolerance + margin
        outerIn = s.outerRadius + tolerance - margin
        outerOut = s.outerRadius + tolerance + margin
        halfSweep = sweep / 2
        var m = (s.startAngle.radians + halfSweep - reference).truncatingRemainder(dividingBy: 2 * .pi)
        if m > .pi { m -= 2 * .pi } else if m <= -.pi { m += 2 * .pi }
        middle = m
    }
}

extension QuickTribune {
    /// Whether the tribune's outline holds `(x, y)`: 1 surely, 0 surely not, -1 unsure
    /// (also when the outline has no quick form).
    @inline(__always)
    func outline(x: Double, y: Double) -> Int {
        guard let s = sector else { return -1 }
        let dx = x - x0, dy = y - y0
        let rho = (dx * dx + dy * dy).squareRoot()
        if rho < s.innerOut || rho > s.outerOut { return 0 }
        let radiusIn = rho >= s.innerIn && rho <= s.outerIn
        if s.halfSweep >= .pi { return radiusIn ? 1 : -1 }
        var psi = QuickAngle.atan2(-dx * sine + dy * cosine, dx * cosine + dy * sine) - s.middle
        if psi > .pi { psi -= 2 * .pi } else if psi <= -.pi { psi += 2 * .pi }
        let past = abs(psi) - s.halfSweep
        // Outside the sweep by more than the tolerance as a distance (and clear of the
        // centre, where the exact test lets a point within the tolerance in).
        if past > QuickSector.angleMargin, (past - QuickSector.angleMargin) * rho > 2 * SeatCell.tolerance,
           rho > 4 * SeatCell.tolerance { return 0 }
        return radiusIn && past < -QuickSector.angleMargin ? 1 : -1
    }
}
