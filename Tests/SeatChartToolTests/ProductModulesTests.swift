import Foundation
import SeatChartTestSupport
import Testing

/// The `seatchart` product is built from the modules under `Sources/` only. A module under
/// `Tests/` in its dependencies (SeatChartTestSupport imports Testing) breaks the release build
/// of `scripts/render-all` and `scripts/install`, which the tests' debug build does not show, and
/// makes the binary load the test libraries at every start. Read from the manifest as SwiftPM
/// evaluates it (`swift package dump-package`).
@Suite(.onWaitingThreads) struct ProductModulesTests {
    @Test func theBinaryIsBuiltFromTheSourcesAlone() throws {
        let dump = try CapturedRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "--ignore-lock", "dump-package"], in: RepositoryFiles.root)
        #expect(dump.status == 0, "\(dump.stderr.suffix(2000))")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let byName = Dictionary(targets.compactMap { target in (target["name"] as? String).map { ($0, target) } },
                                uniquingKeysWith: { first, _ in first })
        let products = try #require(manifest["products"] as? [[String: Any]])
        let product = try #require(products.first { $0["name"] as? String == "seatchart" })
        var pending = try #require(product["targets"] as? [String]), modules: Set<String> = []
        while let name = pending.popLast() {
            guard modules.insert(name).inserted, let target = byName[name] else { continue }
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // `byName` and `target` name a module of this package; `product` one of another.
                for key in ["byName", "target"] {
                    if let names = dependency[key] as? [Any], let first = names.first as? String { pending.append(first) }
                }
            }
        }
        #expect(modules.contains("SeatChartServer") && modules.contains("SeatChartSQLite"), "\(modules.sorted())")
        let fromTests = modules.filter { name in
            (byName[name]?["path"] as? String)?.hasPrefix("Tests") == true || byName[name]?["type"] as? String == "test"
        }
        #expect(fromTests.isEmpty, "the seatchart product depends on modules under Tests/: \(fromTests.sorted())")
    }

    /// librsvg, cairo and fontconfig are loaded when a picture is first drawn
    /// (CRasterLibraries), so the binary's start does not load them, nor the libraries they
    /// bring: the dynamic loader's list of what it loads at the start (what `ldd` prints) has none.
    @Test func theBinaryStartsWithoutTheRasterLibraries() throws {
        let listed = try CapturedRun.run(SeatChartProcess.executable, [], environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("libswiftCore"), "the list: \(listed.stdout)")
        for library in ["librsvg", "libcairo", "libfontconfig", "libpango", "libgobject"] {
            #expect(!listed.stdout.contains(library), "\(library) is loaded at the start: \(listed.stdout)")
        }
    }
}
