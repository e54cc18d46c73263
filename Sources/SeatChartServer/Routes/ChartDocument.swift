import SeatChart
import SeatChartGeometry
import SeatChartJSON
import SeatChartSVG
import SeatChartSale

/// `/api/chart`'s document: the chart's shapes and names, and everything a client needs to
/// draw it as the SVG draws it, so that the web viewer never restates a colour, a seat's
/// shape, a label's size or how a price is written (docs/serving.md).
enum ChartDocument {
    /// `{"name", "bounds", "currency", "categories", "tribunes", "field", "seatShape",
    /// "palette", "labels", "levels", "accessibleSeats"}`; `levels` is `[{"id", "name", "bounds"}]`.
    static func document(of chart: Chart) -> JSONValue {
        let palette = ChartPalette(chart: chart)
        let labelSize = ChartLabels.tribuneLabelSize(in: chart)
        return .object([
            JSONMember("name", .string(chart.name)),
            JSONMember("bounds", box(chart.bounds)),
            JSONMember("currency", currency(chart)),
            JSONMember("categories", .array(chart.categories.indices.map { category($0, of: chart, palette: palette) })),
            JSONMember("tribunes", .array(chart.tribunes.indices.map { tribune($0, of: chart, labelSize: labelSize) })),
            JSONMember("field", field(chart)),
            JSONMember("seatShape", .object([
                JSONMember("kind", .string(chart.seatShape.rawValue)),
                JSONMember("path", .string(SVGFormat.pathData(chart.seatShape.localPath(size: 1), precision: 4))),
            ])),
            JSONMember("palette", colours(palette, field: chart.field?.kind)),
            JSONMember("labels", labels(labelSize)),
            JSONMember("levels", .array(chart.levels.indices.map { k in
                .object([
                    JSONMember("id", .string(chart.levels[k].id)), JSONMember("name", .string(chart.levels[k].name)),
                    JSONMember("bounds", box(chart.bounds(level: k))),
                ])
            })),
            JSONMember("accessibleSeats", SaleJSON.integer(chart.seats.reduce(0) { $0 + ($1.isAccessible ? 1 : 0) })),
        ])
    }

    /// `{"x", "y", "width", "height"}` of `rect`.
    static func box(_ rect: Rect) -> JSONValue {
        .object([
            JSONMember("x", .number(rect.minX)), JSONMember("y", .number(rect.minY)),
            JSONMember("width", .number(rect.width)), JSONMember("height", .number(rect.height)),
        ])
    }

    /// `{"code", "minorDigits", "prefix", "groupSeparator", "decimalSeparator"}`: how prices
    /// are written (``MoneyFormat``); `code` null when the chart names no currency.
    static func currency(_ chart: Chart) -> JSONValue {
        let format = chart.moneyFormat
        return .object([
            JSONMember("code", SaleJSON.text(chart.currency?.code)),
            JSONMember("minorDigits", SaleJSON.integer(format.minorDigits)),
            JSONMember("prefix", .string(format.prefix)),
            JSONMember("groupSeparator", .string(format.groupSeparator)),
            JSONMember("decimalSeparator", .string(format.decimalSeparator)),
        ])
    }

    /// `{"id", "name", "color", "price", "priceMinor", "priceText"}`: the colour the SVG
    /// fills its seats with, the price in major and in whole minor units, and as written.
    static func category(_ index: Int, of chart: Chart, palette: ChartPalette) -> JSONValue {
        let category = chart.categories[index], price = chart.price(ofCategory: index)
        return .object([
            JSONMember("id", .string(category.id)), JSONMember("name", .string(category.name)),
            JSONMember("color", .string(palette.categories[index])),
            JSONMember("price", price.map { .number($0.amount) } ?? .null),
            JSONMember("priceMinor", price.map { SaleJSON.integer($0.minorUnits) } ?? .null),
            JSONMember("priceText", SaleJSON.text(price?.formatted)),
        ])
    }

    /// `{"id", "kind", "level", "name", "outline", "box", "seats", "category", "seatSize",
    /// "label": {"x", "y", "text", "fit"}}`, a standing area's `"area"` (``standing(_:)``) and a
    /// table's `"table": {"sale"}`: the kind (`block`, `rows`, `table`, `standing`),
    /// the level's index in `levels`, the outline as SVG path data in chart units (a rows
    /// section's: its seats' cells) and its bounding box (`{"x", "y", "width", "height"}`),
    /// (with its seats' cells), the category's id or null, the side of its seats (0 without seats), where its label
    /// goes, its words (the id, a standing area's name) and the largest font size (chart
    /// units) at which they fit inside it (null when they never do).
    static func tribune(_ t: Int, of chart: Chart, labelSize: Double?) -> JSONValue {
        let tribune = chart.tribunes[t]
        // A standing area is labelled with its name, the others with their id.
        let text = tribune.kind.standingArea?.name ?? tribune.id
        let fit = labelSize.flatMap { ChartLabels.fittedTribuneLabelSize(tribune, text: text, largest: $0 * 4) }
        var members = [
            JSONMember("id", .string(tribune.id)),
            JSONMember("kind", .string(kindName(tribune.kind))),
            JSONMember("level", SaleJSON.integer(tribune.level)),
            JSONMember("name", .string(tribune.displayName)),
            // A rows section's outline is the union of its seats' cells, as the SVG draws it.
            JSONMember("outline", .string(chart.outlinePath(ofTribune: t).svgPathData())),
            JSONMember("box", box(chart.bounds(ofTribune: t))),
            JSONMember("seats", SaleJSON.integer(tribune.seats.count)),
            JSONMember("category", tribune.category.map { .string(chart.categories[$0].id) } ?? .null),
            JSONMember("seatSize", .number(tribune.seats.first.map { chart.seats[$0].size } ?? 0)),
            JSONMember("label", .object([
                JSONMember("x", .number(tribune.outline.labelPosition.x)), JSONMember("y", .number(tribune.outline.labelPosition.y)),
                JSONMember("text", .string(text)),
                JSONMember("fit", fit.map(JSONValue.number) ?? .null),
            ])),
        ]
        if let area = tribune.kind.standingArea { members.append(JSONMember("area", standing(area))) }
        // A table: how its chairs are sold (`seats`: one by one; `whole`: every chair or none).
        if let table = tribune.kind.table { members.append(JSONMember("table", .object([JSONMember("sale", .string(table.sale.rawValue))]))) }
        return .object(members)
    }

