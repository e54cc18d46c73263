import Foundation
import SeatChartJSON
import SeatChartStore

/// How the sale's changes print (`select`, `deselect`, `book`, `release`, `best`): a line
/// of text, or with `--json` one document, also for a refusal.
enum ChangeOutput {
    /// The help of the commands' `--json` flag.
    static let jsonHelp = #"Print one JSON document: {"holder", "seats", "unchanged", "expiresAt"}; refused: {"refused": [{"seat", "state", "yours"}], "message"}."#

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
            if json { Swift.print(CommandJSON.line(document(refusal))) }
            throw refusal
        }
        Swift.print(json ? CommandJSON.line(document(result)) : text(result))
    }

    /// The document of a change.
    static func document(_ change: SelectionChange) -> JSONValue {
        .object([
            JSONMember("holder", CommandJSON.text(change.holder)),
            JSONMember("seats", .array(change.changed.map { .string($0) })),
            JSONMember("unchanged", .array(change.unchanged.map { .string($0) })),
            JSONMember("expiresAt", CommandJSON.text(change.expiresAt.map(StateOutput.time))),
        ])
    }

    /// The document of a refusal: each seat in the way with its state, and whether it is
    /// the asker's own (never another holder's name).
    static func document(_ refusal: SelectionRefusal) -> JSONValue {
        .object([
            JSONMember("refused", .array(refusal.conflicts.map {
                .object([JSONMember("seat", .string($0.seatID)), JSONMember("state", .string($0.state.rawValue)),
                         JSONMember("yours", .bool($0.isOwn))])
            })),
            JSONMember("message", .string(refusal.message)),
        ])
    }
}
