import SeatChartGeometry

/// Builds a ``Chart`` from a validated ``StadiumSpec`` exactly as docs/stadium-file.md states.
///
/// Chart order: the bowl's tribunes as numbered (ring 1 first), then sections in file
/// order; rows from the field outwards; seats by number (clockwise, left to right as
/// seen from the field).
public enum StadiumLayout {
    /// The most seats a stadium may have.
    public static let maximumSeats = 2_000_000

    /// The chart of `spec`, with the blocked and accessible seats it lists marked.
    ///
    /// - Complexity: O(seats + rows + tribunes).
    public static func build(_ spec: StadiumSpec) -> Chart {
        let plans = tribunePlans(spec)
        var builder = TribuneBuilder(seatSize: spec.seatSize, spacing: spec.seatSpacing, expectedSeats: seatCount(plans, spec))
        for plan in plans { builder.add(plan, spec: spec) }
        return finish(consume builder, spec)
    }

    /// The chart of `spec` whose bowl `bowl` laid out already (from the same file but for its
    /// sections): its tribunes, rows and seats are taken as they are and the sections placed
    /// after them, as ``build(_:)`` would. A bowl passed here and not kept elsewhere hands its
    /// arrays over; a kept one (the designer's) lends copies.
    static func build(_ spec: StadiumSpec, bowl: consuming LaidOutBowl) -> Chart {
        guard var built = bowl.takeBuilt() else { return build(spec) }
        let sections = sectionPlans(spec)
        var builder = TribuneBuilder(seatSize: spec.seatSize, spacing: spec.seatSpacing, expectedSeats: 0)
        swap(&builder.tribunes, &built.tribunes)
        swap(&builder.rows, &built.rows)
        swap(&builder.seats, &built.seats)
        builder.seats.reserveCapacity(builder.seats.count + min(seatCount(sections, spec), maximumSeats))
        for plan in sections { builder.add(plan, spec: spec) }
        return finish(consume builder, spec)
    }

    private static func finish(_ builder: consuming TribuneBuilder, _ spec: StadiumSpec) -> Chart {
        // The builder hands its arrays over, so marking seats below never copies them.
        var chart = (consume builder).finish(spec)
        chart.currency = spec.currency
        let marks: [([String], WritableKeyPath<Seat, Bool>)] = [
            (spec.blocked, \.isBlocked), (spec.accessible, \.isAccessible), (spec.wheelchair, \.isWheelchair),
            (spec.companion, \.isCompanion), (spec.restrictedView, \.hasRestrictedView),
        ]
        for (ids, flag) in marks {
            for id in ids {
                if let i = chart.seatIndex(forID: id) { chart.seats[i][keyPath: flag] = true }
            }
        }
        return chart
    }

    /// The number of places `build` would make, seats and standing places together,
    /// counted without placing any (stops counting soon after ``maximumSeats``), so a huge
    /// file is refused before any work.
    ///
    /// - Complexity: O(tribunes + rows of tribunes that are not rectangles + aisles).
    public static func seatCount(_ spec: StadiumSpec) -> Int {
        seatCount(tribunePlans(spec), spec)
    }

    /// The ids of the tribunes `build` would make, in chart order.
    public static func tribuneIDs(_ spec: StadiumSpec) -> [String] {
        tribunePlans(spec).map(\.id)
    }

    /// Pairs of tribunes (indices into `chart.tribunes`, first < second) of one level whose
    /// shapes share interior points, in order: a block's outline, a rows section's seat
    /// cells, a table's top and chairs, a standing area's shape. Shapes that only touch (a
    /// zero-width aisle, a corner arc meeting its bands) do not overlap.
    ///
    /// - Complexity: a sweep over the tribunes' boxes, as ``overlaps(among:limit:)``, then
    ///   the pieces of each pair whose boxes meet.
    public static func overlaps(in chart: Chart) -> [(Int, Int)] {
        var check = TribuneOverlaps(chart: chart)
        return check.pairs(among: Array(chart.tribunes.indices)).pairs
    }

    /// Pairs of `outlines` (indices, first < second) that share interior points, in order,
    /// found by a sweep along x: only outlines whose bounding boxes meet in x are compared.
    ///
    /// - Parameters:
    ///   - outlines: the outlines to check against one another.
    ///   - limit: the most pairs wanted; the search stops once one more is found.
    /// - Returns: the first pairs found (at most `limit`, sorted), and whether every pair was
    ///   found (`complete` is false when more than `limit` overlap).
    /// - Complexity: O(t log t) for t outlines, plus a box test for each pair whose boxes
    ///   meet in x and an exact test for each pair whose boxes meet.
    public static func overlaps(among outlines: [TribuneOutline], limit: Int = .max) -> (pairs: [(Int, Int)], complete: Bool) {
        let polygons = outlines.map(OutlinePolygon.init)
        return BoxSweep.pairs(of: Array(polygons.indices), box: { polygons[$0].box }, limit: limit) { polygons[$0].overlaps(polygons[$1]) }
    }

    // MARK: - Private

    private static func tribunePlans(_ spec: StadiumSpec) -> [TribunePlan] {
        bowlPlans(spec) + sectionPlans(spec)
    }

    private static func categoryIndex(_ spec: StadiumSpec) -> (String?) -> Int? {
        { id in
            guard !spec.categories.isEmpty else { return nil }
            guard let id else { return 0 }
            return spec.categories.firstIndex { $0.id == id } ?? 0
        }
    }

    /// The plans of the bowl's tribunes, in chart order (they come first).
    static func bowlPlans(_ spec: StadiumSpec) -> [TribunePlan] {
        bowlPlans(spec, ovalTribunes: spec.bowlFollow == .field ? OvalBowlLayout.tribunes(spec) : [])
    }

    /// ``bowlPlans(_:)`` with an oval bowl's tribunes made already (``OvalBowlLayout/tribunes(_:curve:)``;
    /// not read for another bowl).
    static func bowlPlans(_ spec: StadiumSpec, ovalTribunes: [(ring: Int, tribune: OvalBowlLayout.Tribune)]) -> [TribunePlan] {
        let categoryIndex = categoryIndex(spec)
        return spec.bowlFollow == .field
            ? ovalPlans(spec, tribunes: ovalTribunes, categoryIndex: categoryIndex) : BowlLayout.plans(spec, categoryIndex: categoryIndex)
    }

    /// The plans of the sections, in file order (after the bowl's).
    static func sectionPlans(_ spec: StadiumSpec) -> [TribunePlan] {
        let categoryIndex = categoryIndex(spec)
        return spec.sections.map { SectionLayout.plan($0, spec: spec, category: categoryIndex($0.category)) }
    }

    /// The tribunes of an oval bowl, numbered `ring * 100 + position` clockwise from the
    /// one centred on the north point.
    private static func ovalPlans(
        _ spec: StadiumSpec, tribunes: [(ring: Int, tribune: OvalBowlLayout.Tribune)], categoryIndex: (String?) -> Int?
    ) -> [TribunePlan] {
        var position: [Int: Int] = [:]
        return tribunes.map { k, tribune in
            position[k, default: 0] += 1
            let ring = spec.rings[k]
            return TribunePlan(id: String((k + 1) * 100 + position[k, default: 0]), kind: .oval(tribune), rowCount: ring.rows,
                               category: categoryIndex(ring.category), level: spec.levelIndex(ring.level))
        }
    }

    static func seatCount(_ plans: [TribunePlan], _ spec: StadiumSpec) -> Int {
        var total = 0
        for plan in plans {
            total += plan.seatCount(spec: spec) + plan.standingPlaces
            if total > maximumSeats { return total }
        }
        return total
    }
}
