import Foundation
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// How the sale's changes print (`select`, `deselect`, `book`, `release`, `best`): a line
/// of text, or with `--json` one document, also for a refusal.
enum ChangeOutput {
    /// The help of the commands' `--json` flag.
    static let jsonHelp = #"Print one JSON document: {"holder", "seats", "unchanged", "expiresAt"}, then "places" when places of standing areas changed; refused: {"refused": [{"seat", "state", "yours"}], "message"}."#

    /// Runs `change` and prints its result: `text` of it, or with `json` the document
    /// `{"holder", "seats", "unchanged", "expiresAt"}` (the seats changed, those already so,
    /// and the holds' expiry or null). A refusal prints `{"refused": [{"seat", "state",
    /// "yours"}], "message"}` before it ends the command (exit 1, the message on standard
    /// error as without `--json`).
    static func print(json: Bool, text: (SelectionChange) -> String, _ change: () throws -> SelectionChange) throws {
        let result: SelectionChange
        do {
            result = try change()
        } catch let refusal as SelectionRefusal {
            if json { Swift.print(SaleJSON.line(SaleJSON.refusal(refusal))) }
            throw refusal
        }
        Swift.print(json ? SaleJSON.line(SaleJSON.change(result)) : text(result))
    }
}
