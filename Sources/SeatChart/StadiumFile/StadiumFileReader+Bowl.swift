import SeatChartGeometry
import SeatChartJSON

// MARK: - The bowl

extension JSONFieldReader {
    static let ringKeys = ["rows", "offset", "tribunes", "aisle", "corners", "category", "level"]
    /// A ring of a bowl that follows the field: no corners (the rows turn with the field).
    static let ovalRingKeys = ["rows", "offset", "tribunes", "aisle", "category", "level"]

    /// `bowl`: `rings` and `follow`. An absent bowl, an empty object and an empty `rings`
    /// array all mean "no bowl" (a theatre of explicit sections).
    ///
    /// - Parameters:
    ///   - field: the field, when it was read, for checking that aisles fit along its sides.
    ///   - references: the declared category and level ids, when known, for checking references.
    /// - Returns: the rings (`nil` if any is invalid), the ids of the bowl tribunes of every
    ///   valid ring, with the ring's place, for checking section ids against them, and what
    ///   the rows follow.
    mutating func bowl(_ top: [String: JSONValue], field: Field?, references: References)
        -> (list: [RingSpec]?, ids: [String: String], follow: BowlFollow) {
        guard let v = value(top, "bowl", in: "", required: false, expected: "the bowl") else { return ([], [:], .box) }
        guard let bowl = object(v, at: "bowl", what: "the bowl", keys: ["rings", "follow"]) else { return (nil, [:], .box) }
        let followName = choice(bowl, "follow", in: "bowl", options: BowlFollow.allCases.map(\.rawValue), required: false)
        let follow = followName.flatMap(BowlFollow.init(rawValue:)) ?? .box
        if followName == nil, bowl["follow"] != nil, bowl["follow"] != .null { return (nil, [:], .box) }
        guard let items = array(bowl, "rings", in: "bowl", what: "rings") else { return (nil, [:], follow) }
        if follow == .field, !items.isEmpty, let field, case .rect = field.shape {
            report("bowl.follow", "rows follow the field's own outline only for a rounded or ellipse field; expected field.shape \"rounded\" or \"ellipse\", or follow \"box\"")
            return (nil, [:], follow)
        }
        var list: [RingSpec] = []
        var ids: [String: String] = [:]
        var ok = true
        for (i, item) in items.enumerated() {
            let place = Self.path("bowl.rings", i)
            let read = follow == .field ? ovalRing(item, at: place, references: references)
                : ring(item, at: place, field: field, references: references)
            guard let ring = read else {
                ok = false
                continue
            }
            list.append(ring)
            for p in 1...Self.tribuneCount(of: ring) { ids[String((i + 1) * 100 + p)] = place }
        }
        return (ok ? list : nil, ids, follow)
    }

    /// The number of tribunes of a ring: its sides' tribunes and, with arc corners, four
    /// more; or, following the field, its `tribunes.count`.
    static func tribuneCount(of ring: RingSpec) -> Int {
        ring.tribuneCount + 2 * ring.tribunesLong + 2 * ring.tribunesShort + (ring.cornerArcs ? 4 : 0)
    }

    /// One ring of a box bowl at `place`.
    private mutating func ring(_ item: JSONValue, at place: String, field: Field?, references: References) -> RingSpec? {
        guard let o = object(item, at: place, what: "a ring", keys: Self.ringKeys) else { return nil }
        let before = problems.count
        let rows = wholeNumber(o, "rows", in: place, min: 1, max: StadiumFileLimits.maximumRowsPerBlock)
        let offset = number(o, "offset", in: place, .nonNegative, required: false) ?? 0
        let aisle = number(o, "aisle", in: place, .nonNegative, required: false) ?? 0
        let corners = choice(o, "corners", in: place, options: ["arc", "none"], required: false)
        let category = categoryReference(o, in: place, categoryIDs: references.categories)
        let level = reference(o, "level", in: place, known: references.levels, what: "level", declaredUnder: "levels")
        let tribunes = self.tribunes(o, in: place)
        guard problems.count == before, let rows, let tribunes else { return nil }
        let ring = RingSpec(
            rows: rows, offset: offset, tribunesLong: tribunes.long, tribunesShort: tribunes.short,
            aisle: aisle, cornerArcs: (corners ?? "arc") == "arc", category: category, level: level
        )
        let count = Self.tribuneCount(of: ring)
        if count == 0 {
            report(Self.path(place, "tribunes"), "a ring without side tribunes and without corner arcs holds nothing; expected at least one tribune")
            return nil
        }
        if count > StadiumFileLimits.maximumTribunesPerRing {
            report(Self.path(place, "tribunes"), "expected at most \(StadiumFileLimits.maximumTribunesPerRing) tribunes in a ring (sides and corners), found \(count)")
            return nil
        }
        if let field, !aislesFit(ring, field: field, at: place) { return nil }
        return ring
    }

