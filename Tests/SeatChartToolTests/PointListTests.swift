import SeatChart
import SeatChartGeometry
@testable import SeatChartTool
import Testing

@Suite("Point lists")
struct PointListTests {
    func parse(_ text: String) throws -> [Point] { try PointList.parse(Array(text.utf8), file: "points.txt") }

    @Test("spaces, tabs, a comma, CRLF, signs and exponents")
    func forms() throws {
        let points = try parse("-12.5 30\n4,-3\r\n1e2\t7\n  +0.5 ,  -.25  \n-0 -1E-3")
        #expect(points == [Point(-12.5, 30), Point(4, -3), Point(100, 7), Point(0.5, -0.25), Point(-0.0, -0.001)])
        #expect(try parse("").isEmpty)
        #expect(try parse("1 2\n") == [Point(1, 2)])
    }

    @Test("a malformed line is named by its number", arguments: [
        ("1 2\n\n3 4", 2, "empty line"), ("1 2\n3", 2, "only one number"), ("x 2", 1, "\"x 2\""),
        ("1 2 3", 1, "more after them"), ("1 2\n3 4\n5 inf", 3, "finite"), ("1 nan", 1, "finite"),
        ("1 2x", 1, "\"2x\""), ("1;2", 1, "\"1;2\""), ("1,,2", 1, "\",2\""), ("1e999 0", 1, "finite"),
    ])
    func malformed(text: String, line: Int, fragment: String) {
        #expect {
            try parse(text)
        } throws: { error in
            guard let error = error as? InputError, let problem = error.problems.first else { return false }
            return problem.file == "points.txt" && problem.place == "line \(line)" && problem.message.contains(fragment)
        }
    }
}
