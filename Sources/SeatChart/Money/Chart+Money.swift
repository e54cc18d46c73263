extension Chart {
    /// The price of category `index` in whole minor units of the chart's currency, or `nil`
    /// when the category has none.
    public func price(ofCategory index: Int) -> Money? {
        guard categories.indices.contains(index), let price = categories[index].price else { return nil }
        return Money(amount: price, currency: currency)
    }

    /// The price of the seat at `index` (its category's), or `nil`.
    public func price(ofSeat index: Int) -> Money? {
        seats[index].category.flatMap(price(ofCategory:))
    }

    /// How this chart's prices are written.
    public var moneyFormat: MoneyFormat { MoneyFormat(currency: currency) }

    /// A category as people read it: its name and price, "Lower Tier · £55" (its id when it
    /// has no name, no price when it has none).
    public func categoryText(_ index: Int) -> String {
        let category = categories[index]
        var text = category.name.isEmpty ? category.id : category.name
        if let price = price(ofCategory: index) { text += " · " + price.formatted }
        return text
    }
}
