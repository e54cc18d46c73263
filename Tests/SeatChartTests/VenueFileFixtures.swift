import Foundation
@testable import SeatChart

/// A small valid file with every key of venues beyond the bowl: two levels, a zone, a rows
/// section, a standing area, a round and a rectangular table, a box on the balcony, and
/// the access lists; edited by the tests to make bad files.
enum VenueFileFixtures {
    static let venue = """
    { "schema": 1, "name": "Small Hall", "field": { "width": 12, "height": 4, "kind": "stage" },
      "seat": { "size": 0.5, "spacing": 0.1 },
      "categories": [ { "id": "A", "name": "Seats", "color": "#3b6fb6", "price": 50 } ],
      "levels": [ { "id": "stalls", "name": "Stalls" }, { "id": "balcony", "name": "Balcony" } ],
      "zones": [ { "id": "front", "name": "Front", "focalPoint": [0, 0] } ],
      "sections": [
        { "id": "ST", "type": "rows", "zone": "front", "aisle": 1,
          "rows": [ { "from": [-6, 8], "to": [6, 8], "curve": 1, "seats": 16, "aisles": [8] },
                    { "points": [[-7, 9], [0, 9.5], [7, 9]], "skip": [13] } ],
          "rowLabels": { "start": "A", "skip": ["I"] }, "seatNumbers": { "start": 1, "order": "odd-even" } },
        { "id": "FLOOR", "type": "standing", "shape": "rect", "center": [0, 4], "width": 10, "height": 3, "capacity": 100 },
        { "id": "T1", "type": "table", "shape": "round", "center": [-9, 4], "radius": 0.8, "chairs": 6, "openSpaces": 2 },
        { "id": "T2", "type": "table", "shape": "rect", "center": [9, 4], "width": 2, "height": 1, "chairs": 4, "endChairs": 2, "sale": "whole" },
        { "id": "BOX", "type": "standing", "level": "balcony", "shape": "ellipse", "center": [0, 4], "width": 3, "height": 2,
          "capacity": 6, "sale": "whole" },
        { "id": "GA", "type": "standing", "level": "balcony", "shape": "polygon", "points": [[-8, 6], [-4, 6], [-6, 8]],
          "capacity": 20, "sale": "group", "minGroup": 2, "maxGroup": 6 }
      ],
      "wheelchair": ["ST-A-1"], "companion": ["ST-A-3"], "restrictedView": ["T1-2"] }
    """

    /// The venue with `edit` applied to its parsed JSON object.
    static func venue(editing edit: (inout [String: Any]) -> Void) -> Data {
        var object = (try? JSONSerialization.jsonObject(with: Data(venue.utf8))) as? [String: Any] ?? [:]
        edit(&object)
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// The venue with section `index` edited.
    static func section(_ index: Int, _ edit: @escaping (inout [String: Any]) -> Void) -> Data {
        venue { o in
            var sections = o["sections"] as! [[String: Any]]
            edit(&sections[index])
            o["sections"] = sections
        }
    }

    /// The venue with row `row` of its rows section edited.
    static func row(_ row: Int, _ edit: @escaping (inout [String: Any]) -> Void) -> Data {
        section(0) { s in
            var rows = s["rows"] as! [[String: Any]]
            edit(&rows[row])
            s["rows"] = rows
        }
    }

    /// A box bowl around an elliptic or rounded field, turned into an oval bowl.
    static func oval(shape: String = "ellipse", rings: [[String: Any]]? = nil) -> Data {
        var field: [String: Any] = ["width": 100, "height": 80, "shape": shape]
        if shape == "rounded" { field["cornerRadius"] = 20 }
        let object: [String: Any] = [
            "schema": 1, "name": "Oval", "field": field, "seat": ["size": 0.5, "spacing": 0.2],
            "bowl": ["follow": "field", "rings": rings ?? [["rows": 10, "offset": 5, "tribunes": ["count": 12], "aisle": 1.2]]],
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
