import Foundation
import PropertyBased
import Testing
import SeatChartGeometry

@Suite("AffineTransform")
struct AffineTransformTests {
    // MARK: - Algebra, as properties

    @Test func inverseUndoesTheTransform() async {
        await propertyCheck(count: 300, input: Gens.transform, Gens.point) { t, p in
            let inverse = try #require(t.inverted())
            #expect(close(p.applying(t).applying(inverse), p, 1e-9))
            #expect(close(p.applying(inverse).applying(t), p, 1e-9))
            #expect(t.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-9))
        }
    }

    @Test func concatenationIsAssociative() async {
        await propertyCheck(count: 300, input: Gens.transform, Gens.transform, Gens.transform) { t, u, v in
            let left = t.concatenating(u).concatenating(v)
            let right = t.concatenating(u.concatenating(v))
            #expect(left.isApproximatelyEqual(to: right, tolerance: 1e-9 * 1e3))
        }
    }

    @Test func concatenatingAppliesSelfFirst() async {
        await propertyCheck(count: 300, input: Gens.transform, Gens.transform, Gens.point) { t, u, p in
            #expect(close(p.applying(t.concatenating(u)), p.applying(t).applying(u), 1e-9))
        }
    }

    @Test func rotationAboutAPointKeepsItFixed() async {
        await propertyCheck(count: 300, input: Gens.angle, Gens.point, Gens.point) { angle, center, p in
            let t = AffineTransform(rotationAngle: angle, about: center)
            #expect(close(center.applying(t), center, 1e-12))
            // Other points keep their distance to the centre and turn by the angle.
            let moved = p.applying(t)
            #expect(close(moved.distance(to: center), p.distance(to: center), 1e-9))
            if p.distance(to: center) > 1e-3 {
                let turn = ((moved - center).angle - (p - center).angle - angle).normalized.radians
                #expect(min(turn, 2 * .pi - turn) < 1e-9)
            }
        }
    }

    @Test func scalingAboutAPointKeepsItFixed() async {
        await propertyCheck(count: 300, input: Gens.scale, Gens.scale, Gens.point) { sx, sy, center in
            let t = AffineTransform(scaleX: sx, y: sy, about: center)
            #expect(close(center.applying(t), center, 1e-12))
        }
    }

    @Test func buildersPutTheNewStepFirst() async {
        await propertyCheck(count: 200, input: Gens.transform, Gens.point, Gens.angle) { t, p, angle in
            #expect(close(p.applying(t.translatedBy(x: 3, y: -4)), (p + Vector(3, -4)).applying(t), 1e-9))
            #expect(close(p.applying(t.scaledBy(x: 2, y: -0.5)), Point(x: 2 * p.x, y: -0.5 * p.y).applying(t), 1e-9))
            let rotated = p.applying(AffineTransform(rotationAngle: angle)).applying(t)
            #expect(close(p.applying(t.rotated(by: angle)), rotated, 1e-9))
        }
    }

    @Test func vectorsIgnoreTranslation() async {
        await propertyCheck(count: 200, input: Gens.transform, Gens.point, Gens.point) { t, p, q in
            let v = q - p
            let mapped = q.applying(t) - p.applying(t)
            #expect(close(v.applying(t).dx, mapped.dx, 1e-9) && close(v.applying(t).dy, mapped.dy, 1e-9))
        }
    }

    // MARK: - Worked examples (CoreGraphics order)

    @Test func translatedThenScaledScalesFirst() {
        // CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2) maps (1, 1) to (12, 2).
        let t = AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(Point(1, 1).applying(t) == Point(12, 2))
        #expect(t == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    @Test func scaledThenTranslatedScalesTheTranslation() {
        // CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0) maps (1, 1) to (22, 2).
        let t = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(Point(1, 1).applying(t) == Point(22, 2))
        #expect(t == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    @Test func translatedThenRotatedRotatesFirst() {
        // A quarter turn clockwise on screen takes +x to +y; the translation comes after it.
        let t = AffineTransform(translationX: 10, y: 0).rotated(by: .degrees(90))
        #expect(close(Point(1, 0).applying(t), Point(10, 1), 1e-15))
        #expect(close(Point(0, 1).applying(t), Point(9, 0), 1e-15))
    }

    @Test func rotatedThenTranslatedTurnsTheTranslation() {
        let t = AffineTransform(rotationAngle: .degrees(90)).translatedBy(x: 10, y: 0)
        #expect(close(Point(0, 0).applying(t), Point(0, 10), 1e-15))
        #expect(close(Point(1, 0).applying(t), Point(0, 11), 1e-15))
    }

    @Test func coefficientsMatchSVGMatrix() {
        let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // SVG matrix(a,b,c,d,e,f): x' = a x + c y + e, y' = b x + d y + f.
        #expect(Point(10, 100).applying(t) == Point(1 * 10 + 3 * 100 + 5, 2 * 10 + 4 * 100 + 6))
        #expect(Vector(10, 100).applying(t) == Vector(310, 420))
    }

    @Test func rotationAboutCentreExample() {
        let t = AffineTransform(rotationAngle: .degrees(90), about: Point(5, 5))
        #expect(close(Point(10, 5).applying(t), Point(5, 10), 1e-14))
    }

    @Test func skews() {
        #expect(close(Point(0, 2).applying(AffineTransform(skewX: .degrees(45))), Point(2, 2), 1e-15))
        #expect(close(Point(2, 0).applying(AffineTransform(skewY: .degrees(45))), Point(2, 2), 1e-15))
    }

    @Test func singularTransformsHaveNoInverse() {
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(translationX: .infinity, y: 0).inverted() == nil)
    }

    @Test func rectBoundsAfterRotation() {
        let square = Rect(x: -1, y: -1, width: 2, height: 2)
        let box = square.applying(AffineTransform(rotationAngle: .degrees(45)).scaledBy(x: 1, y: 1))
        let r = 2.0.squareRoot()
        #expect(close(box, Rect(minX: -r, minY: -r, maxX: r, maxY: r), 1e-15))
        let moved = square.applying(AffineTransform(scaleX: 3, y: -2).concatenating(AffineTransform(translationX: 1, y: 1)))
        #expect(moved == Rect(minX: -2, minY: -1, maxX: 4, maxY: 3))
    }
}
