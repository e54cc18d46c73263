/// A price category: seats of one category share a colour and a price.
public struct Category: Hashable, Sendable {
    /// Its id, used in classes (`cat-A`) and on the command line.
    public var id: String
    /// Its display name.
    public var name: String
    /// Its colour, a CSS colour such as `#c9a227`.
    public var color: String
    /// Its price, if known.
    public var price: Double?

    /// Creates a category.
    public init(id: String, name: String, color: String, price: Double? = nil) {
        self.id = id
        self.name = name
        self.color = color
        self.price = price
    }

    /// The id reported for seats without a category.
    public static let noneID = "none"

    /// Colours for the categories of an imported chart that gives none, in turn.
    public static let palette = ["#3b6fb6", "#c9a227", "#5f9e4a", "#b64b3b", "#7f4a91", "#3ba3a3", "#d37f2c", "#6b6b6b"]
}
