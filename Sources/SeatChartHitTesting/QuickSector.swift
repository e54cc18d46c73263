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
/// ``radiusMargin`` and ``angleMargin``, cannot change that answer; a sweep below a half
/// turn needs no angle at all, only the point's side of the two edge lines.
struct QuickSector: Sendable {
    /// Below `innerOut` or beyond `outerOut` the point is surely outside; between
    /// `innerIn` and `outerIn` its radius is surely inside.
    var innerOut: Double, innerIn: Double, outerIn: Double, outerOut: Double
    /// The angle of the sweep's middle from the tribune's reference angle, in `(-π, π]`.
    var middle: Double
    /// Half the sweep.
    var halfSweep: Double
    /// For a sweep below a half turn (less 0.1 radian), the wedge as two half-planes
    /// through the centre: the unit directions of the start and end edges, and how far
    /// past an edge line a point must lie to be surely outside (twice the tolerance plus
    /// rounding) or before it to be surely inside. The angle is then not needed.
    var isWedge: Bool
    var startX: Double, startY: Double, endX: Double, endY: Double
    var edgeMargin: Double

    /// Allowance for the radius's rounding (``HitTolerances/sectorRadius``).
    static let radiusMargin = HitTolerances.sectorRadius
    /// Allowance for the angle (``HitTolerances/sectorAngle``).
    static let angleMargin = HitTolerances.sectorAngle

    /// An unused sector (the outline of a tribune tested otherwise).
    init() {
        innerOut = 0; innerIn = 0; outerIn = 0; outerOut = 0; middle = 0; halfSweep = 0
        isWedge = false; startX = 0; startY = 0; endX = 0; endY = 0; edgeMargin = 0
    }

    /// The quick form of `sector`, whose centre is the tribune's; `reference` is the
    /// tribune's reference angle in radians. `nil` when the sector is not usable so.
    init?(_ s: AnnularSector, reference: Double, tolerance: Double = HitTolerances.boundary) {
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
        isWedge = sweep > 0 && sweep <= .pi - 0.1
        startX = cos(s.startAngle.radians); startY = sin(s.startAngle.radians)
        endX = cos(s.endAngle.radians); endY = sin(s.endAngle.radians)
        edgeMargin = 2 * tolerance + HitTolerances.sectorEdgeRounding * (1 + abs(s.outerRadius) + abs(s.center.x) + abs(s.center.y))
    }
}

extension QuickSector {
    /// Whether the sector holds the point at `(dx, dy)` from the centre, `rho` away:
    /// 1 surely, 0 surely not, ``QuickAnswer/unsure`` otherwise. `angle` is the point's
    /// angle from the tribune's reference (``QuickAngle/atan2(_:_:)``); a wedge does not
    /// need it.
    @inline(__always)
    func contains(rho: Double, dx: Double, dy: Double, angle: Double) -> Int {
        if isWedge { return wedgeContains(rho: rho, dx: dx, dy: dy) }
        if rho < innerOut || rho > outerOut { return 0 }
        let radiusIn = rho >= innerIn && rho <= outerIn
        if halfSweep >= .pi { return radiusIn ? 1 : QuickAnswer.unsure }
        var psi = angle - middle
        if psi > .pi { psi -= 2 * .pi } else if psi <= -.pi { psi += 2 * .pi }
        let past = abs(psi) - halfSweep
        // Outside the sweep by more than the tolerance as a distance (and clear of the
        // centre, where the exact test lets a point within the tolerance in).
        if past > Self.angleMargin, (past - Self.angleMargin) * rho > 2 * HitTolerances.boundary,
           rho > 4 * HitTolerances.boundary { return 0 }
        return radiusIn && past < -Self.angleMargin ? 1 : QuickAnswer.unsure
    }

    /// ``contains(rho:dx:dy:angle:)`` for a wedge, picked rather than branched on.
    @inline(__always)
    private func wedgeContains(rho: Double, dx: Double, dy: Double) -> Int {
        // Signed distances from the edge lines, inwards positive. Past either by more than
        // twice the tolerance, the angle past that edge (at least the distance over the
        // radius) and past the other (at least 0.1) both exceed the exact test's; but near
        // the centre the exact test lets a point within the tolerance in.
        let fromStart = startX * dy - startY * dx, fromEnd = dx * endY - dy * endX
        let pastEdge = both(either(fromStart < -edgeMargin, fromEnd < -edgeMargin), rho > HitTolerances.centreExclusion)
        let outside = either(either(rho < innerOut, rho > outerOut), pastEdge)
        let inside = both(both(rho >= innerIn, rho <= outerIn), both(fromStart > edgeMargin, fromEnd > edgeMargin))
        return outside ? 0 : (inside ? 1 : QuickAnswer.unsure)
    }
}
