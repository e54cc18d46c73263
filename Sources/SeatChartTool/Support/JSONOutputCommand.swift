import ArgumentParser

/// A command with a `--json` flag that prints its answer as one JSON document: `script
/// --json` adds the flag to its lines (see ``ScriptCommand``).
protocol JSONOutputCommand: ParsableCommand {}

extension AreaCommand: JSONOutputCommand {}
extension BestCommand: JSONOutputCommand {}
extension BlockCommand: JSONOutputCommand {}
extension BookCommand: JSONOutputCommand {}
extension BookingsCommand: JSONOutputCommand {}
extension DeselectCommand: JSONOutputCommand {}
extension HistoryCommand: JSONOutputCommand {}
extension HitCommand: JSONOutputCommand {}
extension InfoCommand: JSONOutputCommand {}
extension ReleaseCommand: JSONOutputCommand {}
extension SeatsCommand: JSONOutputCommand {}
extension SelectCommand: JSONOutputCommand {}
extension StatusCommand: JSONOutputCommand {}
extension UnblockCommand: JSONOutputCommand {}
extension ValidateCommand: JSONOutputCommand {}
