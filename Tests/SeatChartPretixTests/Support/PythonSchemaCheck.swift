import Foundation
import SeatChartTestSupport

/// Validates JSON documents against the pretix schema fixture with Python (Draft 7),
/// implementations independent of ours: `fastjsonschema` (compiled, so a plan of 150,000
/// seats takes a second or two) says whether a document is valid, and for one that is not,
/// `jsonschema` lists every error. `scripts/setup` installs both.
enum PythonSchemaCheck {
    /// What Python said about one document.
    struct Verdict {
        /// Whether the document validates.
        var isValid: Bool
        /// Python's messages (`PATH: MESSAGE`), empty when valid.
        var errors: [String]
    }

    private static let script = """
    import json, sys
    import fastjsonschema, jsonschema
    schema = json.load(open(sys.argv[1]))
    fast = fastjsonschema.compile(schema)
    validator = jsonschema.Draft7Validator(schema)
    for path in sys.argv[2:]:
        with open(path) as f:
            document = json.load(f)
        try:
            fast(document)
            errors = []
        except fastjsonschema.JsonSchemaValueException as refusal:
            errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
            if not errors:
                raise SystemExit(f"fastjsonschema and jsonschema disagree on {path}: {refusal.message}")
        print(json.dumps({"valid": not errors, "errors": [
            "/".join(map(str, e.absolute_path)) + ": " + e.message for e in errors]}))
    """

    /// Python's verdict on each document, in order.
    ///
    /// - Throws: when Python or `jsonschema` is missing or the script fails.
    static func verdicts(_ documents: [Data]) throws -> [Verdict] {
        let directory = ScratchFolder.make(prefix: "pretix-schema")
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (i, data) in documents.enumerated() {
            let url = directory.appendingPathComponent("plan\(i).json")
            try data.write(to: url)
            paths.append(url.path)
        }
        let scriptURL = directory.appendingPathComponent("check.py")
        try Data(script.utf8).write(to: scriptURL)
        let run = try CapturedRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", scriptURL.path, Fixture.path(Fixture.schema)] + paths)
        guard run.status == 0 else {
            throw CheckFailure(message: "python3 schema check failed (run scripts/setup, which installs fastjsonschema and jsonschema): \(run.stderr)")
        }
        let lines = run.stdout.split(separator: "\n")
        return try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return Verdict(isValid: object?["valid"] as? Bool ?? false, errors: object?["errors"] as? [String] ?? [])
        }
    }

    /// The check could not run.
    struct CheckFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
