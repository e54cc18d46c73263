import SeatChartGeometry

/// A pretix seating plan as its JSON says it, in pretix pixels (y down).
///
/// Positions nest: a seat's position is relative to its row's, a row's to its zone's; an
/// area's geometry is relative to the area's position, which is relative to its zone's.
/// See `seating-plan.schema.json` in pretix.
struct PretixPlan: Hashable, Sendable {
    /// The plan's name.
    var name: String
    /// The categories, in plan order; seats refer to them by name.
    var categories: [Category]
    /// The zones, in plan order.
    var zones: [Zone]
    /// The canvas size in pixels.
    var size: Size

    /// A price category.
    struct Category: Hashable, Sendable {
        var name: String
        /// A CSS colour, if given.
        var color: String?
    }

    /// A block of rows with its own origin, and background areas.
    struct Zone: Hashable, Sendable {
        var name: String?
        var zoneID: String?
        var position: Point
        var rows: [Row]
        var areas: [Area]
    }

    /// A row of seats with its own origin.
    struct Row: Hashable, Sendable {
        /// `row_number`: the row's name (any text).
        var number: String
        /// `position`, the origin of its seats (zero when absent).
        var position: Point
        var seats: [Seat]
    }

    /// One seat.
    struct Seat: Hashable, Sendable {
        /// `seat_guid`: the id pretix sells the seat under (should be unique in the plan).
        var guid: String
        /// `seat_number`: the seat's name within its row (any text).
        var number: String
        var position: Point
        /// The radius in pixels, if given.
        var radius: Int?
        /// The category's name; empty for none.
        var category: String
    }

    /// A background shape, or a text.
    struct Area: Hashable, Sendable {
        /// `shape`: `rectangle`, `circle`, `ellipse`, `polygon` or `text`.
        var shape: String?
        /// The fill colour.
        var color: String?
        /// The outline colour.
        var borderColor: String?
        /// Degrees clockwise on screen, about ``position``.
        var rotation: Double
        /// The area's origin: a rectangle's top-left corner, a circle's or ellipse's centre,
        /// the origin of a polygon's points and of the text's position.
        var position: Point
        /// `polygon.points`, relative to ``position``.
        var polygon: [Point]?
        /// `rectangle.width` and `rectangle.height`.
        var rectangle: Size?
        /// `ellipse.radius` (x and y radii).
        var ellipseRadii: Size?
        /// `circle.radius`.
        var circleRadius: Double?
        /// The text drawn with the area.
        var text: Text?
    }

    /// A text of an area.
    struct Text: Hashable, Sendable {
        var text: String
        var color: String?
        /// Font size in pixels, if given.
        var size: Int?
        /// Where the text's centre sits, relative to the area's position.
        var position: Point
    }

    /// The number of seats in all zones.
    var seatCount: Int { zones.reduce(0) { $0 + $1.rows.reduce(0) { $0 + $1.seats.count } } }
}
