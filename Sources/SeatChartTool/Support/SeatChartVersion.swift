/// The version `seatchart --version` prints.
enum SeatChartVersion {
    static let current = "0.1.0"
}
