// swift-tools-version:6.1
// Pinwheel's libFuzzer target, in its own package so that the main build never sees it: it
// builds the package above's HTTPCore, PinwheelAPI and WireFormat products as they are. Built by scripts/fuzz:
//
//     swift build --package-path Fuzz -c release --scratch-path .build-fuzz/build \
//       --disable-build-manifest-caching -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
//       -Xswiftc -enable-testing
//
// `main.swift` runs libFuzzer's driver on the fuzz target; see README.md beside this file.
import PackageDescription

let package = Package(
    name: "PinwheelFuzz",
    dependencies: [
        .package(name: "Pinwheel", path: ".."),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .executableTarget(
            name: "pinwheel-fuzz",
            dependencies: [
                .product(name: "PinwheelAPI", package: "Pinwheel"),
                .product(name: "HTTPCore", package: "Pinwheel"),
                .product(name: "LayoutEngine", package: "Pinwheel"),
                .product(name: "WireFormat", package: "Pinwheel"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Sources/PinwheelFuzz",
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("MemberImportVisibility"),
                .enableUpcomingFeature("InternalImportsByDefault"),
            ]
        )
    ]
)
