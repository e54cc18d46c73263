import SeatChart

/// The colours of a chart, and the one `<style>` block that applies them: the SVG's, and the
/// web viewer's (served in `/api/chart`), so both draw a chart alike.
///
/// Seats are filled by class: an available seat shows its category's colour; held, booked
/// and blocked seats show their state's colour; the rendering holder's seats (`selected`)
/// show the selection colour; accessible seats get an outline. Later rules win, so the
/// order below is the order of precedence.
///
/// Each state's colour is chosen for the chart: the first of its candidates that stands at
/// least ``minimumDifference`` (CIEDE2000) from every category colour of the chart, for
/// normal and for deuteranope vision (else the candidate that stands furthest), so that a
/// held seat never reads as a seat of a grey or navy category.
public struct ChartPalette: Hashable, Sendable {
    /// Field fills: a pitch's grass, a stage's boards, a court's wood, a floor.
    public static let field = "#6aa84f", stage = "#5c4033", court = "#b5835a", floor = "#8c8c8c"
    /// Tribune fill and outline.
    public static let tribune = "#ececec"
    /// The fill of an available seat whose category has no usable colour.
    public static let available = "#5b8bd0"
    /// The ring around blocked seats.
    public static let blockedRing = "#9a9a9a"
    /// The outline of accessible seats.
    public static let accessible = "#0b4f9c"
    /// Text: tribune labels and their halo, row letters, seat numbers.
    public static let labelText = "#333", labelHalo = "#fff", rowLetters = "#555", seatNumbers = "#fff"
    /// A table's top, and a standing area without a place left.
    public static let table = "#c8b08a", fullArea = "#d4d4d4"
    /// The field's name, written across it.
    public static let fieldName = "#fff"
    /// The symbol of access on a seat and in the legend's swatch (ringed in ``accessible``).
    public static let accessibleMark = "#fff"
    /// The marks the web viewer draws across held (a slash) and sold (a cross) seats, so a
    /// state reads without its colour.
    public static let stateMark = "#fff"
    /// Fallback colours for categories without a usable colour, in category order.
    static let fallbackCategoryColors = ["#3b6fb6", "#c9a227", "#8e44ad", "#16a085", "#d35400", "#2c3e50"]

    /// The least CIEDE2000 difference a state's colour keeps from every category's colour.
    public static let minimumDifference = 20.0

    /// Candidates for each state, best first. Category colours sit in the middle of the
    /// lightness scale, so the states take its ends: taken seats dark (held navy, booked
    /// charcoal), the others light (blocked white with a grey ring, the holder's own light
    /// cyan with a navy ring); the later candidates serve charts whose categories take an end.
    static let heldCandidates = ["#000080", "#4b0082", "#00332e", "#5c0a0a", "#1a1a1a", "#ff6f00"]
    static let bookedCandidates = ["#262626", "#3b0a45", "#0a2a0a", "#402000", "#000000", "#e0e0e0"]
    static let blockedCandidates = ["#ffffff", "#fff4cc", "#e8f0ff", "#ffe6f0", "#000000"]
    static let selectedCandidates = ["#7cf4ff", "#ff4fd8", "#c6ff00", "#ffb300", "#ffffff", "#00e5ff"]

    /// The held seats' fill.
    public let held: String
    /// The booked seats' fill.
    public let booked: String
    /// The blocked seats' fill (with ``blockedRing``).
    public let blocked: String
    /// The fill of the holder's own seats.
    public let selected: String
    /// The ring around the holder's own seats: held's colour, the other dark state.
    public var selectedRing: String { held }
    /// Each category's colour, in category order (``color(ofCategory:in:)``).
    public let categories: [String]

    /// The palette of `chart`: its category colours and state colours chosen apart from them.
    public init(chart: Chart) {
        let categories = chart.categories.indices.map { Self.color(ofCategory: $0, in: chart) }
        // Available seats without a usable category colour show `available`.
        let others = categories + [Self.available]
        self.categories = categories
        var picked: [String] = []
        for candidates in [Self.heldCandidates, Self.bookedCandidates, Self.blockedCandidates, Self.selectedCandidates] {
            picked.append(Self.pick(candidates, apartFrom: others, states: picked))
        }
        (held, booked, blocked, selected) = (picked[0], picked[1], picked[2], picked[3])
    }

    /// The least difference a state's colour keeps from the states chosen before it, where it can.
    static let stateDifference = 12.0

    /// The first of `candidates` at least ``minimumDifference`` from each of `others` (and
    /// ``stateDifference`` from each of `states`); else the colour of an even grid over the
    /// sRGB cube that is, nearest the first candidate; else the one furthest from its nearest.
    static func pick(_ candidates: [String], apartFrom others: [String], states: [String]) -> String {
        let fits = { (colour: String) in
            ColourDifference.smallestDifference(colour, from: others) >= minimumDifference
                && ColourDifference.smallestDifference(colour, from: states) >= stateDifference
        }
        if let first = candidates.first(where: fits) { return first }
        let grid = Self.grid.filter(fits)
        if let nearest = grid.min(by: { difference($0, candidates[0]) < difference($1, candidates[0]) }) { return nearest }
        return (candidates + Self.grid).max {
            ColourDifference.smallestDifference($0, from: others) < ColourDifference.smallestDifference($1, from: others)
        } ?? candidates[0]
    }

    /// Eight levels a channel: 512 colours to choose from when no candidate fits.
    static let grid: [String] = {
        let levels = [0, 36, 73, 109, 146, 182, 219, 255]
        let hex = { (v: Int) in (v < 16 ? "0" : "") + String(v, radix: 16) }
        return levels.flatMap { r in levels.flatMap { g in levels.map { b in "#" + hex(r) + hex(g) + hex(b) } } }
    }()

    private static func difference(_ a: String, _ b: String) -> Double {
        ColourDifference.difference(a, b) ?? .infinity
    }

    /// The colour of category `index` of `chart`: its own when it is a plain CSS colour.
    public static func color(ofCategory index: Int, in chart: Chart) -> String {
        CSSName.safeColor(chart.categories[index].color)
            ?? fallbackCategoryColors[index % fallbackCategoryColors.count]
    }

    /// The fill of `kind`'s field.
    public static func field(_ kind: Field.Kind) -> String {
        switch kind {
        case .pitch: field
        case .stage: stage
        case .court: court
        case .floor: floor
        }
    }
}