    /// One ring of a bowl that follows the field, at `place`: `tribunes.count` tribunes.
    /// Whether its aisles leave room for its tribunes is checked on the laid-out ring.
    private mutating func ovalRing(_ item: JSONValue, at place: String, references: References) -> RingSpec? {
        guard let o = object(item, at: place, what: "a ring", keys: Self.ovalRingKeys) else { return nil }
        let before = problems.count
        let rows = wholeNumber(o, "rows", in: place, min: 1, max: StadiumFileLimits.maximumRowsPerBlock)
        let offset = number(o, "offset", in: place, .nonNegative, required: false) ?? 0
        let aisle = number(o, "aisle", in: place, .nonNegative, required: false) ?? 0
        let category = categoryReference(o, in: place, categoryIDs: references.categories)
        let level = reference(o, "level", in: place, known: references.levels, what: "level", declaredUnder: "levels")
        let expected = "the number of tribunes (an object with count)"
        var count: Int?
        if let v = value(o, "tribunes", in: place, required: true, expected: expected) {
            let here = Self.path(place, "tribunes")
            if let t = object(v, at: here, what: expected, keys: ["count"]) {
                count = wholeNumber(t, "count", in: here, min: 1, max: StadiumFileLimits.maximumTribunesPerRing)
            }
        }
        guard problems.count == before, let rows, let count else { return nil }
        return .oval(rows: rows, offset: offset, count: count, aisle: aisle, category: category, level: level)
    }

    /// `tribunes`: `long` and `short`, each a whole number of at least 0 (0: no tribunes
    /// along those sides).
    private mutating func tribunes(_ o: [String: JSONValue], in place: String) -> (long: Int, short: Int)? {
        let expected = "the tribunes per side (an object with long and short)"
        guard let v = value(o, "tribunes", in: place, required: true, expected: expected) else { return nil }
        let here = Self.path(place, "tribunes")
        guard let t = object(v, at: here, what: expected, keys: ["long", "short"]) else { return nil }
        let limit = StadiumFileLimits.maximumTribunesPerRing / 2
        let long = wholeNumber(t, "long", in: here, min: 0, max: limit)
        let short = wholeNumber(t, "short", in: here, min: 0, max: limit)
        guard let long, let short else { return nil }
        return (long, short)
    }

    /// Whether the aisles between a side's tribunes leave room for the tribunes: n tribunes
    /// along a side of length L need (n - 1) × aisle < L.
    private mutating func aislesFit(_ ring: RingSpec, field: Field, at place: String) -> Bool {
        let longSide = max(field.size.width, field.size.height)
        let shortSide = min(field.size.width, field.size.height)
        var ok = true
        for (count, side, name) in [(ring.tribunesLong, longSide, "long"), (ring.tribunesShort, shortSide, "short")] where count > 1 {
            let gaps = Double(count - 1)
            if gaps * ring.aisle >= side {
                let bound = JSONValue.numberSummary(side / gaps)
                report(
                    Self.path(place, "aisle"),
                    "\(count - 1) aisles of \(JSONValue.numberSummary(ring.aisle)) do not fit along a \(name) side of \(JSONValue.numberSummary(side)) with \(count) tribunes; expected an aisle narrower than \(bound)"
                )
                ok = false
            }
        }
        return ok
    }

    /// The optional `category` of a ring or section, which must name a declared category.
    mutating func categoryReference(_ o: [String: JSONValue], in place: String, categoryIDs: Set<String>?) -> String? {
        reference(o, "category", in: place, known: categoryIDs, what: "category", declaredUnder: "categories")
    }

    /// The optional reference `key` (a `category`, `level` or `zone`) of a ring or section,
    /// which must name one of the `known` ids declared under `declaredUnder` (not checked
    /// when `known` is `nil`: that list itself was unreadable).
    mutating func reference(
        _ o: [String: JSONValue], _ key: String, in place: String, known: Set<String>?, what: String, declaredUnder: String
    ) -> String? {
        guard let id = string(o, key, in: place, expected: "a \(what) id", required: false) else { return nil }
        guard let known, !known.contains(id) else { return id }
        let ids = known.sorted()
        let plural = what == "category" ? "categories" : "\(what)s"
        let expected = ids.isEmpty ? "no \(plural) are defined under \(declaredUnder)" : "expected one of \(ids.joined(separator: ", "))"
        report(Self.path(place, key), "unknown \(what) \"\(id)\"; \(expected)")
        return nil
    }
}
