// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "seatchart",
    platforms: [.macOS(.v15)],
    products: [
        // The engine: geometry, stadium layout, hit testing, SVG, selection state, pretix plans,
        // seats.io charts, PNG and PDF, tickets.
        .library(
            name: "SeatChart",
            targets: [
                "SeatChartGeometry", "SeatChartConcurrency", "SeatChartJSON", "SeatChart", "SeatChartHitTesting",
                "SeatChartSVG", "SeatChartStore", "SeatChartSQLite", "SeatChartSale", "SeatChartPretix", "SeatChartSeatsio",
                "SeatChartRaster", "SeatChartPaint", "SeatChartTicket",
            ]
        ),
        // The geometry alone (points, transforms, paths), for users and the benchmarks.
        .library(name: "SeatChartGeometry", targets: ["SeatChartGeometry"]),
        .executable(name: "seatchart", targets: ["SeatChartTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // No traits: the server uses neither swift-configuration's readers nor the URL-encoded
        // form coders. With its two default traits SwiftPM passed their `-D` flags in a random
        // order at each new build plan, and every such plan compiled Hummingbird again.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // NIOHTTPTypes, already built for Hummingbird: the HTTP parts a connection handler sees.
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // HMAC-SHA256 for hold tokens (already built for postgres-nio's sign-in).
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    ],
    targets: [
        // libxml2 from the system (Debian: libxml2-dev).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // librsvg, cairo and fontconfig, loaded when a picture is first drawn so that a command
        // that draws none starts without them (Sources/CRasterLibraries/include/CRasterLibraries.h,
        // docs/pictures.md). At run time they are the system's (Debian: librsvg2-2, libcairo2,
        // libfontconfig1); the build needs none of their headers.
        .target(name: "CRasterLibraries", linkerSettings: [.linkedLibrary("dl")]),
        // librsvg and cairo from the system (Debian: librsvg2-dev, libcairo2-dev): their headers, for
        // the check of CRasterLibraries' declarations against them (Tests/CRasterLibrariesABI).
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev", "libcairo2-dev"])]
        ),
        // zlib from the system (Debian: zlib1g-dev): the PNG writer's compression.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // fontconfig from the system (Debian: libfontconfig-dev, with libcairo2-dev): its header, for
        // the same check.
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        // Points, vectors, transforms and paths. Knows nothing of stadiums.
        .target(name: "SeatChartGeometry"),
        // Work shared over the cores (`ConcurrentWork`): the one way the other modules use them.
        .target(name: "SeatChartConcurrency"),
        // JSON: the value, the strict parser, paths, the writer, key suggestions, schema checks.
        .target(name: "SeatChartJSON", dependencies: ["SeatChartGeometry"]),
        // The chart model, the stadium file, the layout, seat shapes and views.
        .target(name: "SeatChart", dependencies: ["SeatChartGeometry", "SeatChartJSON", "SeatChartConcurrency"]),
        // Which seat or tribune lies under a point.
        .target(name: "SeatChartHitTesting", dependencies: ["SeatChart", "SeatChartGeometry"]),
        // SVG document model, libxml2 writer, and the chart-to-SVG layer.
        .target(name: "SeatChartSVG", dependencies: ["SeatChart", "SeatChartGeometry", "SeatChartConcurrency", "CLibXML2"]),
        // SVG documents to PNG and PDF (librsvg, cairo), and text measured with a font's metrics.
        .target(name: "SeatChartRaster", dependencies: ["SeatChartConcurrency", "CRasterLibraries", "CZlib"]),
        // A picture's draw list (SeatChartSVG's DrawList) painted straight onto a cairo image or
        // PDF surface: a chart's PNG and PDF without writing and reading its SVG.
        .target(name: "SeatChartPaint", dependencies: ["SeatChartGeometry", "SeatChartConcurrency", "SeatChartSVG", "SeatChartRaster", "CRasterLibraries", "CZlib"]),
        // A ticket's seat locator: the overview, the tribune and the text composed on one sheet.
        .target(name: "SeatChartTicket", dependencies: ["SeatChart", "SeatChartGeometry", "SeatChartConcurrency", "SeatChartSVG", "SeatChartRaster"]),
        // The selection state's contract, whatever keeps it: the store's protocol, the rules of a
        // sale (seats and standing areas), the log's replay and the state's dump.
        .target(
            name: "SeatChartStore",
            dependencies: ["SeatChart", "SeatChartGeometry", "SeatChartJSON", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // The selection state in a SQLite file (GRDB): the store of the command line and of one server.
        .target(
            name: "SeatChartSQLite",
            dependencies: ["SeatChart", "SeatChartStore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Holds, bookings and their history in PostgreSQL, for several servers selling one stadium.
        .target(
            name: "SeatChartPostgres",
            dependencies: [
                "SeatChart", "SeatChartJSON", "SeatChartStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The sale's rules over a chart and its selection state: what the command line and a server share.
        .target(
            name: "SeatChartSale",
            dependencies: [
                "SeatChart", "SeatChartGeometry", "SeatChartJSON", "SeatChartHitTesting", "SeatChartStore",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // pretix seating plans, in and out.
        .target(name: "SeatChartPretix", dependencies: ["SeatChart", "SeatChartGeometry", "SeatChartJSON"]),
        // seats.io charts, in (and out as stadium files).
        .target(name: "SeatChartSeatsio", dependencies: ["SeatChart", "SeatChartGeometry", "SeatChartJSON"]),
        // `seatchart serve`: the sale over HTTP (Hummingbird), its events, metrics and the viewer.
        .target(
            name: "SeatChartServer",
            dependencies: [
                "SeatChart", "SeatChartGeometry", "SeatChartJSON", "SeatChartHitTesting", "SeatChartSVG",
                "SeatChartStore", "SeatChartSale",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            exclude: ["Assets"],
            plugins: ["EmbedFiles"]
        ),
        // Writes the server's Assets (the OpenAPI document, the viewer) as Swift constants.
        .executableTarget(name: "EmbedFilesTool"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["EmbedFilesTool"]),
        // The `seatchart` command line.
        .executableTarget(
            name: "SeatChartTool",
            dependencies: [
                "SeatChart", "SeatChartGeometry", "SeatChartJSON", "SeatChartHitTesting", "SeatChartSVG",
                "SeatChartStore", "SeatChartSQLite", "SeatChartSale", "SeatChartPretix", "SeatChartSeatsio", "SeatChartServer", "SeatChartRaster",
                "SeatChartTicket", "SeatChartPostgres", "SeatChartPaint", "SeatChartConcurrency",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Renders PDFs and refusals for the AddressSanitizer check (`scripts/check-raster-asan`),
        // which builds it alone with `-sanitize=address`.
        .executableTarget(name: "RasterSanitizer", dependencies: ["SeatChartRaster"], path: "Tests/RasterSanitizer"),

        // What several test targets share: the repository's files, the shipped stadiums, the
        // example stadium of docs/stadium-file.md, small charts built in code, a seeded random
        // generator and the plain scan that hit answers are checked against.
        .target(
            name: "SeatChartTestSupport",
            dependencies: ["SeatChart", "SeatChartGeometry", "SeatChartHitTesting", "CRasterLibraries"],
            path: "Tests/SeatChartTestSupport"
        ),

        .testTarget(name: "SeatChartConcurrencyTests", dependencies: ["SeatChartConcurrency"]),
        .testTarget(
            name: "SeatChartGeometryTests",
            dependencies: ["SeatChartGeometry", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "SeatChartJSONTests", dependencies: ["SeatChartJSON", "SeatChartTestSupport"]),
        .testTarget(
            name: "SeatChartTests",
            dependencies: [
                "SeatChart", "SeatChartGeometry", "SeatChartJSON", "SeatChartTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SeatChartHitTestingTests",
            dependencies: ["SeatChartHitTesting", "SeatChart", "SeatChartGeometry", "SeatChartTestSupport"]
        ),
        .testTarget(
            name: "SeatChartSVGTests",
            dependencies: ["SeatChartSVG", "SeatChart", "SeatChartGeometry", "CLibXML2", "SeatChartTestSupport"],
            resources: [.copy("Golden")]
        ),
        // CRasterLibraries' types, fields and constants as the libraries' own headers have them.
        .target(name: "CRasterLibrariesABI", dependencies: ["CRasterLibraries", "CRsvg", "CFontconfig"], path: "Tests/CRasterLibrariesABI"),
        .testTarget(name: "SeatChartRasterTests", dependencies: ["SeatChartRaster", "SeatChartTestSupport", "CRasterLibraries", "CRasterLibrariesABI"]),
        .testTarget(
            name: "SeatChartPaintTests",
            dependencies: ["SeatChartPaint", "SeatChartSVG", "SeatChartRaster", "SeatChartTicket", "SeatChart", "SeatChartGeometry", "SeatChartTestSupport", "CZlib"]
        ),
        .testTarget(
            name: "SeatChartTicketTests",
            dependencies: ["SeatChartTicket", "SeatChartRaster", "SeatChartSVG", "SeatChart", "SeatChartGeometry", "SeatChartTestSupport"]
        ),
        .testTarget(
            name: "SeatChartStoreTests",
            dependencies: [
                "SeatChartStore", "SeatChartSQLite", "SeatChartPostgres", "SeatChart", "SeatChartGeometry", "SeatChartTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "SeatChartPostgresTests",
            dependencies: ["SeatChartPostgres", "SeatChartStore", "SeatChart", "SeatChartTestSupport"]
        ),
        .testTarget(
            name: "SeatChartSaleTests",
            dependencies: [
                "SeatChartSale", "SeatChartStore", "SeatChartSQLite", "SeatChart", "SeatChartGeometry", "SeatChartHitTesting",
                "SeatChartSVG", "SeatChartTestSupport",
            ]
        ),
        .testTarget(
            name: "SeatChartPretixTests",
            dependencies: [
                "SeatChartPretix", "SeatChartSeatsio", "SeatChart", "SeatChartGeometry", "SeatChartJSON", "SeatChartHitTesting",
                "SeatChartTestSupport", .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SeatChartSeatsioTests",
            dependencies: [
                "SeatChartSeatsio", "SeatChart", "SeatChartGeometry", "SeatChartJSON", "SeatChartHitTesting",
                "SeatChartTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SeatChartServerTests",
            dependencies: [
                "SeatChartServer", "SeatChartSale", "SeatChartStore", "SeatChartSQLite", "SeatChart", "SeatChartJSON",
                "SeatChartPostgres", "SeatChartTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // End-to-end: runs the built `seatchart` and checks stdout, stderr and exit code.
        // Its `--help` snapshots are text files read from the source tree.
        .testTarget(
            name: "SeatChartToolTests",
            dependencies: [
                "SeatChartTool", "SeatChart", "SeatChartGeometry", "SeatChartJSON", "SeatChartTestSupport",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["HelpSnapshots"]
        ),
    ]
)

// With SEATCHART_OPTIMIZED_TESTS=1 (set by `scripts/test`) the engine's modules and the tests'
// support are built optimized in the debug build, since the tests lay out, write and paint the
// shipped stadiums hundreds of times (docs/tests.md; docs/perf-log.md, "The test run, 369 s to
// 279-293 s"). It comes from the environment because a package that depends on this one may not
// use unsafe flags.
let optimizedForTests: Set<String> = [
    "SeatChartGeometry", "SeatChartConcurrency", "SeatChartJSON", "SeatChart", "SeatChartHitTesting", "SeatChartSVG",
    "SeatChartRaster", "SeatChartPaint", "SeatChartTicket", "SeatChartPretix", "SeatChartSeatsio",
    "SeatChartStore", "SeatChartSale", "SeatChartTestSupport",
]
if Context.environment["SEATCHART_OPTIMIZED_TESTS"] == "1" {
    for target in package.targets where optimizedForTests.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug))]
    }
}
