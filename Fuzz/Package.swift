// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer target, a package of its own so that ordinary builds and the tests never need
// the sanitizer flags. Build and run it with `bash scripts/fuzz.sh [seconds]`, which passes
// `-sanitize=fuzzer,address -parse-as-library`. The decoder and the invariants it checks live in
// the main package's `ArrangeFuzzing` library, which the regression and property tests call too.
let package = Package(
    name: "ArrangeFuzz",
    dependencies: [.package(name: "Arrange", path: "..")],
    targets: [
        .executableTarget(
            name: "ArrangeFuzzer",
            dependencies: [.product(name: "ArrangeFuzzing", package: "Arrange")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
