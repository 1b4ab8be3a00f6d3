// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "ShopKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "ShopKit", targets: ["ShopKit"]),
    ],
    dependencies: [
        .package(path: "../Theme"),
    ],
    targets: [
        .target(
            name: "ShopKit",
            dependencies: ["ShopModels", .product(name: "Theme", package: "Theme")],
            resources: [.process("Resources")]
        ),
        .target(name: "ShopModels", swiftSettings: [.define("SHOP_MODELS")]),
    ]
)
