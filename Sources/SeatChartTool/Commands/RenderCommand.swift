import ArgumentParser
import Foundation
import SeatChart
import SeatChartRaster
import SeatChartSVG

/// `seatchart render STADIUM [-o FILE] [--format svg|png|pdf] [--width PX] [--focus TRIBUNE]
/// [view options] [--holder H] [--detail seats|tribunes|levels]`: writes the chart with its
/// current state as SVG, or that SVG drawn as PNG or PDF (librsvg); `--detail levels` writes a
/// folder of SVG files (``LevelOfDetailSet``).
///
/// Each SVG is streamed to a temporary file as it is written and then renamed, so a failed
/// render leaves an earlier file untouched. Reading the state never creates a state file.
struct RenderCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write the chart, with its current state, as SVG.",
        discussion: """
        The SVG's user units are chart units. Every seat is one element with data-seat="ID" and \
        class="seat STATE cat-CATEGORY" (plus "selected" for the holder's holds); every tribune one \
        element with data-tribune="ID". --detail tribunes writes the light overview without seats; \
        --detail levels writes a folder (-o, default Output/<stem>/) holding that overview as \
        index.svg, each tribune linking to its own file tribune-ID.svg with its seats (a chart \
        of several levels: each further level's overview as level-ID.svg). --level shows one \
        level of a chart of several (default the first). \
        --format png or pdf (or an -o ending in .png or .pdf) paints the same picture straight onto cairo: \
        --width pixels wide times --scale, on a white background unless --background says otherwise.
        """
    )

    @OptionGroup var stadiumArgument: StadiumArgument

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The SVG file to write (Output/<stadium stem>.svg; - for standard output), or the folder for --detail levels (Output/<stadium stem>/).",
        valueName: "file"))
    var output: String?

    @OptionGroup var view: ViewOptionsGroup

    @OptionGroup var state: StateOptions

    @Option(help: ArgumentHelp(
        "seats (every seat), tribunes (outlines only: the overview) or levels (the overview and a file per tribune).",
        valueName: "level"))
    var detail: RenderDetail = .seats

    @Option(help: ArgumentHelp("inline (a path per seat) or use (a <use> per seat; for comparison).", valueName: "kind"))
    var encoding: ChartSVGOptions.SeatEncoding = .inline

    @Option(help: ArgumentHelp("svg, png or pdf (default: by the extension of -o, else svg).", valueName: "format"))
    var format: RenderFormat?

    @Option(help: ArgumentHelp("PNG and PDF: pixels per SVG pixel, 0.1 to 8 (2 for a sharp picture on a dense screen).", valueName: "factor"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("PNG and PDF: the colour under the chart, \(RasterColor.expected).", valueName: "colour"))
    var background: String = "white"

    @Option(help: ArgumentHelp(
        "Makes the SVG's ids its own (PREFIX, PREFIX-title, PREFIX-desc) and scopes its style rules to them, for several charts on one page.",
        valueName: "prefix"))
    var idPrefix: String?

    @Flag(help: "A viewBox only, no width and height: the SVG scales to the width of what holds it.")
    var responsive = false

    @Flag(help: "Every seat's tooltip and data-row, data-number, data-category, data-price even in an unmoved overview (focus and zoomed views have them anyway).")
    var seatDetails = false

    /// What `--format` asks for.
    enum RenderFormat: String, CaseIterable, ExpressibleByArgument {
        case svg, png, pdf
    }

    /// `--format`, else the extension of `-o`, else SVG.
    var resolvedFormat: RenderFormat {
        if let format { return format }
        return output.flatMap(RasterFormat.init(fileName:)).flatMap { RenderFormat(rawValue: $0.rawValue) } ?? .svg
    }

    /// What `--detail` asks for.
    enum RenderDetail: String, CaseIterable, ExpressibleByArgument {
        case seats, tribunes, levels
    }

    func validate() throws {
        guard scale.isFinite, (0.1...8).contains(scale) else {
            throw ValidationError("--scale must be a number from 0.1 to 8, found \(scale)")
        }
        do { _ = try RasterColor.parse(background) } catch let error as RasterError {
            throw ValidationError("--background: \(error.message)")
        }
        if let idPrefix, !ChartSVGOptions.isValidIDPrefix(idPrefix) {
            throw ValidationError("--id-prefix \(idPrefix): expected a letter or _, then letters, digits, - and _")
        }
        if let format, let output, let named = RasterFormat(fileName: output), named.rawValue != format.rawValue {
            throw ValidationError("-o \(output) names a .\(named.rawValue) file but --format is \(format.rawValue)")
        }
        if detail == .levels, output == "-" {
            throw ValidationError("--detail levels writes a folder: it cannot go to standard output (-o -)")
        }
        if detail == .levels, resolvedFormat != .svg {
            throw ValidationError("--detail levels writes SVG files that link to each other: it takes no --format \(resolvedFormat.rawValue)")
        }
        guard detail == .levels else { return }
        if view.focus != nil {
            throw ValidationError("--detail levels writes every tribune's file: it takes no --focus")
        }
        if view.viewOptions != .identity {
            throw ValidationError("--detail levels writes unmoved views: it takes no --zoom, --anchor, --rotate or --offset")
        }
        if view.levelOption.level != nil {
            throw ValidationError("--detail levels writes every level's overview: it takes no --level")
        }
    }

    func run(in context: CommandContext) throws {
        let stadium = stadiumArgument.stadium
        // An event's sale draws its own prices in the key.
        let chart = state.event == nil ? try context.chart(stadium) : try state.readingSale(in: context, stadiumPath: stadium).chart
        let focus = try view.focusIndex(in: chart, file: stadium)
        let level = try view.levelIndex(in: chart, file: stadium)
        let states = try state.readStates(in: context, stadiumPath: stadium)
        if detail == .levels {
            try writeLevels(chart: chart, states: states, stadium: stadium)
            return
        }
        let options = ChartSVGOptions(
            focus: focus, pixelWidth: view.width, view: view.viewOptions,
            detail: detail == .tribunes ? .tribunes : .seats, encoding: encoding, idPrefix: idPrefix,
            responsive: responsive && resolvedFormat == .svg, seatTitles: seatDetails ? true : nil, level: level
        )
        let renderer = ChartSVGRenderer(chart: chart, states: states, options: options)
        if output == "-" {
            // The document alone on standard output, for a pipe.
            try writeToStandardOutput(renderer)
            return
        }
        let path = try outputPath(stadium: stadium)
        // What was drawn: seats, or with --detail tribunes the outlines alone.
        let shown = chart.levels.count > 1 ? chart.tribunes(onLevel: level) : Array(chart.tribunes.indices)
        let seatCount = focus.map { chart.tribunes[$0].seats.count } ?? shown.reduce(0) { $0 + chart.tribunes[$1].seats.count }
        let drawn = detail == .tribunes
            ? "\(focus == nil ? shown.count : 1) tribunes, no seats" : "\(seatCount) seats"
        guard let raster = RasterFormat(rawValue: resolvedFormat.rawValue) else {
            let bytes = try write(renderer, to: path)
            print("wrote \(path): \(drawn), \(bytes) bytes")
            return
        }
        let picture = try PictureFile.write(
            .drawing(renderer.drawList()), as: raster, width: pictureWidth, background: try RasterColor.parse(background), to: path)
        print("wrote \(path): \(drawn), \(picture.width) × \(picture.height) pixels, \(picture.data.count) bytes")
    }

    /// `--detail levels`: the overview and every tribune's file into the folder `-o`
    /// (its parent created when missing), each file written as a single render is. The set
    /// is written whole into a temporary folder that then takes the folder's place, so a
    /// failure half-way (a full disk) leaves an earlier set as it was.
    private func writeLevels(chart: Chart, states: any SeatStateProvider, stadium: String) throws {
        let folder = output ?? DefaultOutput.path(forStadium: stadium, suffix: "")
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        try DefaultOutput.createFolder(parent, what: "the folder")
        let set = LevelOfDetailSet(chart: chart, states: states, pixelWidth: view.width, encoding: encoding)
        let bytes: Int
        do {
            bytes = try AtomicFile.fillFolder(folder) { temporary in
                var bytes = 0
                for file in set.files {
                    do {
                        bytes += try write(file.renderer, to: URL(fileURLWithPath: temporary).appendingPathComponent(file.name).path)
                    } catch let error as InputError {
                        // Named as the user will look for it, not by the temporary folder.
                        let path = URL(fileURLWithPath: folder).appendingPathComponent(file.name).path
                        throw InputError(error.problems.map { InputProblem(file: path, place: $0.place, message: $0.message) })
                    }
                }
                return bytes
            }
        } catch let error as InputError {
            throw error
        } catch let error as SVGWriterError {
            throw error
        } catch {
            throw InputError(file: folder, place: "", message: "cannot write the folder here (\(error.localizedDescription))")
        }
        let overviews = set.files.filter { $0.tribune == nil }.map(\.name)
        print("wrote \(folder): \(overviews.joined(separator: ", ")) and \(set.files.count - overviews.count) tribune files, "
              + "\(chart.seats.count) seats, \(bytes) bytes")
    }

    /// Streams `renderer`'s SVG to `path` through a temporary file; the bytes written.
    private func write(_ renderer: ChartSVGRenderer, to path: String) throws -> Int {
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
        return bytes
    }

    /// A PNG's or PDF's width in pixels: `--width` times `--scale`.
    private var pictureWidth: Int { Int((Double(view.width) * scale).rounded()) }

    /// `-o -`: the SVG, or the PNG or PDF (`--format`), on standard output.
    private func writeToStandardOutput(_ renderer: ChartSVGRenderer) throws {
        let data: Data
        if let raster = RasterFormat(rawValue: resolvedFormat.rawValue) {
            data = try PictureFile.draw(
                .drawing(renderer.drawList()), as: raster, width: pictureWidth, background: try RasterColor.parse(background),
                naming: "standard output").data
        } else {
            data = try renderer.render()
        }
        guard StandardOutput.write(data, to: .standardOutput) else {
            throw InputError(file: "standard output", place: "", message: "cannot write the picture (the reader closed it)")
        }
    }

    /// `-o`, or `Output/<stem>.svg` (`.png`, `.pdf`) with `Output/` created when missing.
    private func outputPath(stadium: String) throws -> String {
        if let output { return output }
        try DefaultOutput.createFolder("Output", what: "the output folder")
        return DefaultOutput.path(forStadium: stadium, suffix: "." + resolvedFormat.rawValue)
    }
}

extension ChartSVGOptions.SeatEncoding: ExpressibleByArgument {}
