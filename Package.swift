// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Arrange",
    products: [
        .library(name: "Arrange", targets: ["Arrange"]),
        // Apple's module names on Linux, for files that compile unchanged on both: list them with
        // `condition: .when(platforms: [.linux])` (README, "The same files on a Mac and on Linux").
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "os", targets: ["LinuxOS"]),
        .library(name: "FoundationAdditions", targets: ["FoundationAdditions"]),
        .library(name: "CoreLocation", targets: ["LinuxCoreLocation"]),
        .library(name: "UniformTypeIdentifiers", targets: ["LinuxUniformTypeIdentifiers"]),
        .library(name: "Network", targets: ["LinuxNetwork"]),
        .library(name: "UserNotifications", targets: ["LinuxUserNotifications"]),
        .library(name: "WebKit", targets: ["LinuxWebKit"]),
        .library(name: "MapKit", targets: ["LinuxMapKit"]),
        .library(name: "Charts", targets: ["LinuxCharts"]),
        .library(name: "CoreTransferable", targets: ["LinuxCoreTransferable"]),
        .library(name: "PhotosUI", targets: ["LinuxPhotosUI"]),
        .library(name: "AuthenticationServices", targets: ["LinuxAuthenticationServices"]),
        .library(name: "CoreData", targets: ["LinuxCoreData"]),
        .library(name: "Contacts", targets: ["LinuxContacts"]),
        .executable(name: "arrange", targets: ["arrange"]),
        .executable(name: "arrange-bench", targets: ["ArrangeBenchmarks"]),
        .executable(name: "arrange-render-bench", targets: ["ArrangeRenderBenchmarks"]),
        // How closely the system font measures like SF Pro (docs/text-calibration.md).
        .executable(name: "arrange-text-calibration", targets: ["ArrangeTextCalibration"]),
        // The Open Graph card server of `Examples/CardServer`.
        .executable(name: "card-server", targets: ["card-server"]),
        // For the fuzz package in `Fuzz/` only.
        .library(name: "ArrangeFuzzing", targets: ["ArrangeFuzzing"]),
        // Snapshot strategies for views (PNG, SVG, frame dumps) and device presets, for
        // pointfreeco's swift-snapshot-testing; a product of its own so `Arrange` does not pull it in.
        .library(name: "ArrangeSnapshotTesting", targets: ["ArrangeSnapshotTesting"]),
        // ViewInspector's API over Arrange's views (Arrange's own, named `ViewInspector` so test
        // files written for nalexn/ViewInspector compile unchanged): list it with
        // `condition: .when(platforms: [.linux])` beside ViewInspector itself for Apple's platforms.
        .library(name: "ViewInspector", targets: ["ViewInspector"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Combine's API (`ObservableObject`, `@Published`, publishers) for Linux, which has no Combine.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `#Preview` and `@Previewable` are macros, implemented on swift-syntax (`ArrangeMacros`).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // `assertSnapshot` and `Snapshotting`, which `ArrangeSnapshotTesting` gives strategies for views.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The HTTP server of `arrange preview` and of the card server (never the library). Without
        // its default `ConfigurationSupport` trait, which would build swift-configuration for
        // nothing: both servers are configured in code.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        // Hummingbird's own networking packages, named for the card server's connection handlers
        // (its read timeout and request limits): the versions Hummingbird already resolves.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
    ],
    targets: [
        // The layout engine and SwiftUI's layout API. Depends on Foundation and OpenCombine only
        // (Combine's API in portable Swift with a small C helper, for `ObservableObject` and the
        // property wrappers the view graph installs), so it can serve platforms without the text
        // and graphics libraries later targets link.
        .target(
            name: "ArrangeCore",
            dependencies: ["CArrangeStack", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // The calling thread's stack bounds, which only C can ask glibc for (see
        // include/arrange_stack.h): the engine moves deep recursion to a fresh stack in time.
        .target(name: "CArrangeStack"),
        // The system's text libraries, each linked through its own system-library target so the
        // core stays free of them. The README's commands install their -dev packages when missing.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // UAX #14 and UAX #9 from the system's ICU, called from C so no ICU header meets
        // Foundation's own ICU copy in a Swift module (see include/arrange_icu.h).
        .target(
            name: "CArrangeICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // Text: fonts, shaping, line breaking and SwiftUI's Text API, on top of the core.
        .target(
            name: "ArrangeText",
            dependencies: ["ArrangeCore", "FoundationAdditions", "CFreeType", "CFontconfig", "CHarfBuzz", "CArrangeICU"]
        ),
        // Drawing: Cairo draws PNG, JPEG, WebP and PDF output; libpng and libjpeg read images and
        // write them, libwebp writes WebP; SVG is written directly.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // libdeflate compresses the smallest PNGs (whole-buffer DEFLATE, smaller than zlib at
        // its best; see arrange_png_encode_deflate in CArrangePNG).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // libjpeg's and libpng's fatal errors need setjmp/longjmp, which only C can do
        // (include/arrange_jpeg.h, include/arrange_png.h); PNG rows are filtered and framed
        // around libdeflate's stream in C too (arrange_png_encode_deflate).
        .target(name: "CArrangeJPEG", dependencies: ["CJPEG"], linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "CArrangePNG", dependencies: ["CPNG", "CDeflate"], linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]),
        // Rendering (SVG, PNG, JPEG, WebP, PDF), images and `ImageRenderer`, on top of the core and text.
        .target(
            name: "ArrangeRender",
            dependencies: ["ArrangeCore", "ArrangeText", "LinuxCoreTransferable", "LinuxUniformTypeIdentifiers", "FoundationAdditions", "CCairo", "CPNG", "CJPEG", "CArrangeJPEG", "CArrangePNG", "CWebP"]
        ),
        // The compiler plug-in that expands `#Preview` and `@Previewable` (swift-syntax). Only the
        // previews target names it, so the engine and everything below it build without swift-syntax.
        .macro(
            name: "ArrangeMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // The start and end of the section `#Preview` expansions put their records in, which only
        // C can name (include/arrange_previews.h).
        .target(name: "CArrangePreviews"),
        // `#Preview`, `@Previewable`, `Preview`, `PreviewTrait` and the registry of the previews
        // a program carries (`PreviewRegistry`, found at run time without the Objective-C runtime).
        .target(name: "ArrangePreviews", dependencies: ["ArrangeCore", "ArrangeMacros", "CArrangePreviews"]),
        // What users import: re-exports the core, text and rendering, previews, and OpenCombine (so
        // `ObservableObject` and `@Published` come with `import Arrange`, as with `import SwiftUI`).
        .target(
            name: "Arrange",
            dependencies: ["ArrangeCore", "ArrangeText", "ArrangeRender", "ArrangePreviews", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // Apple's module names over Arrange's, for files written for Apple's platforms: `SwiftUI`
        // re-exports `Arrange` with `UIKit` and `Combine`, as `import SwiftUI` brings them on iOS;
        // `UIKit` and `CoreGraphics` re-export the stand-ins Arrange declares for their types;
        // `Combine` is OpenCombine with Foundation's schedulers and publishers.
        .target(name: "SwiftUI", dependencies: ["Arrange", "UIKit", "Combine", "LinuxCoreTransferable", "LinuxCoreData"]),
        // ViewInspector's API (inspect, find, tap, ViewHosting, InspectionEmissary) over view
        // values and Arrange's hosts, for test targets; imports XCTest as ViewInspector does.
        .target(name: "ViewInspector", dependencies: ["SwiftUI", "UIKit", "ArrangeCore", "ArrangeText", "ArrangeRender", "ArrangePreviews"]),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "ArrangeCore", "ArrangeText", "ArrangeRender", "FoundationAdditions", "_Testing_UIKit"]),
        .target(name: "CoreGraphics", dependencies: ["ArrangeCore", "_Testing_CoreGraphics"]),
        // Linux's `SwiftData` (Arrange's own module): SwiftData's API over an in-memory store —
        // `@Model` (its macros are in `ArrangeMacros`), contexts, containers, fetch descriptors —
        // and its SwiftUI side: `@Query`, `modelContainer`, `\.modelContext`.
        .target(name: "SwiftData", dependencies: ["ArrangeCore", "ArrangeMacros"]),
        // Linux's `OSLog` (Arrange's own module): `Logger` and `os_log`, written to standard error.
        .target(name: "OSLog"),
        // The Apple frameworks below are Arrange's own modules under a `Linux` name (`LinuxNetwork`
        // for `Network`), each its products' and `arrange`'s `-module-alias` give Apple's name:
        // SwiftPM keeps every module in one folder, and dependencies that test
        // `#if canImport(Network)` (SwiftNIO, Hummingbird, swift-custom-dump…) would otherwise take
        // their Apple-only paths when built after them.
        // Linux's `os` (`Logger`, `os_log` from `OSLog`, and `OSAllocatedUnfairLock`),
        // `CoreLocation` (coordinates, locations, a manager with no position, a geocoder without
        // a network) and `UniformTypeIdentifiers` (`UTType` and the system's declared types),
        // Arrange's own modules so that app files importing them compile unchanged.
        .target(name: "LinuxOS", dependencies: ["OSLog"], path: "Sources/os"),
        // Foundation API Linux's Foundation lacks (`String(localized:)`, `String.LocalizationValue`,
        // `LocalizedStringResource`) and the string tables they read; `SwiftUI` re-exports it.
        .target(name: "FoundationAdditions"),
        // Linux's `Contacts`: contacts and postal addresses, their formatters, a store with no contacts.
        .target(name: "LinuxContacts", path: "Sources/Contacts"),
        .target(name: "LinuxCoreLocation", dependencies: ["LinuxContacts"], path: "Sources/CoreLocation"),
        .target(name: "LinuxUniformTypeIdentifiers", path: "Sources/UniformTypeIdentifiers"),
        // `Network` (a path monitor that is always online), `UserNotifications` (a centre that
        // keeps requests and never delivers them) and `WebKit` (`WKWebView`, and SwiftUI's
        // `WebView` drawn as a placeholder): Arrange's own, for app files that import them.
        .target(name: "LinuxNetwork", path: "Sources/Network"),
        .target(name: "LinuxUserNotifications", path: "Sources/UserNotifications"),
        .target(name: "LinuxWebKit", dependencies: ["Arrange", "ArrangeCore", "UIKit"], path: "Sources/WebKit"),
        // `MapKit`: map geometry, items and local search (which fails: no map service), and
        // SwiftUI's `Map` drawn as a plain area with its markers placed by coordinate.
        .target(name: "LinuxMapKit", dependencies: ["Arrange", "ArrangeCore", "LinuxCoreLocation"], path: "Sources/MapKit"),
        // `Charts`: Swift Charts' API, drawn as its charts look at rest.
        .target(name: "LinuxCharts", dependencies: ["Arrange", "ArrangeCore"], path: "Sources/Charts"),
        // `CoreTransferable` (`Transferable` and its representations, which `ShareLink`, drag and
        // drop and the photo picker use) and `PhotosUI` (`PhotosPicker`, with no photo library).
        .target(name: "LinuxCoreTransferable", dependencies: ["LinuxUniformTypeIdentifiers"], path: "Sources/CoreTransferable"),
        .target(name: "LinuxPhotosUI", dependencies: ["Arrange", "ArrangeCore", "LinuxCoreTransferable"], path: "Sources/PhotosUI"),
        // `AuthenticationServices`: Sign in with Apple and web sign-in, with no Apple ID or browser.
        .target(name: "LinuxAuthenticationServices", dependencies: ["Arrange", "ArrangeCore", "UIKit"], path: "Sources/AuthenticationServices"),
        // Linux's `CoreData`: managed objects, contexts and containers over an in-memory store,
        // models read from `.xcdatamodeld`, and SwiftUI's `@FetchRequest` (re-exported by `SwiftUI`).
        .target(name: "LinuxCoreData", dependencies: ["ArrangeCore", "Combine", "FoundationAdditions"], path: "Sources/CoreData"),
        // Swift Testing's cross-import overlays for UIKit and CoreGraphics, which Linux toolchains
        // declare but do not ship: without them a test file importing `Testing` and `SwiftUI`,
        // `UIKit` or `CoreGraphics` cannot compile. Built before those modules, so always there.
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
        ),
        // The preview program's side of `arrange preview` and `arrange render --preview`: the CLI
        // compiles the user's files with a generated `main.swift` that calls `PreviewAgent.run`,
        // linking the objects of this target and those below it from the CLI's own build. It
        // serves pictures, inspector records and taps over standard input and output. Not part of
        // the `Arrange` product (the CLI depends on it, so its objects are built with the CLI).
        // It names `SwiftUI` so that preview programs can import Apple's module names too.
        // Process supervision in C (prctl is variadic): a preview program dies with its parent.
        .target(name: "CArrangeProcess"),
        .target(name: "ArrangePreviewAgent", dependencies: ["Arrange", "ArrangeCore", "ArrangeRender", "ArrangePreviews", "CArrangeProcess", "SwiftUI", "SwiftData", "OSLog", "LinuxOS", "LinuxCoreLocation", "LinuxUniformTypeIdentifiers", "LinuxNetwork", "LinuxUserNotifications", "LinuxWebKit", "LinuxMapKit", "LinuxCharts", "LinuxPhotosUI", "LinuxAuthenticationServices", "LinuxCoreData", "LinuxContacts"]),
        // How the CLI compiles a preview program against the build it came from (the compiler
        // flags and objects SwiftPM used); a library so the preview tests compile with it too.
        .target(name: "ArrangePreviewToolchain"),
        // The seed documents' layouts, shared by the command line, the tests and the benchmarks.
        // The profile picture is drawn by `scripts/assets/ProfilePicture.svg` (rsvg-convert).
        .target(name: "ArrangeExamples", dependencies: ["Arrange"], resources: [.copy("Resources")]),
        .executableTarget(
            name: "arrange",
            dependencies: [
                "Arrange", "ArrangeExamples", "ArrangePreviewAgent", "ArrangePreviewToolchain", "LinuxCoreData",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .executableTarget(name: "ArrangeBenchmarks", dependencies: ["Arrange"]),
        // CPU per stage (build and layout, drawing, encoding) of rendering an Open Graph card,
        // and the encoders' settings compared on it. Names the core, text and rendering rather
        // than `Arrange`, so its release build needs no swift-syntax.
        .executableTarget(name: "ArrangeRenderBenchmarks", dependencies: ["ArrangeCore", "ArrangeText", "ArrangeRender", "CCairo"]),
        // The text calibration: the system font's widths and line breaks against SF Pro's.
        .executableTarget(name: "ArrangeTextCalibration", dependencies: ["ArrangeCore", "ArrangeText"]),
        // Fuzz inputs: bytes decoded into view trees of every kind, and the invariants a layout
        // of one must keep. Shared by the libFuzzer target (`Fuzz/`, its own package, built with
        // the sanitizers) and the tests that replay its crash inputs and check properties. It names
        // the core, text and rendering rather than `Arrange`, so the sanitized fuzz build never
        // builds swift-syntax or the macro plug-in.
        .target(
            name: "ArrangeFuzzing",
            dependencies: ["ArrangeCore", "ArrangeText", "ArrangeRender", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // Strategies for swift-snapshot-testing: views as PNG (compared with a tolerance, failures
        // written with a difference image), SVG and frame dumps, at a fixed size, the ideal size
        // or a device preset's screen. Uses the renderer's package API (display list, Cairo, PNG).
        .target(
            name: "ArrangeSnapshotTesting",
            dependencies: [
                "Arrange", "ArrangeCore", "ArrangeRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // An Open Graph card server (`Examples/CardServer`): SwiftUI code drawn to PNG, JPEG, WebP
        // or SVG per request, served by Hummingbird. Its library holds the card, the request
        // parsing, the cache, the render queue, the connection limits and the routes, so its tests
        // build the application the executable runs.
        .target(
            name: "CardServer",
            dependencies: [
                "Arrange", .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            path: "Examples/CardServer/Sources/CardServer"
        ),
        .executableTarget(name: "card-server", dependencies: ["CardServer"], path: "Examples/CardServer/Sources/card-server"),
        // The README's ViewInspector example (`Examples/InspectedApp`, whose own manifest lists
        // Arrange's `ViewInspector` product for Linux): its app and its two test targets, built here
        // too so CI runs them.
        .target(name: "InspectedApp", dependencies: ["SwiftUI", "Combine"], path: "Examples/InspectedApp/Sources/InspectedApp"),
        // The README's portable package (`Examples/PortableApp`, whose own manifest lists Arrange's
        // modules for Linux only): its files, which import SwiftUI, UIKit, Combine and
        // CoreGraphics, built here against those modules, and its tests.
        .target(
            name: "PortableApp",
            dependencies: ["SwiftUI", "UIKit", "Combine", "CoreGraphics"],
            path: "Examples/PortableApp/Sources/PortableApp"
        ),

        // The tests, one target per module so that working on one module builds only its tests
        // (`scripts/check.sh TARGET…`). The core's tests name the core and text modules only, so
        // they build without swift-syntax, the renderer or the macro plug-in.
        //
        // Helpers several test targets share: the cases' shorthand, control hosts, a lock-protected
        // recorder, a seeded generator.
        .target(name: "ArrangeTestSupport", dependencies: ["ArrangeCore", "ArrangeText"], path: "Tests/ArrangeTestSupport"),
        // Helpers of the tests that look at pixels: PNGs decoded through Cairo, command-line
        // renderers (rsvg-convert, pdfinfo) to compare against.
        .target(
            name: "ArrangeRenderTestSupport",
            dependencies: ["ArrangeCore", "ArrangeText", "ArrangeRender", "CCairo"],
            path: "Tests/ArrangeRenderTestSupport"
        ),
        // The engine, containers, modifiers, state, environment, interaction and the worked cases.
        .testTarget(name: "ArrangeCoreTests", dependencies: ["ArrangeCore", "ArrangeText", "ArrangeTestSupport"]),
        // Fonts, shaping, line breaking and `Text`'s API.
        .testTarget(
            name: "ArrangeTextTests",
            dependencies: ["ArrangeCore", "ArrangeText", "ArrangeRender", "ArrangeTestSupport", "ArrangeRenderTestSupport", "CFreeType"]
        ),
        // Drawing: every output format, images, effects, and the pictures of controls and screens.
        .testTarget(
            name: "ArrangeRenderTests",
            dependencies: [
                "ArrangeCore", "ArrangeText", "ArrangeRender", "ArrangeTestSupport", "ArrangeRenderTestSupport",
                "CWebP", "CJPEG", "CArrangeJPEG", "CCairo",
            ]
        ),
        // `import Arrange` as users write it: the seed documents' samples, whole screens, the
        // inspector and the documentation's examples.
        .testTarget(
            name: "ArrangeTests",
            dependencies: ["Arrange", "ArrangeExamples", "ArrangeTestSupport", "ArrangeRenderTestSupport", "SwiftUI", "SwiftData", "OSLog", "LinuxOS", "LinuxCoreLocation", "LinuxUniformTypeIdentifiers", "LinuxNetwork", "LinuxUserNotifications", "LinuxWebKit", "LinuxMapKit", "LinuxCharts", "LinuxPhotosUI", "LinuxAuthenticationServices", "LinuxCoreData", "LinuxContacts"],
            // The tests import the Apple frameworks by Apple's names, as app files do.
            swiftSettings: [.unsafeFlags(["-module-alias", "os=LinuxOS", "-module-alias", "CoreLocation=LinuxCoreLocation", "-module-alias", "UniformTypeIdentifiers=LinuxUniformTypeIdentifiers", "-module-alias", "Network=LinuxNetwork", "-module-alias", "UserNotifications=LinuxUserNotifications", "-module-alias", "WebKit=LinuxWebKit", "-module-alias", "MapKit=LinuxMapKit", "-module-alias", "Charts=LinuxCharts", "-module-alias", "CoreTransferable=LinuxCoreTransferable", "-module-alias", "PhotosUI=LinuxPhotosUI", "-module-alias", "AuthenticationServices=LinuxAuthenticationServices", "-module-alias", "CoreData=LinuxCoreData", "-module-alias", "Contacts=LinuxContacts"])]
        ),
        // `#Preview` and `@Previewable` (expanded by the real plug-in through the compiler), the
        // preview registry and agent, and `arrange preview`/`arrange render` end to end.
        .testTarget(
            name: "ArrangePreviewTests",
            dependencies: ["Arrange", "ArrangePreviews", "ArrangePreviewAgent", "ArrangePreviewToolchain", "ArrangeRenderTestSupport"],
            // An app folder the tests hand to `arrange`, not sources of the tests.
            exclude: ["Fixtures"]
        ),
        // The SwiftData stand-in: models, contexts, fetches, observation and `@Query` in views.
        .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "Arrange", "ArrangeTestSupport"]),
        // The Core Data stand-in: models, contexts, fetches, relationships and `@FetchRequest` in views.
        .testTarget(name: "CoreDataTests", dependencies: ["LinuxCoreData", "Arrange", "ArrangeTestSupport"],
                    swiftSettings: [.unsafeFlags(["-module-alias", "CoreData=LinuxCoreData", "-module-alias", "Contacts=LinuxContacts"])]),
        // The fuzz corpus and regressions replayed, and properties checked on decoded trees.
        .testTarget(name: "ArrangeFuzzingTests", dependencies: ["ArrangeFuzzing", "ArrangeCore", "ArrangeTestSupport"]),
        // The snapshot strategies' own tests; their references are committed in `__Snapshots__`.
        .testTarget(
            name: "ArrangeSnapshotTestingTests",
            dependencies: ["Arrange", "ArrangeRender", "ArrangeSnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
        // The card server over loopback (Foundation's URLSession: HummingbirdTesting's live client
        // would bring in async-http-client and BoringSSL, minutes more of every CI build).
        .testTarget(name: "CardServerTests", dependencies: ["CardServer"], path: "Examples/CardServer/Tests/CardServerTests"),
        // The portable package's tests, unchanged: Swift Testing with `import SwiftUI`.
        // The ViewInspector module's own tests, in XCTest (as ViewInspector's users write them)
        // and Swift Testing. Swift 5 mode, as most existing ViewInspector suites are: their
        // nonisolated `XCTestCase` methods build main-actor views (corelibs XCTest cannot run
        // `@MainActor` test methods).
        .testTarget(name: "ViewInspectorTests", dependencies: ["ViewInspector", "SwiftUI", "ArrangeExamples"],
                    resources: [.copy("Localizations")], swiftSettings: [.swiftLanguageMode(.v5)]),
        // ViewInspector's own test suite, ported: each upstream test file's checks rewritten as
        // our own tests (docs/viewinspector/suite-results.md has the count and what is skipped).
        .testTarget(name: "ViewInspectorSuiteTests", dependencies: ["ViewInspector", "SwiftUI"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "InspectedAppXCTests", dependencies: ["InspectedApp", "SwiftUI", "ViewInspector"],
                    path: "Examples/InspectedApp/Tests/InspectedAppXCTests", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "InspectedAppSwiftTests", dependencies: ["InspectedApp", "SwiftUI", "ViewInspector"],
                    path: "Examples/InspectedApp/Tests/InspectedAppSwiftTests"),
        .testTarget(name: "PortableAppTests", dependencies: ["PortableApp", "SwiftUI"], path: "Examples/PortableApp/Tests/PortableAppTests"),
    ],
    swiftLanguageModes: [.v6]
)

// `scripts/check.sh TARGET…` sets ARRANGE_CHECK_TARGETS to the test targets it runs, and
// `scripts/fuzz.sh` to `ArrangeFuzzing` for the fuzz package: the package then declares those
// targets and only what they need — targets, the products made of them and the packages they use
// — so `swift build --build-tests` builds nothing else (no swift-syntax for the core's tests, no
// servers, no other tests) and resolving clones nothing else. The build folder is shared with
// full builds; a target's objects do not depend on which others are declared.
if let selection = Context.environment["ARRANGE_CHECK_TARGETS"], !selection.isEmpty {
    let chosen = Set(selection.split(separator: ",").map { String($0) })
    // What a test target runs besides what it links: the preview tests start `arrange`.
    let companions: [String: [String]] = ["ArrangePreviewTests": ["arrange"]]
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set<String>()
    var packagesUsed = Set<String>()
    var pending = Array(chosen) + chosen.flatMap { companions[$0] ?? [] }
    while let name = pending.popLast() {
        guard let target = byName[name], kept.insert(name).inserted else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            case .productItem(_, let package?, _, _): packagesUsed.insert(package.lowercased())
            default: break
            }
        }
    }
    package.targets = package.targets.filter { kept.contains($0.name) }
    package.products = package.products.filter { product in
        guard let library = product as? Product.Library else { return false }
        return library.targets.allSatisfy(kept.contains)
    }
    package.dependencies = package.dependencies.filter { dependency in
        guard case .sourceControl(_, let location, _) = dependency.kind else { return true }
        let name = location.split(separator: "/").last.map { String($0).lowercased() } ?? ""
        return packagesUsed.contains(name.hasSuffix(".git") ? String(name.dropLast(4)) : name)
    }
}
