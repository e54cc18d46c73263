import SeatChartJSON
import SeatChartSale

extension JSONBody {
    /// The standing areas a hold or give-back names: `[{"id": "FLOOR", "quantity": 4}]`, at
    /// most `maximumCount` of them, each quantity a whole number from 1 to `maximumCount`
    /// (left out for an area sold whole, or to give back all of the holder's places).
    static func areas(_ value: JSONValue, at place: String, maximumCount: Int) throws -> [AreaRequest] {
        let elements = try elements(value, at: place, maximumCount: maximumCount, what: ("areas ({\"id\", \"quantity\"})", "areas"))
        return try elements.enumerated().map { index, element in
            let at = "\(place)[\(index)]"
            let fields = try members(of: element, at: at, allowed: ["id", "quantity"])
            guard let id = fields["id"] else { throw APIError.badRequest("expected the area's id", place: "\(at).id") }
            let quantity = try fields["quantity"].map { try integer($0, at: "\(at).quantity", in: 1...maximumCount) }
            return AreaRequest(id: try string(id, at: "\(at).id"), quantity: quantity)
        }
    }
}
