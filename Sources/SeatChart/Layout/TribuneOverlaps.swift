import SeatChartGeometry

/// Which tribunes of a chart overlap (docs/stadium-file.md): tribunes of one level whose
/// shapes share interior points. A block's shape is its outline, a rows section's the
/// union of its seats' cells, a table's its top and its chairs' cells, a standing area's
/// its shape; tribunes on different levels never overlap.
struct TribuneOverlaps {
    let chart: Chart
    /// The pieces of each tribune asked about so far.
    private var pieces: [Int: [OutlinePolygon]] = [:]

    init(chart: Chart) { self.chart = chart }

    /// The shapes of tribune `t` whose union is its shape for overlaps.
    static func shapes(of t: Int, in chart: Chart) -> [TribuneOutline] {
        let tribune = chart.tribunes[t]
        let cells = { (seats: Range<Int>) in
            seats.clamped(to: chart.seats.indices).map { i -> TribuneOutline in
                let c = chart.cell(of: i)
                return c.isRound ? .polygon(OrientedEllipse.circle(center: c.center, radius: c.size / 2).polygon(count: 16)) : .rectangle(c.square)
            }
        }
        switch tribune.kind {
        case .block, .standing: return [tribune.outline]
        case .rows: return cells(tribune.seats)
        case .table: return [tribune.outline] + cells(tribune.seats)
        }
    }

    /// The pieces of tribune `t`, made once.
    private mutating func pieces(of t: Int) -> [OutlinePolygon] {
        if let known = pieces[t] { return known }
        let made = Self.shapes(of: t, in: chart).map(OutlinePolygon.init)
        pieces[t] = made
        return made
    }

    /// Pairs of `candidates` (tribune indices; first < second) whose shapes overlap, in
    /// order, found by a sweep along x over the tribunes' boxes: only tribunes of one level
    /// whose boxes meet are compared, and `skip` passes over pairs known not to overlap.
    ///
    /// - Returns: the first pairs found (at most `limit`, sorted), and whether every pair was found.
    /// - Complexity: O(t log t) for t candidates, plus the comparison of each pair whose
    ///   boxes meet: their pieces inside the boxes' common part, by a sweep of their own.
    mutating func pairs(among candidates: [Int], limit: Int = .max, skip: (Int, Int) -> Bool = { _, _ in false })
        -> (pairs: [(Int, Int)], complete: Bool) {
        let boxes = Dictionary(candidates.map { ($0, box(of: $0)) }, uniquingKeysWith: { a, _ in a })
        return BoxSweep.pairs(of: candidates, box: { boxes[$0]! }, limit: limit) { i, j in
            chart.tribunes[i].level == chart.tribunes[j].level
                && boxes[i]!.inset(by: OutlinePolygon.tolerance).intersects(boxes[j]!) && !skip(min(i, j), max(i, j))
                && overlap(i, j)
        }
    }

    /// The box of tribune `t`'s shape.
    private func box(of t: Int) -> Rect {
        let tribune = chart.tribunes[t]
        switch tribune.kind {
        case .block, .standing, .rows: return OutlinePolygon(tribune.outline).box
        case .table:
            var box = OutlinePolygon(tribune.outline).box
            for i in tribune.seats.clamped(to: chart.seats.indices) { box = box.union(chart.cell(of: i).boundingBox) }
            return box
        }
    }

    /// Whether any piece of `a` overlaps any piece of `b`: the pieces inside the common box,
    /// swept along x.
    private mutating func overlap(_ a: Int, _ b: Int) -> Bool {
        let pa = pieces(of: a), pb = pieces(of: b)
        if pa.count == 1, pb.count == 1 { return pa[0].overlaps(pb[0]) }
        guard let common = box(of: a).intersection(box(of: b))?.inset(by: -OutlinePolygon.tolerance) else { return false }
        let near = (pa.filter { $0.box.intersects(common) }.map { ($0, 0) } + pb.filter { $0.box.intersects(common) }.map { ($0, 1) })
            .sorted { $0.0.box.minX < $1.0.box.minX }
        var active: [(OutlinePolygon, Int)] = []
        for (piece, side) in near {
            active.removeAll { $0.0.box.maxX < piece.box.minX }
            for (other, otherSide) in active where otherSide != side && piece.overlaps(other) { return true }
            active.append((piece, side))
        }
        return false
    }

    /// Pairs of chairs of one table whose cells overlap: each table with the first such pair.
    static func crowdedTables(in chart: Chart) -> [(table: Int, first: Int, second: Int)] {
        var found: [(Int, Int, Int)] = []
        for (t, tribune) in chart.tribunes.enumerated() where tribune.kind.table != nil {
            let seats = Array(tribune.seats.clamped(to: chart.seats.indices))
            let cells = seats.map { OutlinePolygon(.rectangle(chart.cell(of: $0).square)) }
            search: for i in cells.indices {
                for j in cells.indices where j > i && cells[i].overlaps(cells[j]) {
                    found.append((t, seats[i], seats[j]))
                    break search
                }
            }
        }
        return found
    }
}

extension Chart {
    /// The pairs of tribunes of one level whose shapes overlap (a block's outline, a rows
    /// section's seat cells, a table's top and chairs, a standing area's shape), first <
    /// second, in order: at most `limit`, passing over pairs `skip` says may overlap.
    /// Imported charts, which may overlap, warn of them with it.
    ///
    /// - Returns: the pairs, and whether every overlapping pair was found.
    /// - Complexity: as ``TribuneOverlaps/pairs(among:limit:skip:)`` over every tribune.
    public func overlappingTribunes(limit: Int = .max, skip: (Int, Int) -> Bool = { _, _ in false }) -> (pairs: [(Int, Int)], complete: Bool) {
        var check = TribuneOverlaps(chart: self)
        return check.pairs(among: Array(tribunes.indices), limit: limit, skip: skip)
    }
}
