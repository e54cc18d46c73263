// swift-tools-version: 6.1
// Benchmarks for seatchart, kept in a package of their own so that building or testing
// the root package (and every user of the library) never builds the benchmark tooling.
// Run from this folder:  swift package benchmark --target GeometryBenchmarks
// (see ../BENCHMARKS.md). Each benchmark target lives in Benchmarks/<Target>/.
import PackageDescription

/// A package found by path is known by the name of its folder, which is whatever the
/// clone is called: take it from the folder above this one.
let root = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "seatchart").lowercased()

let package = Package(
    name: "SeatChartBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Path containment and other geometry kernels.
        .executableTarget(
            name: "GeometryBenchmarks",
            dependencies: [
                .product(name: "SeatChartGeometry", package: root),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/GeometryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Loading stadium files: parse, check, lay out every seat with its cell.
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "SeatChart", package: root),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Hit testing: batches of points on the mega stadium, and building the index.
        .executableTarget(
            name: "HitTestingBenchmarks",
            dependencies: [
                .product(name: "SeatChart", package: root),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/HitTestingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
