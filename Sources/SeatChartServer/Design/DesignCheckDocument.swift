import SeatChart
import SeatChartGeometry
import SeatChartJSON
import SeatChartSale

/// The designer's answer for a proposed stadium document: each object as the library lays it
/// out, the validator's problems (the `validate` command's, ``StadiumFile/check(_:file:)``),
/// each with the object it names, and the counts.
///
/// `{"valid", "objects": [...], "field", "problems": [{"place", "message", "object"}],
/// "counts": {"seats", "places", "categories": [{"id", "name", "color", "seats", "price",
/// "total"}]}}`; `objects` and `field` are null when the file cannot be laid out (a value
/// that cannot be read, a row longer than its path).
enum DesignCheckDocument {
    /// The id the designer gives the bowl's ring `i` (0-based): `ring-1`, `ring-2`, ... (section
    /// ids never hold `-`, so they never clash).
    static func ringID(_ i: Int) -> String { "ring-\(i + 1)" }

    static func document(_ root: JSONValue, file: String, known: Set<String> = []) -> JSONValue {
        let check = StadiumFile.check(root, file: file)
        let layouts = check.chart.map { objectLayouts($0, places: check.places, root: root) }
        return document(check, layouts: layouts, root: root, known: known)
    }

    /// The answer for `check` of `root`, its objects laid out as `layouts`.
    static func document(_ check: StadiumCheck, layouts: [DesignObjectLayout]?, root: JSONValue, known: Set<String>) -> JSONValue {
        .object([
            JSONMember("valid", .bool(check.isValid)),
            JSONMember("objects", layouts.map { .array($0.map { $0.json(known: known) }) } ?? .null),
            JSONMember("field", check.chart.map(field) ?? .null),
            JSONMember("problems", .array(check.problems.map { problem($0, root: root) })),
            JSONMember("counts", check.chart.map(counts) ?? .null),
        ])
    }

    /// The id of the object a file place names: `sections[2]...` the section's id, `bowl.rings[0]...`
    /// `ring-1`; nil for a place of no object (`name`, `blocked[3]`) or text that is not a path.
    /// The place is read once into a typed path (``JSONPath/init(parsing:)``), never matched as text.
    static func object(at place: String, root: JSONValue) -> String? {
        guard let steps = JSONPath(parsing: place)?.components else { return nil }
        if let index = sectionIndex(steps) {
            guard case .array(let sections)? = root.member("sections"), sections.indices.contains(index),
                  case .string(let id)? = sections[index].member("id")
            else { return nil }
            return id
        }
        if steps.count >= 3, steps[0] == .key("bowl"), steps[1] == .key("rings"), case .index(let index) = steps[2] { return ringID(index) }
        return nil
    }

    /// The index of the section a path lies in (`sections[2]...`), nil for any other path.
    private static func sectionIndex(_ steps: [JSONPath.Component]) -> Int? {
        guard steps.count >= 2, steps[0] == .key("sections"), case .index(let index) = steps[1] else { return nil }
        return index
    }

    static func problem(_ problem: InputProblem, root: JSONValue) -> JSONValue {
        .object([
            JSONMember("place", .string(problem.place)),
            JSONMember("message", .string(problem.message)),
            JSONMember("object", object(at: problem.place, root: root).map(JSONValue.string) ?? .null),
        ])
    }

