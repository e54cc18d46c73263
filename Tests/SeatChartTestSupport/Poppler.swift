import Foundation

/// poppler's programs (Debian: poppler-utils), which read the PDFs the tests write as a
/// reader would: their pages, their fonts, their text and their pictures.
public enum Poppler {
    /// The path of poppler's program `name`.
    ///
    /// - Throws: when it is not installed, saying how to install it.
    public static func tool(_ name: String) throws -> String {
        for folder in ["/usr/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        throw ServerProcessError(message: "\(name) is not installed: run scripts/setup (apt install poppler-utils)")
    }

    /// What `name` prints about the PDF at `path` (`pdfinfo`, `pdffonts`, `pdftotext … -`).
    public static func run(_ name: String, _ arguments: [String]) throws -> CapturedRun {
        try CapturedRun.run(URL(fileURLWithPath: try tool(name)), arguments)
    }

    /// The PDF at `path`'s first page drawn at 96 dots an inch (one CSS pixel a dot).
    public static func page(_ path: String) throws -> PNGPixels? {
        let stem = path + "-page"
        let run = try self.run("pdftoppm", ["-png", "-r", "96", "-singlefile", path, stem])
        guard run.status == 0 else { throw ServerProcessError(message: "pdftoppm cannot draw \(path): \(run.stderr)") }
        return PNGPixels(path: stem + ".png")
    }
}
