import ArgumentParser
import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartPretix

/// `seatchart export STADIUM [--format pretix|stadium] [-o FILE] [--scale PX]`: writes the
/// stadium as a pretix seating plan, so that it can be sold in pretix, or a seats.io chart
/// (any chart) as a stadium file, so that it can be edited and sold here.
struct ExportCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes the stadium as a pretix seating plan, or a seats.io chart as a stadium file.",
        discussion: """
        --format pretix (the default): the plan validates against pretix's seating-plan \
        schema: tribunes become zones, row labels and seat numbers are kept, each seat's guid \
        is its id (TRIBUNE-ROW-NUMBER, the same on every run), categories keep their names and \
        colours, and the field becomes an area. Positions are pretix pixels: 20 per metre by \
        default, the chart's top-left corner 20 pixels in from the canvas's. A pretix plan or \
        seats.io chart given as STADIUM keeps its own pixels (and a plan its seat guids; a \
        guid repeated in it is replaced by the seat's id).

        --format stadium: writes the chart (a seats.io chart above all) as a stadium file that \
        lays out to the same seat ids and positions: sections and rows as rows sections whose \
        rows run through their seats, tables, standing areas, levels, zones, categories and \
        the access lists; the stage is the field, whose centre is the file's origin. A chart \
        that a stadium file cannot hold so (overlapping objects, seat numbers that are not \
        whole numbers) is refused, naming each object.

        The file is written to a temporary file and renamed, so a failure leaves any earlier \
        file intact.
        """
    )

    /// The formats `export` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// A pretix seating plan (JSON).
        case pretix
        /// A stadium file (docs/stadium-file.md).
        case stadium
    }

    @OptionGroup var input: StadiumArgument

    @Option(help: "The format to write: pretix (the default) or stadium.")
    var format: Format = .pretix

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the file (default Output/<stem>.pretix.json, or .stadium.json).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Pixels per chart unit (default 20 for stadium files, 1 for pretix plans).", valueName: "px"))
    var scale: Double?

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 10_000) {
            throw ValidationError("--scale: expected a number of pixels per unit greater than 0 and at most 10000, found \(scale)")
        }
        if scale != nil, format == .stadium {
            throw ValidationError("--scale: only with --format pretix; a stadium file keeps the chart's units")
        }
    }

    func run(in context: CommandContext) throws {
        let loaded = try ChartLoader.read(input.stadium)
        ChartLoader.printWarnings(of: loaded)
        switch format {
        case .pretix: try writePretixPlan(loaded)
        case .stadium: try writeStadiumFile(loaded)
        }
    }

    /// Writes the pretix plan; an imported plan keeps its pixels and seat guids.
    private func writePretixPlan(_ loaded: LoadedChart) throws {
        let chart = loaded.chart
        var options: PretixExportOptions
        if case .pretixPlan(let plan) = loaded { options = .automatic(for: plan) } else { options = .automatic(for: chart) }
        if let scale { options.scale = scale }
        let export = PretixPlanWriter.export(chart, options: options)
        let path = output ?? defaultPath(suffix: ".pretix.json")
        guard export.fitsImport() else {
            let mebibytes = 1024 * 1024
            throw InputError(
                file: path, place: "",
                message: "not written: the plan would be \(export.data.count / mebibytes) MiB, and a plan is read back only up to "
                    + "\(PretixPlanReader.maximumFileBytes / mebibytes) MiB; expected a stadium with fewer seats or shorter ids")
        }
        try write(export.data, to: path, what: "plan")
        if !Quiet.isOn { for note in export.notes { CommandOutcome.printError("note: \(note)") } }
        let pixels = String(format: "%g", options.scale)
        print("wrote \(path): \(export.seatCount) seats in \(export.zoneCount) zones, \(pixels) px per unit")
    }

    /// Writes the stadium file, refused when it would not lay out to the same seats.
    private func writeStadiumFile(_ loaded: LoadedChart) throws {
        let chart = loaded.chart
        var places: [String]?
        if case .seatsIOChart(let imported) = loaded { places = imported.tribunePlaces }
        let export = try StadiumFileWriter.export(chart, file: input.stadium, places: places)
        let path = output ?? defaultPath(suffix: ".stadium.json")
        try write(export.data, to: path, what: "stadium file")
        if !Quiet.isOn { for note in export.notes { CommandOutcome.printError("note: \(note)") } }
        let origin = "origin at the chart's (\(number(-export.shift.dx)), \(number(-export.shift.dy)))"
        let sections = export.document.member("sections")?.elements.count ?? 0
        print("wrote \(path): \(chart.seats.count) seats in \(sections) sections, \(origin)")
    }

    /// Writes `data` to `path` through a temporary file (creating `Output/` for the default path).
    private func write(_ data: Data, to path: String, what: String) throws {
        if output == nil {
            try? FileManager.default.createDirectory(atPath: "Output", withIntermediateDirectories: true)
        }
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw InputError(file: path, place: "", message: "cannot be written (\(error.localizedDescription)); expected a writable path for the \(what)")
        }
    }

    private func number(_ value: Double) -> String { SVGNumber.format(value, precision: 3) }

    /// `Output/<stem><suffix>`, the stem being the stadium file's name without `.json`.
    private func defaultPath(suffix: String) -> String {
        DefaultOutput.path(forStadium: input.stadium, suffix: suffix)
    }
}
