// swift-tools-version: 6.1
// The same files on a Mac and on Linux: on Apple's platforms `import SwiftUI`, `UIKit`, `Combine`
// and `CoreGraphics` are Apple's frameworks; on Linux they are Arrange's modules of those names,
// listed only for Linux. Copy this manifest, and point the Arrange dependency at a release
// (`.package(url: "https://github.com/…/Arrange", from: "…")`) instead of this checkout.
import PackageDescription

let package = Package(
    name: "PortableApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "PortableApp", targets: ["PortableApp"])],
    dependencies: [.package(name: "Arrange", path: "../..")],
    targets: [
        .target(
            name: "PortableApp",
            dependencies: [
                .product(name: "SwiftUI", package: "Arrange", condition: .when(platforms: [.linux])),
                .product(name: "UIKit", package: "Arrange", condition: .when(platforms: [.linux])),
                .product(name: "Combine", package: "Arrange", condition: .when(platforms: [.linux])),
                .product(name: "CoreGraphics", package: "Arrange", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "PortableAppTests",
            dependencies: ["PortableApp", .product(name: "SwiftUI", package: "Arrange", condition: .when(platforms: [.linux]))]
        ),
    ],
    swiftLanguageModes: [.v6]
)
