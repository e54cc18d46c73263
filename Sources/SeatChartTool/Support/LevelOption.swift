import ArgumentParser
import SeatChart

/// `--level ID`: the level of a chart a command shows or answers for (docs/stadium-file.md, "Levels and zones": a
/// view shows one level; the first by default). `render`, `hit`, `area` and `seats` share it.
struct LevelOption: ParsableArguments {
    @Option(help: ArgumentHelp("The level shown (its id; default the first, or the --focus tribune's).", valueName: "level"))
    var level: String?

    /// The index of `--level` in `chart`, or `nil` without it.
    ///
    /// - Throws: ``InputError`` (exit 2) naming the level when `chart` has none with that id.
    func index(in chart: Chart, file: String) throws -> Int? {
        guard let level else { return nil }
        guard let index = chart.levelIndex(forID: level) else {
            let known = chart.levels.map(\.id).joined(separator: ", ")
            throw InputError(file: file, place: "--level", message: "no level \"\(level)\"; expected one of \(known)")
        }
        return index
    }
}
