import ArgumentParser
import SeatChart
import SeatChartGeometry
import SeatChartSVG

/// The view options `render` and `hit --screen` share (docs/command-line.md): `--width`,
/// `--focus`, `--zoom`, `--anchor`, `--rotate` and `--offset`. Both commands build their
/// ``Viewport`` with ``viewport(for:)``, so a pixel of a rendered image maps back to the
/// chart point it shows.
///
/// Values may be negative and are read as typed: `--anchor -16,8`, `--anchor=-16,8`,
/// `--offset -40,20`, `--rotate -30`.
struct ViewOptionsGroup: ParsableArguments {
    @Option(help: ArgumentHelp("The image width in pixels (1 to 100000).", valueName: "px"))
    var width: Int = Viewport.defaultPixelWidth

    @Option(help: ArgumentHelp("Crop the view to this tribune (with a margin) and show only its seats.", valueName: "tribune"), completion: .tribuneID)
    var focus: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Magnification about the anchor, > 0.", valueName: "z"))
    var zoom: Double = 1

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The chart point zoomed and rotated about, in chart units (default: the centre of the shown area).",
        valueName: "x,y"))
    var anchor: CoordinatePair?

    @Option(parsing: .unconditional, help: ArgumentHelp("Turn about the anchor, degrees clockwise.", valueName: "deg"))
    var rotate: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("Shift in pixels, applied last.", valueName: "dx,dy"))
    var offset: CoordinatePair?

    @Flag(help: "With --rotate, widen the canvas to hold the whole turned chart (or tribune).")
    var fitRotation = false

    @OptionGroup var levelOption: LevelOption

    func validate() throws {
        guard (1...100_000).contains(width) else {
            throw ValidationError("--width must be a whole number of pixels from 1 to 100000, found \(width)")
        }
        guard zoom.isFinite, zoom > 0, zoom <= 1e6 else {
            throw ValidationError("--zoom must be a number above 0 and at most 1000000, found \(zoom)")
        }
        guard rotate.isFinite, abs(rotate) <= 1e6 else {
            throw ValidationError("--rotate must be a finite number of degrees, found \(rotate)")
        }
    }

    /// The view options (zoom, anchor, rotation, offset).
    var viewOptions: ViewOptions {
        ViewOptions(
            zoom: zoom, anchor: anchor.map { Point($0.x, $0.y) }, rotation: .degrees(rotate),
            offset: offset.map { Vector($0.x, $0.y) } ?? .zero, fitsRotation: fitRotation
        )
    }

    /// The index of the `--focus` tribune (or table, or standing area) in `chart`, or `nil`
    /// without `--focus`.
    ///
    /// - Throws: ``InputError`` (exit 2) naming the tribune when `chart` has none with that
    ///   id, or when it lies on another level than `--level`.
    func focusIndex(in chart: Chart, file: String) throws -> Int? {
        guard let focus else { return nil }
        guard let index = chart.tribuneIndex(forID: focus) else {
            let known = chart.tribunes.prefix(12).map(\.id).joined(separator: ", ")
            let more = chart.tribunes.count > 12 ? ", ..." : ""
            throw InputError(file: file, place: "--focus", message: "no tribune \"\(focus)\"; expected one of \(known)\(more)")
        }
        if let level = try levelOption.index(in: chart, file: file), level != chart.tribunes[index].level {
            throw InputError(file: file, place: "--focus", message: "\(chart.tribunes[index].kind.noun) \(focus) lies on level \(chart.levels[chart.tribunes[index].level].id), not on --level \(chart.levels[level].id); expected a tribune of that level, or no --level")
        }
        return index
    }

    /// The level shown: the `--focus` tribune's, else `--level`, else the first.
    func levelIndex(in chart: Chart, file: String) throws -> Int {
        if let focus = try focusIndex(in: chart, file: file) { return chart.tribunes[focus].level }
        return try levelOption.index(in: chart, file: file) ?? 0
    }

    /// The rendering options these view options give (focus, level, width, view).
    func svgOptions(for chart: Chart, file: String) throws -> ChartSVGOptions {
        ChartSVGOptions(focus: try focusIndex(in: chart, file: file), pixelWidth: width, view: viewOptions,
                        level: try levelIndex(in: chart, file: file))
    }

    /// The viewport of `chart` under these options: the mapping `render` draws with and
    /// `hit --screen` inverts.
    ///
    /// - Throws: ``InputError`` for an unknown `--focus` tribune or `--level`.
    func viewport(for chart: Chart, file: String) throws -> Viewport {
        try svgOptions(for: chart, file: file).viewport(for: chart)
    }
}

/// Two numbers written `X,Y` on the command line (`-16,8`, `12.5,-3`).
struct CoordinatePair: ExpressibleByArgument, Hashable, Sendable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              x.isFinite, y.isFinite, abs(x) <= 1e9, abs(y) <= 1e9 else { return nil }
        self.init(x: x, y: y)
    }

    static var defaultValueDescription: String { "x,y" }
}
