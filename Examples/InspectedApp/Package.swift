// swift-tools-version: 6.1
// An app whose view tests are written with ViewInspector's API and run on Linux against
// Arrange's `ViewInspector` module: one test target in XCTest, one in Swift Testing. On a Mac the
// same files run against ViewInspector itself — add
//     .package(url: "https://github.com/nalexn/ViewInspector", from: "0.10.0")
// and list its `ViewInspector` product with `condition: .when(platforms: [.iOS, .macOS])` beside
// Arrange's, which is listed for Linux only. Point the Arrange dependency at a release instead of
// this checkout when you copy the manifest.
import PackageDescription

let linuxOnly: TargetDependencyCondition = .when(platforms: [.linux])

let package = Package(
    name: "InspectedApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "InspectedApp", targets: ["InspectedApp"])],
    dependencies: [.package(name: "Arrange", path: "../..")],
    targets: [
        .target(
            name: "InspectedApp",
            dependencies: [
                .product(name: "SwiftUI", package: "Arrange", condition: linuxOnly),
                .product(name: "Combine", package: "Arrange", condition: linuxOnly),
            ]
        ),
        // XCTest, in Swift 5 mode as most existing ViewInspector suites are.
        .testTarget(
            name: "InspectedAppXCTests",
            dependencies: [
                "InspectedApp",
                .product(name: "SwiftUI", package: "Arrange", condition: linuxOnly),
                .product(name: "ViewInspector", package: "Arrange", condition: linuxOnly),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Swift Testing, in Swift 6 mode: the suites run on the main actor.
        .testTarget(
            name: "InspectedAppSwiftTests",
            dependencies: [
                "InspectedApp",
                .product(name: "SwiftUI", package: "Arrange", condition: linuxOnly),
                .product(name: "ViewInspector", package: "Arrange", condition: linuxOnly),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