    /// One entry per ring and per section, in file order (``DesignObjectLayout``). A ring of
    /// `reusing` (by place) is taken as it is: the caller gives the rings of the same bowl.
    static func objectLayouts(_ chart: Chart, places: [String], root: JSONValue,
                              reusing rings: [String: DesignObjectLayout] = [:]) -> [DesignObjectLayout] {
        var order: [String] = []
        var tribunes: [String: [Int]] = [:]
        for (t, place) in places.enumerated() {
            if tribunes[place] == nil { order.append(place) }
            tribunes[place, default: []].append(t)
        }
        return order.map { place in
            if place.hasPrefix("bowl"), let kept = rings[place] { return kept }
            let members = tribunes[place] ?? []
            var outline = Path()
            var box: Rect? = nil
            var cells: [Double] = []
            cells.reserveCapacity(3 * members.reduce(0) { $0 + chart.tribunes[$1].seats.count })
            var seats = 0
            for t in members {
                outline.addPath(chart.outlinePath(ofTribune: t))
                let bounds = chart.bounds(ofTribune: t)
                box = box.map { $0.union(bounds) } ?? bounds
                for i in chart.tribunes[t].seats {
                    let seat = chart.seats[i]
                    cells.append(rounded(seat.center.x))
                    cells.append(rounded(seat.center.y))
                    cells.append(rounded(seat.rotation.degrees))
                }
                seats += chart.tribunes[t].seats.count
            }
            let seatSize = members.first.flatMap { chart.tribunes[$0].seats.first.map { chart.seats[$0].size } } ?? 0
            let first = members.first.map { chart.tribunes[$0] }
            return DesignObjectLayout(
                id: object(at: place, root: root) ?? place,
                kind: place.hasPrefix("bowl") ? "ring" : sectionType(place, root: root),
                place: place, outline: outline.svgPathData(), box: box ?? Rect(x: 0, y: 0, width: 0, height: 0),
                seats: seats, places: first?.kind.standingArea?.capacity ?? seats, seatSize: seatSize,
                roundCells: chart.roundCells, cells: cells,
                cellsKey: fingerprint(cells, seatSize: seatSize, round: chart.roundCells),
                category: first?.category.map { chart.categories[$0].id })
        }
    }

    /// A section's `type` as the file gives it (`rect` when it gives none).
    private static func sectionType(_ place: String, root: JSONValue) -> String {
        guard let index = JSONPath(parsing: place).flatMap({ sectionIndex($0.components) }), case .array(let sections)? = root.member("sections"),
              sections.indices.contains(index), case .string(let type)? = sections[index].member("type")
        else { return "rect" }
        return type
    }

    /// A fingerprint of an object's cells, in hexadecimal: the same cells give the same key for
    /// as long as the server runs (Swift's hashing is seeded per process; a page that outlives
    /// its server is sent every object's cells again, no worse than at first).
    static func fingerprint(_ cells: [Double], seatSize: Double, round: Bool) -> String {
        var hasher = Hasher()
        cells.withUnsafeBytes { hasher.combine(bytes: $0) }
        hasher.combine(cells.count)
        hasher.combine(seatSize)
        hasher.combine(round)
        return String(UInt(bitPattern: hasher.finalize()), radix: 16)
    }

    /// A number kept to a thousandth of a unit, as the SVG writes it.
    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    static func field(_ chart: Chart) -> JSONValue {
        guard let field = chart.field else { return .null }
        return .object([
            JSONMember("kind", .string(field.kind.rawValue)),
            JSONMember("outline", .string(field.path.svgPathData())),
        ])
    }

    /// Seats and standing places in all, and per category the seats, the price and the
    /// price of every seat sold (in whole minor units, written with the chart's currency).
    static func counts(_ chart: Chart) -> JSONValue {
        let counts = ChartCounts(chart)
        // The chart's categories come first in `byCategory`, in order (then `none`, not listed here).
        let perCategory = counts.byCategory.map(\.count)
        return .object([
            JSONMember("seats", SaleJSON.integer(chart.seats.count)),
            JSONMember("places", SaleJSON.integer(counts.standingPlaces)),
            JSONMember("categories", .array(chart.categories.indices.map { c in
                let price = chart.price(ofCategory: c)
                return .object([
                    JSONMember("id", .string(chart.categories[c].id)),
                    JSONMember("name", .string(chart.categories[c].name)),
                    JSONMember("seats", SaleJSON.integer(perCategory[c])),
                    JSONMember("price", SaleJSON.text(price?.formatted)),
                    JSONMember("total", SaleJSON.text(price.map { ($0 * perCategory[c]).formatted })),
                ])
            })),
        ])
    }
}
