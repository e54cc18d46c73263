import SeatChartGeometry
import SeatChartJSON

/// A seats.io chart as its JSON says it, in seats.io pixels (y down), each object with the
/// JSON path it was read from (for messages). Only what seatchart brings over is kept;
/// see docs/seatsio.md for what maps and what is dropped.
struct SeatsioChart: Sendable {
    /// The chart's `name`.
    var name: String
    /// `categories.list`, in chart order.
    var categories: [Category]
    /// `zones.list`, in chart order.
    var zones: [Zone]
    /// The floors: the one `subChart`, or each of `subChartFloors`.
    var floors: [Floor]

    /// A price category; seats name it by its `key`.
    struct Category: Sendable {
        /// The key as text (`9`, `string11`): keys may be numbers or strings.
        var key: String
        var label: String
        var color: String?
        /// Whether every seat of the category is accessible.
        var accessible: Bool
    }

    /// A zone with its own focal point; sections name it by its `key`.
    struct Zone: Sendable {
        var key: String
        var label: String
        var focalPoint: Point
        var path: JSONPath
    }

    /// One floor: its name and its chart.
    struct Floor: Sendable {
        /// `floorName`, if given.
        var name: String?
        var subChart: SubChart
    }

    /// The objects of a floor, or of a section (whose coordinates are relative to its `topLeft`).
    struct SubChart: Sendable {
        var rows: [Row] = []
        var tables: [Table] = []
        var areas: [GeneralAdmission] = []
        var booths: [Booth] = []
        var sections: [Section] = []
        var shapes: [Shape] = []
        var texts: [Text] = []
        /// `focalPoint`, if set.
        var focalPoint: Point?
    }

    /// A label as read: the text, where it was written, and whether the object has none
    /// (absent, empty or `?`: reported where it was read, and never claimed as an id, so
    /// that two unlabelled objects are not also named as duplicates).
    struct Label: Sendable {
        var text: String
        var path: JSONPath
        var isMissing = false
    }

    /// A row of seats.
    struct Row: Sendable {
        var label: Label
        var seats: [Seat]
        var path: JSONPath
    }

    /// A seat of a row or a chair of a table.
    struct Seat: Sendable {
        var label: Label
        var position: Point
        /// `categoryKey` as text, or `nil` when absent or null.
        var categoryKey: String?
        var accessible: Bool
        var companion: Bool
        var restrictedView: Bool
        var path: JSONPath
    }

    /// A round or rectangular table with its chairs.
    struct Table: Sendable {
        enum Shape: Sendable {
            case round(radius: Double)
            case rectangle(width: Double, height: Double)
        }
        var label: Label
        var shape: Shape
        var center: Point
        /// `rotationAngle`, degrees clockwise on screen.
        var rotation: Double
        var seats: [Seat]
        var openSpaces: Int
        var bookAsAWhole: Bool
        var categoryKey: String?
        var path: JSONPath
    }

    /// A general-admission area.
    struct GeneralAdmission: Sendable {
        var label: Label
        var outline: Outline
        var capacity: Int
        var bookAsAWhole: Bool
        /// `variableOccupancy` with its `minOccupancy` and `maxOccupancy`.
        var occupancy: ClosedRange<Int>?
        var categoryKey: String?
        var path: JSONPath
    }

    /// A booth: one object sold whole.
    struct Booth: Sendable {
        var label: Label
        var outline: Outline
        var categoryKey: String?
        var path: JSONPath
    }

    /// The shape of an area, a booth or a drawn shape, in chart pixels.
    enum Outline: Sendable {
        /// An ellipse: `center`, `radius1` (x) and `radius2` (y), turned.
        case ellipse(center: Point, radii: Size, rotation: Double)
        /// A rectangle: `center`, `width`, `height` and `cornerRadius`, turned.
        case rectangle(center: Point, size: Size, cornerRadius: Double, rotation: Double)
        /// A closed polygon.
        case polygon([Point])
        /// An open polyline (a drawn line).
        case line([Point])
    }

    /// A section: a polygon on the floor with a chart of its own.
    struct Section: Sendable {
        var label: Label
        var points: [Point]
        /// `topLeft`: the origin of the section's own chart on the floor.
        var origin: Point
        var categoryKey: String?
        /// `zone`: a zone's key, if any.
        var zone: String?
        var subChart: SubChart
        var path: JSONPath
    }

    /// A drawn shape; a shape whose `smartType` (or `icon`) is `stage` is the field.
    struct Shape: Sendable {
        var outline: Outline
        var fill: String?
        var stroke: String?
        var label: String?
        var isStage: Bool
        var path: JSONPath
    }

    /// A drawn text.
    struct Text: Sendable {
        var text: String
        var position: Point
        var size: Double
        var color: String?
    }
}

extension SeatsioChart {
    /// The number of seats (row seats and chairs) of every floor and section.
    var seatCount: Int { floors.reduce(0) { $0 + $1.subChart.seatCount } }
}

extension SeatsioChart.SubChart {
    /// The number of seats of this chart and its sections.
    var seatCount: Int {
        rows.reduce(0) { $0 + $1.seats.count } + tables.reduce(0) { $0 + $1.seats.count }
            + sections.reduce(0) { $0 + $1.subChart.seatCount }
    }
}
