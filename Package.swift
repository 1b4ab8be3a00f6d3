// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Arrange",
    products: [
        .library(name: "Arrange", targets: ["Arrange"]),
        .executable(name: "arrange", targets: ["arrange"]),
        .executable(name: "arrange-bench", targets: ["ArrangeBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The layout engine and SwiftUI's layout API. Depends on Foundation only, so it can serve
        // platforms without the text and graphics libraries later targets link.
        .target(name: "ArrangeCore"),
        // What users import: re-exports the core (and, later, text and rendering).
        .target(name: "Arrange", dependencies: ["ArrangeCore"]),
        // The seed documents' layouts, shared by the command line, the tests and the benchmarks.
        .target(name: "ArrangeExamples", dependencies: ["Arrange"]),
        .executableTarget(
            name: "arrange",
            dependencies: [
                "Arrange", "ArrangeExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "ArrangeBenchmarks", dependencies: ["Arrange"]),
        .testTarget(name: "ArrangeTests", dependencies: ["Arrange", "ArrangeExamples"]),
    ],
    swiftLanguageModes: [.v6]
)
