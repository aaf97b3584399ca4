// swift-tools-version:6.1
// Pinwheel's performance package, kept apart so the main build stays lean: the micro-benchmarks
// (ordo-one/benchmark; its plugin takes them only from a folder named Benchmarks/), the engine
// ceiling of http/bench-http (ceiling/EngineCeiling: bare libmicrohttpd computing Pinwheel's
// answers) and the tools (Tools/: dtoa-check, grids-bench, writer-loop). It builds the library
// products of the package above. http/ holds the HTTP benchmarks, scripts rather than targets
// (bench-http, callgrind-http, profile-http: the server under load against the ceilings); every
// target below names its path, so SwiftPM looks nowhere else.
//
//     cd Performance && swift package --allow-writing-to-package-directory benchmark
//     swift build -c release --package-path Performance --product EngineCeiling
//     cd Performance && swift run -c release dtoa-check 100000000
//
// See ../BENCHMARKS.md for what each benchmark measures and the figures measured so far.
import PackageDescription

let package = Package(
    name: "PinwheelPerformance",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Pinwheel", path: ".."),
        // Only the malloc interposer trait: it backs the mallocCountTotal metric.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "LayoutEngine", package: "Pinwheel"),
                .product(name: "PinwheelAPI", package: "Pinwheel"),
                .product(name: "WireFormat", package: "Pinwheel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // libmicrohttpd, found through pkg-config, for the engine ceiling alone.
        .systemLibrary(name: "CLibMicroHTTPD", path: "ceiling/CLibMicroHTTPD", pkgConfig: "libmicrohttpd"),
        .executableTarget(
            name: "EngineCeiling",
            dependencies: [
                "CLibMicroHTTPD",
                .product(name: "LayoutEngine", package: "Pinwheel"),
                .product(name: "PinwheelAPI", package: "Pinwheel"),
                .product(name: "WireFormat", package: "Pinwheel"),
            ],
            path: "ceiling/EngineCeiling"
        ),
        // The JSON writer's numbers against Swift's `description` over random doubles:
        // `swift run -c release dtoa-check 100000000`.
        .executableTarget(
            name: "dtoa-check",
            dependencies: [
                .product(name: "LayoutEngine", package: "Pinwheel"),
                .product(name: "PinwheelAPI", package: "Pinwheel"),
                .product(name: "WireFormat", package: "Pinwheel"),
                .product(name: "TestSupport", package: "Pinwheel"),
            ],
            path: "Tools/dtoa-check"
        ),
        // The grids' first walk, checkpoint memory and window cost (docs/GRID.md §4):
        // `swift run -c release grids-bench`.
        .executableTarget(
            name: "grids-bench",
            dependencies: [
                .product(name: "LayoutEngine", package: "Pinwheel"), .product(name: "TestSupport", package: "Pinwheel"),
            ],
            path: "Tools/grids-bench"
        ),
        // One answer encoded again and again, to count instructions in with callgrind.
        .executableTarget(
            name: "writer-loop",
            dependencies: [
                .product(name: "HTTPCore", package: "Pinwheel"),
                .product(name: "LayoutEngine", package: "Pinwheel"),
                .product(name: "PinwheelAPI", package: "Pinwheel"),
                .product(name: "WireFormat", package: "Pinwheel"),
            ],
            path: "Tools/writer-loop"
        ),
    ]
)
