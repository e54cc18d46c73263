import ArgumentParser
import Foundation
import SeatChart
import SeatChartSVG

/// `seatchart render STADIUM [-o FILE] [--width PX] [--focus TRIBUNE] [view options]
/// [--holder H] [--detail seats|tribunes]`: writes the chart with its current state as SVG.
///
/// The SVG is streamed to a temporary file as it is written and then renamed, so a failed
/// render leaves an earlier file untouched. Reading the state never creates a state file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write the chart, with its current state, as SVG.",
        discussion: """
        The SVG's user units are chart units. Every seat is one element with data-seat="ID" and
        class="seat STATE cat-CATEGORY" (plus "selected" for the holder's holds); every tribune one
        element with data-tribune="ID". --detail tribunes writes the light overview without seats.
        """
    )

    @OptionGroup var stadiumArgument: StadiumArgument

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write. Default: Output/<stadium stem>.svg.", valueName: "file"))
    var output: String?

    @OptionGroup var view: ViewOptionsGroup

    @OptionGroup var state: StateOptions

    @Option(help: ArgumentHelp("seats (every seat) or tribunes (outlines only: the overview).", valueName: "level"))
    var detail: ChartSVGOptions.Detail = .seats

    @Option(help: ArgumentHelp("inline (a path per seat) or use (a <use> per seat; for comparison).", valueName: "kind"))
    var encoding: ChartSVGOptions.SeatEncoding = .inline

    func run() throws {
        let stadium = stadiumArgument.stadium
        let chart = try ChartLoader.chart(for: stadium)
        let focus = try view.focusIndex(in: chart, file: stadium)
        let states = try state.readStates(chart: chart, stadiumPath: stadium)
        let options = ChartSVGOptions(
            focus: focus, pixelWidth: view.width, view: view.viewOptions, detail: detail, encoding: encoding
        )
        let renderer = ChartSVGRenderer(chart: chart, states: states, options: options)
        let path = try outputPath(stadium: stadium)
        var bytes = 0
        do {
            // Streamed to the temporary file in blocks as libxml2 writes it.
            try AtomicFile.write(to: path) { descriptor in
                let output = SVGFileOutput(descriptor: descriptor)
                var renderError: (any Error)?
                do { try renderer.render(to: output) } catch { renderError = error }
                output.flush()
                // A full disk makes libxml2 fail too: name the file-system error, not the writer's.
                if let code = output.failure { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
                if let renderError { throw renderError }
                bytes = output.count
            }
        } catch let error as SVGWriterError {
            throw error
        } catch {
            throw InputError(file: path, place: "", message: "cannot write the SVG here (\(error.localizedDescription))")
        }
        let seats = focus.map { chart.tribunes[$0].seats.count } ?? chart.seats.count
        print("wrote \(path): \(seats) seats, \(bytes) bytes")
    }

    /// `-o`, or `Output/<stem>.svg` with `Output/` created when missing.
    private func outputPath(stadium: String) throws -> String {
        if let output { return output }
        let stem = URL(fileURLWithPath: stadium).deletingPathExtension().lastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: "Output", withIntermediateDirectories: true)
        } catch {
            throw InputError(file: "Output", place: "", message: "cannot create the output folder (\(error.localizedDescription))")
        }
        return "Output/\(stem).svg"
    }
}

extension ChartSVGOptions.Detail: ExpressibleByArgument {}
extension ChartSVGOptions.SeatEncoding: ExpressibleByArgument {}
