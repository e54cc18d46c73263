import Foundation
import PackagePlugin

/// Compiles the files under a target's `Assets` folder into the target, as Swift string
/// constants (`EmbeddedFiles.swift`), so that the binary serves them without files beside it.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let assets = target.directoryURL.appending(path: "Assets")
        var files: [URL] = []
        if let walker = FileManager.default.enumerator(at: assets, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(url)
            }
        }
        files.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) files of \(target.name)",
                executable: try context.tool(named: "EmbedFilesTool").url,
                arguments: [output.path, assets.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
