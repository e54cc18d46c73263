import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// Event keys, start times and prices as typed.
@Suite struct EventKeyTests {
    @Test(arguments: ["spring-gala", "A", "match_01", String(repeating: "x", count: 64)])
    func wellFormedKeysPass(_ key: String) {
        #expect(EventKey.isValid(key))
    }

    @Test(arguments: ["", "two words", "ümlaut", "a/b", "a.b", String(repeating: "x", count: 65), "a\nb"])
    func otherKeysAreRefusedNamingThem(_ key: String) throws {
        #expect(!EventKey.isValid(key))
        let error = try #require(throws: InputError.self) { try EventKey.check(key, file: "command line", place: "KEY") }
        #expect(error.description.contains("KEY") && error.description.contains("expected an event key"))
    }

    @Test func startsAreISO8601WithAnOffset() throws {
        #expect(EventTime.date("2027-04-18T19:30:00+01:00") != nil)
        #expect(EventTime.date("2027-04-18T18:30:00Z") != nil)
        #expect(EventTime.date("2027-04-18T18:30:00.250Z") != nil)
        #expect(EventTime.date("2027-04-18 19:30") == nil)
        #expect(EventTime.date("tomorrow") == nil)
        #expect(throws: InputError.self) { try EventTime.check("2027-04-18", file: "command line", place: "--starts") }
    }

    @Test func pricesAreCategoriesOfTheChartInItsMinorUnits() throws {
        var chart = TestCharts.pricedBowl()
        chart.currency = Currency(code: "GBP")
        let ids = chart.categories.map(\.id)
        let prices = try EventPrices.parse(["\(ids[0])=65", "\(ids[1])=48.5"], chart: chart, file: "command line", place: "--price")
        #expect(prices == [ids[0]: 6500, ids[1]: 4850])
        let error = try #require(throws: InputError.self) {
            try EventPrices.parse(["NOPE=1", "\(ids[0])=1.234", "\(ids[1])=-4", "nothing"], chart: chart, file: "command line", place: "--price")
        }
        #expect(error.problems.count == 4, "every problem named at once: \(error)")
        #expect(error.description.contains("NOPE") && error.description.contains("1.234") && error.description.contains("CATEGORY=AMOUNT"))
    }

    @Test func anEventsPricesReplaceTheChartsForItsSale() {
        let chart = TestCharts.pricedBowl()
        let first = chart.categories[0]
        let event = SaleEvent(key: "gala", prices: [first.id: 9900])
        let priced = event.pricing(chart)
        #expect(priced.price(ofCategory: 0)?.minorUnits == 9900)
        #expect(priced.categories[1].price == chart.categories[1].price)
        #expect(SaleEvent(key: "plain").pricing(chart).categories == chart.categories)
    }
}
