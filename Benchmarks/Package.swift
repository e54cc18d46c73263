// swift-tools-version: 6.1
// Benchmarks for seatchart, kept in a package of their own so that building or testing
// the root package (and every user of the library) never builds the benchmark tooling.
// Run from this folder:  swift package benchmark --target GeometryBenchmarks
// (see ../BENCHMARKS.md). Each benchmark target lives in Benchmarks/<Target>/.
import PackageDescription

/// A package found by path is known by the name of its folder, which is whatever the
/// clone is called: take it from the folder above this one.
let root = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "seatchart").lowercased()

/// A benchmark target `name` in Benchmarks/<name>/, using the root package's `product`.
func benchmarkTarget(_ name: String, using product: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: product, package: root),
            .product(name: "Benchmark", package: "benchmark"),
        ],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "SeatChartBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Path containment and other geometry kernels.
        benchmarkTarget("GeometryBenchmarks", using: "SeatChartGeometry"),
        // Loading stadium files: parse, check, lay out every seat with its cell.
        benchmarkTarget("LayoutBenchmarks", using: "SeatChart"),
        // Hit testing: batches of points on the mega stadium, and building the index.
        benchmarkTarget("HitTestingBenchmarks", using: "SeatChart"),
        // Charts from other tools: a seats.io chart imported, laid out and rendered.
        benchmarkTarget("ImportBenchmarks", using: "SeatChart"),
        // Events and seasons: a season hold over 40 events against a hold in one.
        benchmarkTarget("EventBenchmarks", using: "SeatChart"),
    ]
)
