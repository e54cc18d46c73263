import SeatChart
import SeatChartGeometry

/// Stadium specs used by the layout tests.
enum LayoutFixtures {
    /// The example of docs/stadium-file.md: 14,800 seats in 26 tribunes.
    static let specExample = StadiumSpec(
        name: "Riverside Arena",
        field: Field(size: Size(105, 68), shape: .rect),
        seatSize: 0.5, seatSpacing: 0.05, seatShape: .classic,
        categories: [
            Category(id: "A", name: "Premium", color: "#c9a227", price: 120),
            Category(id: "B", name: "Standard", color: "#3b6fb6", price: 60),
        ],
        rings: [RingSpec(rows: 20, offset: 4, tribunesLong: 6, tribunesShort: 4, aisle: 1.2, cornerArcs: true, category: "B")],
        sections: [
            SectionSpec(id: "VIP", kind: .rect(center: Point(0, -56), rows: 4, seatsPerRow: 24, rotation: .zero), category: "A"),
            SectionSpec(id: "K1", kind: .arc(center: .zero, innerRadius: 80, rows: 10, startAngle: .degrees(200), endAngle: .degrees(230)), category: "B"),
        ],
        blocked: ["101-A-1"],
        accessible: ["104-A-1", "104-A-2"]
    )

    /// A small bowl of two rings on a tall field (north-south edges short).
    static let tallBowl = StadiumSpec(
        name: "Tall",
        field: Field(size: Size(40, 60), shape: .ellipse),
        seatSize: 0.6, seatSpacing: 0.1, seatShape: .square,
        categories: [],
        rings: [
            RingSpec(rows: 5, offset: 2, tribunesLong: 3, tribunesShort: 2, aisle: 1, cornerArcs: true),
            RingSpec(rows: 4, offset: 1, tribunesLong: 2, tribunesShort: 1, aisle: 0, cornerArcs: false),
        ],
        sections: []
    )
}
