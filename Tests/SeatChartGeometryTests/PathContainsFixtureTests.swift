import Foundation
import Testing
import SeatChartGeometry

/// Containment against Skia: `Fixtures/containment.json` holds the answers of Skia's
/// `SkPath::contains` (skia-python 144.1, made by `Fixtures/make_containment_fixture.py`)
/// for 1,600 points around each of 16 shapes, under both fill rules.
///
/// Skia builds ovals and arcs as exact conics and works in 32-bit floats; our paths carry
/// arcs as cubics (radial error below 4.2e-6 of the radius) in 64-bit floats. So the two
/// may legitimately disagree within a thin band around the boundary: a disagreement is
/// accepted only for a point within `1e-5 · size + 1e-6` of our boundary, and such points
/// must stay rare. Everywhere else the answers must be equal.
@Suite("Path containment against Skia")
struct PathContainsFixtureTests {
    struct Fixture: Decodable {
        var source: String
        var shapes: [Shape]
    }

    struct Shape: Decodable, CustomTestStringConvertible {
        var name: String
        var parts: [Part]
        var transform: [Double]?
        var points: [[Double]]
        var nonZero: String
        var evenOdd: String
        var testDescription: String { name }
    }

    struct Part: Decodable {
        var kind: String
        var rect: [Double]?
        var corner: [Double]?
        var center: [Double]?
        var radius: Double?
        var inner: Double?
        var outer: Double?
        var start: Double?
        var sweep: Double?
        var points: [[Double]]?
    }

    static let fixture: Fixture = {
        guard let url = Bundle.module.url(forResource: "containment", withExtension: "json", subdirectory: "Fixtures"),
              let data = try? Data(contentsOf: url),
              let fixture = try? JSONDecoder().decode(Fixture.self, from: data)
        else { return Fixture(source: "missing", shapes: []) }
        return fixture
    }()

    @Test func fixtureIsPresent() {
        #expect(Self.fixture.shapes.count == 16)
        #expect(Self.fixture.shapes.allSatisfy { $0.points.count == $0.nonZero.count && $0.points.count == $0.evenOdd.count })
    }

    @Test(arguments: fixture.shapes)
    func agreesWithSkia(shape: Shape) throws {
        let path = try Self.build(shape)
        let size = max(path.boundingBox.width, path.boundingBox.height)
        let margin = 1e-5 * size + 1e-6
        let outline = path.flattened(tolerance: 1e-7 * size)
        var nearBoundary = 0
        for rule in FillRule.allCases {
            let answers = Array(rule == .nonZero ? shape.nonZero : shape.evenOdd)
            for (i, xy) in shape.points.enumerated() {
                let point = Point(xy[0], xy[1])
                let expected = answers[i] == "1"
                guard path.contains(point, rule: rule) != expected else { continue }
                let distance = distance(from: point, to: outline)
                #expect(distance <= margin, "\(shape.name), \(rule): \(point) Skia says \(expected), \(distance) from the edge")
                nearBoundary += 1
            }
        }
        #expect(nearBoundary <= shape.points.count / 200, "\(shape.name): \(nearBoundary) boundary disagreements")
    }

    /// Rebuilds a fixture shape with our Path, as the script builds it with Skia.
    static func build(_ shape: Shape) throws -> Path {
        var path = Path()
        for part in shape.parts {
            func rect() throws -> Rect {
                let r = try #require(part.rect)
                return Rect(x: r[0], y: r[1], width: r[2], height: r[3])
            }
            switch part.kind {
            case "rect":
                path.addRect(try rect())
            case "roundedRect":
                let corner = try #require(part.corner)
                path.addRoundedRect(in: try rect(), cornerSize: Size(width: corner[0], height: corner[1]))
            case "ellipse":
                path.addEllipse(in: try rect())
            case "arc", "pie":
                let c = try #require(part.center), r = try #require(part.radius)
                let center = Point(c[0], c[1])
                let start = Angle.degrees(try #require(part.start)), sweep = Angle.degrees(try #require(part.sweep))
                path.move(to: part.kind == "pie" ? center : center + Vector(angle: start) * r)
                path.addArc(center: center, radius: r, startAngle: start, sweep: sweep)
                if part.kind == "pie" { path.closeSubpath() }
            case "annularSector":
                let c = try #require(part.center)
                let center = Point(c[0], c[1])
                let inner = try #require(part.inner), outer = try #require(part.outer)
                let start = Angle.degrees(try #require(part.start)), sweep = Angle.degrees(try #require(part.sweep))
                path.move(to: center + Vector(angle: start) * outer)
                path.addArc(center: center, radius: outer, startAngle: start, sweep: sweep)
                path.addArc(center: center, radius: inner, startAngle: start + sweep, sweep: -sweep)
                path.closeSubpath()
            case "polygon":
                path.addPolygon(try #require(part.points).map { Point($0[0], $0[1]) })
            default:
                throw FixtureError(description: "unknown part kind \(part.kind)")
            }
        }
        if let t = shape.transform {
            path = path.applying(AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
        }
        return path
    }

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
    }
}
