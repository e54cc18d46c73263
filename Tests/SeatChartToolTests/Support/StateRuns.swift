import Foundation
import SeatChartTestSupport
import Testing

/// The built binary on one state, named by `$SEATCHART_STATE`: the events' and seasons'
/// tests run every command so.
protocol StateRuns {}

extension StateRuns {
    /// `seatchart arguments` on `state`.
    func run(_ arguments: [String], state: String) throws -> CapturedRun {
        try SeatChartProcess.run(arguments, environment: ["SEATCHART_STATE": state])
    }

    /// The same, expected to exit 0; its standard output.
    @discardableResult
    func ok(_ arguments: [String], state: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run(arguments, state: state)
        #expect(result.status == 0, "\(arguments): \(result.stdout)\(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }
}
