import Foundation
import SeatChart

/// The level-of-detail files of a chart, as real seat maps serve a large stadium to a
/// phone: an overview of the tribunes without seats (``ChartSVGOptions/Detail/tribunes``),
/// in which each tribune with seats links to a file of that tribune with its seats (a
/// ``ChartSVGOptions/focus`` view), whose legend heading links back to the overview. A chart
/// of several levels (floors) has one overview per level: the first level's is the
/// overview, each other's `level-ID.svg`, and a tribune's file links back to its level's.
///
/// Every file stays light in a browser however large the stadium: the overview has one
/// element per tribune, a tribune's file only that tribune's seats (BENCHMARKS.md). The
/// links are relative, so the files work together from any one folder.
public struct LevelOfDetailSet {
    /// One file of the set.
    public struct File {
        /// The file's name within the set's folder.
        public let name: String
        /// The tribune the file shows (an index into ``Chart/tribunes``), or `nil` for the
        /// overview.
        public let tribune: Int?
        /// What draws the file.
        public let renderer: ChartSVGRenderer
    }

    /// The overview's file name.
    public static let overviewName = "index.svg"

    /// The overviews first (the first level's, then the others' in level order), then one
    /// file per tribune with seats, in chart order.
    public let files: [File]

    /// The set for `chart` in the state `states`, every image `pixelWidth` pixels wide with
    /// seats encoded as `encoding`.
    public init(chart: Chart, states: any SeatStateProvider, pixelWidth: Int = Viewport.defaultPixelWidth,
                encoding: ChartSVGOptions.SeatEncoding = .inline) {
        var files = chart.levels.indices.map { level in
            File(
                name: Self.overviewName(ofLevel: level, in: chart), tribune: nil,
                renderer: ChartSVGRenderer(chart: chart, states: states, options: ChartSVGOptions(
                    pixelWidth: pixelWidth, detail: .tribunes, encoding: encoding, levelOfDetailLinks: true, level: level
                ))
            )
        }
        for (t, tribune) in chart.tribunes.enumerated() where !tribune.seats.isEmpty {
            files.append(File(
                name: Self.fileName(forTribune: tribune.id), tribune: t,
                renderer: ChartSVGRenderer(chart: chart, states: states, options: ChartSVGOptions(
                    focus: t, pixelWidth: pixelWidth, detail: .seats, encoding: encoding, levelOfDetailLinks: true
                ))
            ))
        }
        self.files = files
    }

    /// The overview of level `level` of `chart`: ``overviewName`` for the first level, else
    /// `level-ID.svg` (the id spelt as ``fileName(forTribune:)`` spells a tribune's).
    public static func overviewName(ofLevel level: Int, in chart: Chart) -> String {
        level == 0 ? overviewName : safeName("level-", chart.levels[level].id)
    }

    /// The name of the file of the tribune `id`: `tribune-ID.svg`, every byte of the id
    /// outside letters, digits, `.`, `_` and `~` written as `%` and two hex digits, so that
    /// any id makes one safe, distinct file name.
    public static func fileName(forTribune id: String) -> String { safeName("tribune-", id) }

    /// `prefix`, then `id` with every byte outside letters, digits, `.`, `_` and `~` written
    /// as `%` and two hex digits, then `.svg`.
    private static func safeName(_ prefix: String, _ id: String) -> String {
        var name = prefix
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                name += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return name + ".svg"
    }

    /// The relative link to the file `name` of the set: the name with its `%` written as
    /// `%25`, as a URL must spell a file name holding `%`.
    public static func reference(toFile name: String) -> String {
        name.replacingOccurrences(of: "%", with: "%25")
    }
}
