// swift-tools-version: 6.0
import PackageDescription

// An Open Graph card server: SwiftUI code (Arrange) rendered to PNG, JPEG, WebP or SVG per
// request, served by Hummingbird. Its own package, so Arrange itself does not depend on a server.
let package = Package(
    name: "CardServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "card-server", targets: ["card-server"]),
    ],
    dependencies: [
        // Arrange, from this repository.
        .package(name: "Arrange", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // The card, the request parsing, the cache and the routes: a library, so the tests can
        // build the same application the executable runs.
        .target(
            name: "CardServer",
            dependencies: [
                .product(name: "Arrange", package: "Arrange"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .executableTarget(name: "card-server", dependencies: ["CardServer"]),
        // Requests the server over loopback with Foundation's URLSession (HummingbirdTesting's live
        // client would bring in async-http-client and BoringSSL, minutes more of every CI build).
        .testTarget(name: "CardServerTests", dependencies: ["CardServer"]),
    ],
    swiftLanguageModes: [.v6]
)
