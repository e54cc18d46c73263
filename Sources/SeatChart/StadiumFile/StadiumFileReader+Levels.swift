import SeatChartGeometry
import SeatChartJSON

/// The ids a ring or section may refer to, as declared (each `nil` when its list could not
/// be read, so that references to it are not reported twice).
struct References {
    var categories: Set<String>?
    var levels: Set<String>?
    var zones: Set<String>?
}

// MARK: - Levels and zones

extension JSONFieldReader {
    /// `levels`: objects with `id` and `name`, ids unique. An absent or empty list means one
    /// level (``Level/main``).
    ///
    /// - Returns: the levels (`nil` if any is invalid) and every id declared (`nil` when
    ///   `levels` is not an array).
    mutating func levels(_ top: [String: JSONValue]) -> (list: [Level]?, ids: Set<String>?) {
        let read = namedList(top, "levels", what: "a level", extraKeys: []) { _, _, _ in true }
        return (read.list?.map { Level(id: $0.id, name: $0.name) }, read.ids)
    }

    /// `zones`: objects with `id`, `name` and `focalPoint`, ids unique.
    mutating func zones(_ top: [String: JSONValue]) -> (list: [Zone]?, ids: Set<String>?) {
        var focalPoints: [String: Point] = [:]
        let read = namedList(top, "zones", what: "a zone", extraKeys: ["focalPoint"]) { reader, o, place in
            guard let p = reader.point(o, "focalPoint", in: place) else { return false }
            if case .string(let id)? = o["id"] { focalPoints[id] = p }
            return true
        }
        return (read.list?.compactMap { item in focalPoints[item.id].map { Zone(id: item.id, name: item.name, focalPoint: $0) } }, read.ids)
    }

    /// A list of objects with a unique `id` (the tribune id rule) and a `name`, plus
    /// `extraKeys` read by `extra` (which reports its own problems and says whether it read them).
    private mutating func namedList(
        _ top: [String: JSONValue], _ key: String, what: String, extraKeys: [String],
        extra: (inout JSONFieldReader, [String: JSONValue], String) -> Bool
    ) -> (list: [(id: String, name: String)]?, ids: Set<String>?) {
        guard let items = array(top, key, in: "", what: what == "a level" ? "levels" : "zones") else { return (nil, nil) }
        var list: [(id: String, name: String)] = []
        var declared: Set<String> = []
        var firstIndex: [String: Int] = [:]
        var ok = true
        for (i, item) in items.enumerated() {
            let place = Self.path(key, i)
            guard let o = object(item, at: place, what: what, keys: ["id", "name"] + extraKeys) else {
                ok = false
                continue
            }
            let noun = String(what.dropFirst(2))
            let id = string(o, "id", in: place, expected: "a \(noun) id of 1 to \(StadiumFileLimits.maximumIDLength) characters \(Self.idCharacters)", rule: Self.isTribuneID)
            if let id {
                if let first = firstIndex[id] {
                    report(Self.path(place, "id"), "duplicate \(noun) id \"\(id)\" (also at \(key)[\(first)]); expected each id once")
                    ok = false
                } else {
                    firstIndex[id] = i
                }
                declared.insert(id)
            }
            let name = string(o, "name", in: place, expected: "the \(noun)'s name (a non-empty string)")
            let extraOK = extra(&self, o, place)
            guard let id, let name, extraOK else {
                ok = false
                continue
            }
            list.append((id, name))
        }
        return (ok ? list : nil, declared)
    }
}
