// swift-tools-version: 6.0
import PackageDescription

/// Members of another module's extensions are visible only where that module is imported,
/// so a file's imports say what it uses (and a module cannot lean on Foundation by accident).
let explicitImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "contentc",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "contentc", targets: ["contentc"]),
        .executable(name: "contentc-preview", targets: ["contentc-preview"]),
        // What apps link: Foundation and swift-crypto only.
        .library(name: "ContentRuntime", targets: ["ContentRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // The preview's HTTP and WebSocket server: small, pure Swift, no other dependency.
        // Only contentc-preview links it, so `swift run contentc build` never builds it.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The system libyaml (Debian: libyaml-dev), not a vendored copy.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Our libyaml wrapper: events, the event tape the decoder reads, node trees, with 1-based marks.
        .target(name: "YAML", dependencies: ["CYAML"], swiftSettings: explicitImports),
        // The system libxml2 (Debian: libxml2-dev).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // Book metadata from EPUB/calibre OPF, ONIX, MARCXML and Google Books XML, parsed safely.
        .target(name: "BookMetadata", dependencies: ["CLibXML2"], swiftSettings: explicitImports),
        // The bundle types, their loader and the learner engine: what apps link.
        .target(
            name: "ContentRuntime",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: explicitImports
        ),
        // Sources → located model → rules → bundles; diagnostics.
        .target(
            name: "ContentCompiler",
            dependencies: ["YAML", "ContentRuntime", "BookMetadata", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: explicitImports
        ),
        // The command line: the only target that imports ArgumentParser.
        .executableTarget(
            name: "contentc",
            dependencies: [
                "ContentCompiler",
                "ContentRuntime",
                "BookMetadata",
                "YAML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: explicitImports
        ),
        // The preview's pages, rules-free: every rule comes from the learner engine.
        .target(name: "ContentPreview", dependencies: ["ContentCompiler", "ContentRuntime"], swiftSettings: explicitImports),
        // `contentc preview` runs this server, found beside contentc.
        .executableTarget(
            name: "contentc-preview",
            dependencies: [
                "ContentPreview",
                "ContentCompiler",
                "ContentRuntime",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: explicitImports
        ),
        // `swift run -c release contentc-benchmark`: compiler against a plain libyaml scan.
        .executableTarget(
            name: "contentc-benchmark",
            dependencies: ["CYAML"],
            swiftSettings: explicitImports
        ),
        // The README's app example, built with the package so that it cannot rot.
        .executableTarget(name: "read-library", dependencies: ["ContentRuntime"], path: "Examples/ReadLibrary", swiftSettings: explicitImports),
        // Test projects shared by the compiler's and the runtime's tests.
        .target(
            name: "ContentTestSupport", dependencies: ["ContentCompiler"], path: "Tests/ContentTestSupport",
            swiftSettings: explicitImports
        ),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "ContentTestSupport"], swiftSettings: explicitImports),
        .testTarget(name: "BookMetadataTests", dependencies: ["BookMetadata", "ContentTestSupport"], exclude: ["Golden", "Attacks"], swiftSettings: explicitImports),
        .testTarget(
            name: "ContentCompilerTests",
            dependencies: ["ContentCompiler", "ContentRuntime", "ContentTestSupport", "YAML"],
            exclude: ["Fixtures"],
            swiftSettings: explicitImports
        ),
        .testTarget(
            name: "ContentRuntimeTests",
            dependencies: ["ContentRuntime", "ContentCompiler", "ContentTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: explicitImports
        ),
        // contentc-preview: built beside contentc, for `contentc preview` to run.
        .testTarget(name: "contentcTests", dependencies: ["contentc", "contentc-preview", "ContentTestSupport"], swiftSettings: explicitImports),
        .testTarget(
            name: "ContentPreviewTests",
            dependencies: ["ContentPreview", "contentc-preview", "ContentTestSupport",
                           .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")],
            swiftSettings: explicitImports
        ),
        // The README's examples, built, run and compared with what the README quotes.
        .testTarget(name: "ExamplesTests", dependencies: ["read-library", "ContentRuntime", "ContentTestSupport"], swiftSettings: explicitImports),
    ]
)
