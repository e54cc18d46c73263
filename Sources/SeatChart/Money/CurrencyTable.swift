/// The currencies of ISO 4217 (list one, the codes in circulation in 2025) with the digits of
/// their minor units, and the symbols English-speaking buyers know them by.
///
/// Funds, precious metals and testing codes (`XAU`, `XDR`, `XTS`, `XXX` ...) are left out:
/// nobody pays for a seat in them.
enum CurrencyTable {
    /// Minor-unit digits by code.
    static let minorDigits: [String: Int] = {
        var table: [String: Int] = [:]
        for code in twoDigits.split(separator: " ") { table[String(code)] = 2 }
        for code in noDigits.split(separator: " ") { table[String(code)] = 0 }
        for code in threeDigits.split(separator: " ") { table[String(code)] = 3 }
        for code in fourDigits.split(separator: " ") { table[String(code)] = 4 }
        return table
    }()

    /// Currencies with cents (two digits).
    private static let twoDigits = """
        AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN \
        BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP \
        GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT \
        LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN \
        NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE \
        SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES \
        WST XCD XCG YER ZAR ZMW ZWG
        """
    /// Currencies without a minor unit.
    private static let noDigits = "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF"
    /// Currencies with three digits.
    private static let threeDigits = "BHD IQD JOD KWD LYD OMR TND"
    /// Currencies with four digits (units of account).
    private static let fourDigits = "CLF UYW"

    /// Symbols written before the amount, as English speakers read them; the others are
    /// written with their code.
    static let symbols: [String: String] = [
        "GBP": "£", "EUR": "€", "USD": "$", "JPY": "¥", "INR": "₹", "KRW": "₩", "ILS": "₪",
        "VND": "₫", "PHP": "₱", "NGN": "₦", "UAH": "₴", "AUD": "A$", "CAD": "CA$", "NZD": "NZ$",
        "HKD": "HK$", "SGD": "S$", "MXN": "MX$", "BRL": "R$", "TWD": "NT$", "CNY": "CN¥",
    ]
}
