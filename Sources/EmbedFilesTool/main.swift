import Foundation

// Writes a Swift file holding each given file's text as a raw string literal:
//   EmbedFilesTool OUTPUT ASSETS-FOLDER FILE...
// The constants are keyed by the file's path under the assets folder.

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: EmbedFilesTool OUTPUT ASSETS-FOLDER FILE...\n".utf8))
    exit(2)
}
let output = arguments[1]
let folder = URL(fileURLWithPath: arguments[2]).standardizedFileURL.path + "/"

/// A raw string literal that holds `text` exactly: more `#` than any run in the text.
func literal(_ text: String) -> String {
    var longest = 0, run = 0
    for character in text.unicodeScalars {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

var source = """
    // Written by EmbedFilesTool from the target's Assets folder at build time; not committed.

    /// The files of the target's `Assets` folder, compiled in.
    enum EmbeddedFiles {
        /// Each file's text by its path under `Assets`.
        static let files: [String: String] = [

    """
for path in arguments.dropFirst(3) {
    let standard = URL(fileURLWithPath: path).standardizedFileURL.path
    guard standard.hasPrefix(folder) else { continue }
    let name = String(standard.dropFirst(folder.count))
    guard let data = FileManager.default.contents(atPath: standard), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("EmbedFilesTool: \(standard) is not UTF-8 text\n".utf8))
        exit(1)
    }
    source += "        \(literal(name)): \(literal(text)),\n"
}
source += "    ]\n}\n"
// An unchanged file is left as it is: the build reruns this tool whenever the tool itself is
// linked again (a product-only build and a plugin's build each link it), and a rewritten file,
// even the same text, would compile the server's module and link the binary again.
if FileManager.default.contents(atPath: output) == Data(source.utf8) { exit(0) }
do {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("EmbedFilesTool: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
