import Foundation
import SeatChartGeometry
import SeatChartJSON

/// A chart written as a stadium file (docs/stadium-file.md), and what it took.
public struct StadiumExport: Sendable {
    /// The stadium file's content.
    public var document: JSONValue
    /// What was added to every chart coordinate: the field's centre is the file's origin.
    public var shift: Vector
    /// What the file leaves out or changes on the way, one sentence each (drawing that a
    /// stadium file has no place for, a field made up for a chart without a stage).
    public var notes: [String]

    /// The file's bytes: indented JSON, numbers to 6 decimals, with a final newline.
    public var data: Data { JSONWriter(layout: .indented, precision: StadiumFileWriter.precision).data(document) }
}

/// Writes a chart (an imported seats.io chart above all) as a stadium file that lays out to
/// the same seat ids and positions, using the shapes of the file's venues where they fit:
/// each tribune with rows becomes a rows section whose rows are polylines through its seats,
/// each table a table, each standing area a standing area, with levels, zones, categories,
/// the access lists and the field (docs/seatsio.md, "Export").
///
/// Rows are written so that the layout's own rule puts every seat back where it was: a row's
/// path runs through its seats in the order of their numbers, from half a pitch before the
/// first to half a pitch after the last; two neighbours nearer than one pitch (or one pitch
/// and an aisle) are joined by two straight pieces that bend away from the straight line
/// just enough to make that length; neighbours further apart than a pitch have an aisle
/// between them, one width per section (the widest gap less a pitch).
public enum StadiumFileWriter {
    /// The decimals numbers are written with.
    public static let precision = 6

    /// The stadium file of `chart`.
    ///
    /// - Parameters:
    ///   - file: the chart's file, for messages.
    ///   - places: where each tribune was read (`subChart.sections[2]`), for messages;
    ///     `tribune ID` when absent.
    /// - Throws: ``InputError`` naming each tribune that a stadium file cannot express with
    ///   the same ids and positions (seat numbers that are not whole numbers, mixed
    ///   categories in one section, rows of one section numbered in opposite directions ...),
    ///   or, when the file made would not be valid (overlapping objects, which a stadium file
    ///   refuses) or would not lay out to the same seats, why.
    public static func export(_ chart: Chart, file: String, places: [String]? = nil) throws(InputError) -> StadiumExport {
        var writer = StadiumDocumentBuilder(chart: chart, file: file, places: places)
        let document = writer.document()
        guard writer.problems.isEmpty else { throw InputError(writer.problems) }
        let export = StadiumExport(document: document, shift: writer.shift, notes: writer.notes)
        try check(export, of: chart, file: file)
        return export
    }

    /// Reads the file `export` makes back as a stadium file and checks that it lays out to
    /// `chart`'s seat ids and positions (shifted), within ``positionTolerance``.
    ///
    /// - Throws: ``InputError`` with the file's own problems (each prefixed `not written`), or
    ///   naming the first seat that would move or go missing.
    static func check(_ export: StadiumExport, of chart: Chart, file: String) throws(InputError) {
        let laid: Chart
        do {
            laid = try StadiumFile.chart(from: export.data, file: file)
        } catch let error as InputError {
            throw InputError(error.problems.map {
                InputProblem(file: file, place: "", message: "not written: the stadium file made from it would be invalid at \($0.place): \($0.message)")
            })
        } catch {
            throw InputError(file: file, place: "", message: "not written: \(error)")
        }
        for i in chart.seats.indices {
            let id = chart.seatID(i)
            guard let j = laid.seatIndex(forID: id) else {
                throw InputError(file: file, place: "", message: "not written: seat \(id) would be missing from the stadium file")
            }
            let expected = chart.seats[i].center + export.shift
            guard laid.seats[j].center.distance(to: expected) <= positionTolerance else {
                throw InputError(file: file, place: "", message: "not written: seat \(id) would lie \(SVGNumber.format(laid.seats[j].center.distance(to: expected), precision: 4)) units from its place")
            }
        }
        if laid.seats.count != chart.seats.count {
            throw InputError(file: file, place: "", message: "not written: the stadium file would hold \(laid.seats.count) seats instead of \(chart.seats.count)")
        }
    }

    /// How far a laid-out seat may lie from where the chart has it, in chart units, once the
    /// file is read back: the written decimals and the bends of the rows' paths (far less),
    /// and a table's chairs, which seats.io writes rounded to 0.01 pixel each, so that the
    /// table rule's even circle passes within about 0.01 of them.
    public static let positionTolerance = 0.02
}
