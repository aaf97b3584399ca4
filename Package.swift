// swift-tools-version:6.1
// Pinwheel: UICollectionViewLayout math (the wheel, the circle, the parallax list, iCarousel's carousels, Swiper's slider,
// masonry, justified rows and the CSS grid) served over HTTP.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Pinwheel",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "WireFormat", targets: ["WireFormat"]),
        // For the fuzzer (Fuzz/Package.swift), which builds the request path without the transport.
        .library(name: "HTTPCore", targets: ["HTTPCore"]),
        .library(name: "PinwheelAPI", targets: ["PinwheelAPI"]),
        // For the performance tools (Performance/Package.swift): the tests' seeded numbers and lengths.
        .library(name: "TestSupport", targets: ["TestSupport"]),
        .executable(name: "pinwheel", targets: ["pinwheel"]),
        // Writes clients/fixtures/ from the server's code (clients/fixtures/README.md).
        .executable(name: "pinwheel-fixtures", targets: ["pinwheel-fixtures"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // Tests only: reads openapi.yaml to check it against the parameter table.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // Pure layout math: value types in, attributes out. No I/O, no HTTP.
        .target(name: "LayoutEngine", swiftSettings: swiftSettings),
        // The engine's answers as bytes: the JSON writer, the shortest-digits printer, CSS text. No HTTP.
        .target(name: "WireFormat", dependencies: ["LayoutEngine"], swiftSettings: swiftSettings),
        // libmicrohttpd, found through pkg-config.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // HTTP without a transport: request and response values, the route table, middleware.
        .target(
            name: "HTTPCore",
            dependencies: [
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            swiftSettings: swiftSettings
        ),
        // The only code that touches libmicrohttpd: C callbacks in, HTTPCore requests out.
        .target(
            name: "MicroHTTPServer",
            dependencies: [
                "CMicroHTTPD",
                "HTTPCore",
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: swiftSettings
        ),
        // The HTTP API: the parameter table, query validation, requests, problem+json, routes, size tables.
        .target(
            name: "PinwheelAPI",
            dependencies: [
                "LayoutEngine",
                "WireFormat",
                "HTTPCore",
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            // Symlinks: openapi.yaml, the web client's demo pages and the demo page's scripts
            // (DemoPage.scripts serves them, and DemoPageTests fails when clients/web/demo holds
            // another file), the home screen's description (clients/fixtures/home-screen.json,
            // which DemoPage.homeScreen serves), and its module folder (clients/web/module), every
            // file of which is embedded; WebModule.files serves them, and WebModuleTests fails
            // when the folder and that list disagree.
            resources: [
                .embedInCode("Resources/openapi.yaml"), .embedInCode("Resources/demo.html"),
                .embedInCode("Resources/demo.js"), .embedInCode("Resources/demo-layouts.js"),
                .embedInCode("Resources/demo-home.js"), .embedInCode("Resources/home-screen.json"),
                .embedInCode("Resources/first-frame.html"), .embedInCode("Resources/web"),
            ],
            swiftSettings: swiftSettings
        ),
        // The executable: argument parsing and wiring only.
        .executableTarget(
            name: "pinwheel",
            dependencies: [
                "PinwheelAPI",
                "WireFormat",
                "HTTPCore",
                "MicroHTTPServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: swiftSettings
        ),
        // What every client must compute as the server does (the canonical size text and ids, the
        // layout facts), as the files of clients/fixtures/; the server itself does not embed them.
        .target(
            name: "ClientFixtures",
            dependencies: [
                "PinwheelAPI", "LayoutEngine", "HTTPCore", .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Tools/ClientFixtures",
            swiftSettings: swiftSettings
        ),
        // The tool that writes them: argument parsing and wiring only.
        .executableTarget(
            name: "pinwheel-fixtures",
            dependencies: ["ClientFixtures", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tools/pinwheel-fixtures",
            swiftSettings: swiftSettings
        ),
        // Writes openapi.yaml's parameter lists from the parameter table (scripts/openapi-parameters).
        .executableTarget(
            name: "OpenAPIParameterTool",
            dependencies: [
                "PinwheelAPI", "LayoutEngine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/OpenAPIParameterTool",
            swiftSettings: swiftSettings
        ),
        // A raw-socket HTTP client for the tests that speak to the real server.
        .target(name: "HTTPTestClient", path: "Tests/HTTPTestClient", swiftSettings: swiftSettings),
        // What the test targets share: a seeded random number generator, and item lengths drawn from it.
        .target(
            name: "TestSupport", dependencies: ["LayoutEngine"], path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "WireFormatTests", dependencies: ["WireFormat", "LayoutEngine", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "HTTPCoreTests",
            dependencies: [
                "HTTPCore", "MicroHTTPServer", "HTTPTestClient",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MicroHTTPServerTests",
            dependencies: [
                "HTTPCore", "MicroHTTPServer", "HTTPTestClient", .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PinwheelAPITests",
            dependencies: [
                "PinwheelAPI", "LayoutEngine", "WireFormat", "HTTPCore", "MicroHTTPServer", "HTTPTestClient", "TestSupport",
                "OpenAPIParameterTool", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ClientFixturesTests", dependencies: ["ClientFixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "pinwheelTests",
            dependencies: [
                "pinwheel", "PinwheelAPI", "HTTPCore", "HTTPTestClient", "LayoutEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
