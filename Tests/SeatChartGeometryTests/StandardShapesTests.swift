import Testing
import SeatChartGeometry

@Suite("Standard shapes")
struct StandardShapesTests {
    let rect = Rect(x: 10, y: 20, width: 40, height: 10)

    @Test func eachShapeFillsItsRectangle() {
        let shapes: [any Shape] = [RectangleShape(), RoundedRectangleShape(cornerRadius: 3), EllipseShape(), CapsuleShape()]
        for shape in shapes {
            let path = shape.path(in: rect)
            #expect(close(path.boundingBox, rect, 1e-12), "\(type(of: shape))")
            #expect(path.contains(rect.center))
            #expect(!path.contains(Point(9, 25)))
        }
    }

    @Test func cornersAreCutAsTheirRadiiSay() {
        let corner = Point(10.2, 20.2)
        #expect(RectangleShape().path(in: rect).contains(corner))
        #expect(!RoundedRectangleShape(cornerRadius: 3).path(in: rect).contains(corner))
        #expect(!CapsuleShape().path(in: rect).contains(Point(11, 21)))
        #expect(CapsuleShape().path(in: rect).contains(Point(15, 21)), "inside the half circle of radius 5")
        #expect(RoundedRectangleShape(cornerSize: Size(width: 0, height: 0)).path(in: rect) == RectangleShape().path(in: rect))
    }

    @Test func circleIsCentredAndUsesTheShorterSide() {
        let path = CircleShape().path(in: rect)
        #expect(close(path.boundingBox, Rect(x: 25, y: 20, width: 10, height: 10), 1e-12))
        #expect(abs(path.length() - 10 * Double.pi) < 1e-4)
    }
}
