import ArgumentParser
import Foundation
import SeatChart
import SeatChartPretix

/// `seatchart export STADIUM [--format pretix] [-o FILE] [--scale PX]`: writes the stadium as
/// a pretix seating plan, so that it can be sold in pretix.
struct ExportCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes the stadium as a pretix seating plan.",
        discussion: """
        The plan validates against pretix's seating-plan schema: tribunes become zones, row \
        labels and seat numbers are kept, each seat's guid is its id (TRIBUNE-ROW-NUMBER, the \
        same on every run), categories keep their names and colours, and the field becomes an \
        area. Positions are pretix pixels: 20 per metre by default, the chart's top-left corner \
        20 pixels in from the canvas's. A pretix plan given as STADIUM keeps its own pixels and \
        seat guids (a guid repeated in it is replaced by the seat's id).

        The file is written to a temporary file and renamed, so a failure leaves any earlier \
        file intact.
        """
    )

    /// The formats `export` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// A pretix seating plan (JSON).
        case pretix
    }

    @OptionGroup var input: StadiumArgument

    @Option(help: "The format to write: pretix (the default, and the only one).")
    var format: Format = .pretix

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the plan (default Output/<stem>.pretix.json).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Pixels per chart unit (default 20 for stadium files, 1 for pretix plans).", valueName: "px"))
    var scale: Double?

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 10_000) {
            throw ValidationError("--scale: expected a number of pixels per unit greater than 0 and at most 10000, found \(scale)")
        }
    }

    func run(in context: CommandContext) throws {
        // A pretix plan keeps its pixels and seat guids.
        let chart: Chart
        var options: PretixExportOptions
        switch try ChartLoader.read(input.stadium) {
        case .pretixPlan(let plan):
            ChartLoader.printWarnings(of: plan)
            chart = plan.chart
            options = .automatic(for: plan)
        case .stadium(let stadium):
            chart = stadium
            options = .automatic(for: chart)
        }
        if let scale { options.scale = scale }
        let export = PretixPlanWriter.export(chart, options: options)
        let path = output ?? defaultPath()
        guard export.fitsImport() else {
            let mebibytes = 1024 * 1024
            throw InputError(
                file: path, place: "",
                message: "not written: the plan would be \(export.data.count / mebibytes) MiB, and a plan is read back only up to "
                    + "\(PretixPlanReader.maximumFileBytes / mebibytes) MiB; expected a stadium with fewer seats or shorter ids")
        }
        if output == nil {
            try? FileManager.default.createDirectory(atPath: "Output", withIntermediateDirectories: true)
        }
        do {
            try AtomicFile.write(export.data, to: path)
        } catch {
            throw InputError(file: path, place: "", message: "cannot be written (\(error.localizedDescription)); expected a writable path for the plan")
        }
        if !Quiet.isOn { for note in export.notes { CommandOutcome.printError("note: \(note)") } }
        let pixels = String(format: "%g", options.scale)
        print("wrote \(path): \(export.seatCount) seats in \(export.zoneCount) zones, \(pixels) px per unit")
    }

    /// `Output/<stem>.pretix.json`, the stem being the stadium file's name without `.json`.
    private func defaultPath() -> String {
        DefaultOutput.path(forStadium: input.stadium, suffix: ".pretix.json")
    }
}
