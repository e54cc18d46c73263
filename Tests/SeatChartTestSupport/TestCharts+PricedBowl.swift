import SeatChart
import SeatChartGeometry

extension TestCharts {
    /// A small priced bowl: a 40 x 24 rounded field, one ring of 3 rows with 2 long and 1 short
    /// tribune per side and arc corners, plus a rect section and an arc section; two priced
    /// categories, seat `101-A-1` blocked and `102-A-2` accessible.
    public static func pricedBowl(name: String = "Test Bowl", categoryNames: [String] = ["Premium", "Standard"]) -> Chart {
        let spec = StadiumSpec(
            name: name,
            field: Field(size: Size(40, 24), shape: .rounded(cornerRadius: 3)),
            seatSize: 0.5, seatSpacing: 0.1, seatShape: .classic,
            categories: [
                Category(id: "A", name: categoryNames[0], color: "#c9a227", price: 120),
                Category(id: "B", name: categoryNames[1], color: "#3b6fb6", price: 60),
            ],
            rings: [RingSpec(rows: 3, offset: 2, tribunesLong: 2, tribunesShort: 1, aisle: 1, cornerArcs: true, category: "B")],
            sections: [
                SectionSpec(id: "VIP", kind: .rect(center: Point(0, -24), rows: 2, seatsPerRow: 8, rotation: nil), category: "A"),
                SectionSpec(id: "K1", kind: .arc(center: .zero, innerRadius: 30, rows: 2, startAngle: .degrees(60), endAngle: .degrees(80))),
            ],
            blocked: ["101-A-1"],
            accessible: ["102-A-2"]
        )
        return StadiumLayout.build(spec)
    }
}