    /// A standing area's sale: `{"capacity", "sale", "minGroup", "maxGroup"}`, `sale` one of
    /// `quantity` (any holder takes 1 or more places), `whole` (all at once) and `group` (one
    /// holder, minGroup to maxGroup places; null otherwise).
    static func standing(_ area: StandingArea) -> JSONValue {
        let (sale, minimum, maximum): (String, Int?, Int?) = switch area.sale {
        case .quantity: ("quantity", nil, nil)
        case .whole: ("whole", nil, nil)
        case .group(let minimum, let maximum): ("group", minimum, maximum)
        }
        return .object([
            JSONMember("capacity", SaleJSON.integer(area.capacity)), JSONMember("sale", .string(sale)),
            JSONMember("minGroup", minimum.map(SaleJSON.integer) ?? .null), JSONMember("maxGroup", maximum.map(SaleJSON.integer) ?? .null),
        ])
    }

    /// `{"kind", "name", "outline", "label": {"x", "y", "size"}}`, or null without a field.
    static func field(_ chart: Chart) -> JSONValue {
        guard let field = chart.field else { return .null }
        let name = field.kind.name
        return .object([
            JSONMember("kind", .string(field.kind.rawValue)),
            JSONMember("name", .string(name)),
            JSONMember("outline", .string(field.path.svgPathData())),
            JSONMember("label", .object([
                JSONMember("x", .number(field.center.x)), JSONMember("y", .number(field.center.y)),
                JSONMember("size", .number(ChartLabels.fieldNameSize(field, name: name))),
            ])),
        ])
    }

    /// The SVG's colours: the states' (chosen apart from this chart's categories), rings,
    /// tribunes, the field's, the words' and the marks'.
    static func colours(_ palette: ChartPalette, field: Field.Kind?) -> JSONValue {
        let entries: [(String, String)] = [
            ("held", palette.held), ("booked", palette.booked), ("blocked", palette.blocked),
            ("selected", palette.selected), ("selectedRing", palette.selectedRing),
            ("blockedRing", ChartPalette.blockedRing), ("accessible", ChartPalette.accessible),
            ("available", ChartPalette.available), ("tribune", ChartPalette.tribune), ("table", ChartPalette.table),
            ("field", ChartPalette.field(field ?? .pitch)), ("labelText", ChartPalette.labelText),
            ("labelHalo", ChartPalette.labelHalo), ("rowLetters", ChartPalette.rowLetters),
            ("seatNumbers", ChartPalette.seatNumbers), ("fieldName", ChartPalette.fieldName),
            ("accessibleMark", ChartPalette.accessibleMark), ("stateMark", ChartPalette.stateMark),
        ]
        return .object(entries.map { JSONMember($0.0, .string($0.1)) })
    }

    /// When and how large words and marks are drawn (``ChartLabels``); `tribuneSize` is the
    /// tribune labels' size in chart units before the screen's limits.
    static func labels(_ tribuneSize: Double?) -> JSONValue {
        .object([
            JSONMember("font", .string(ChartLabels.fontFamily)),
            JSONMember("tribuneSize", tribuneSize.map(JSONValue.number) ?? .null),
            JSONMember("tribuneMinPixels", .number(ChartLabels.tribuneLabelPixels.lowerBound)),
            JSONMember("tribuneMaxPixels", .number(ChartLabels.tribuneLabelPixels.upperBound)),
            JSONMember("smallestPixels", .number(ChartLabels.smallestLabelPixels)),
            JSONMember("rowLetterPixels", .number(ChartLabels.rowLetterPixels)),
            JSONMember("rowLetterSize", .number(ChartLabels.rowLetterSize)),
            JSONMember("rowLetterOffset", .number(ChartLabels.rowLetterOffset)),
            JSONMember("seatNumberPixels", .number(ChartLabels.seatNumberPixels)),
            JSONMember("seatNumberSize", .number(ChartLabels.seatNumberSize)),
            JSONMember("accessibleMarkPixels", .number(ChartLabels.accessibleMarkPixels)),
            JSONMember("accessibleMarkSize", .number(ChartLabels.accessibleMarkSize)),
            JSONMember("accessibleSymbol", .string(ChartLabels.accessibleSymbol)),
        ])
    }

    /// The kind of a tribune as `/api/chart` names it: `block`, `rows`, `table` or `standing`.
    static func kindName(_ kind: TribuneKind) -> String {
        switch kind {
        case .block: "block"
        case .rows: "rows"
        case .table: "table"
        case .standing: "standing"
        }
    }
}
