import ArgumentParser

/// `--by NAME`: the clerk who makes a box-office change (`release`, `block`, `unblock`),
/// logged as its actor; `history` shows it apart from the holder whose seat it was.
struct ClerkOption: ParsableArguments {
    @Option(name: .customLong("by"), help: ArgumentHelp(
        "Who makes the change (the clerk), as the log records it (default: \"box office\").", valueName: "name"))
    var name: String?

    func validate() throws {
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--by: expected the clerk's name, found an empty one")
        }
    }
}

extension ClerkOption: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.name = name.map(word) }
    }
}
