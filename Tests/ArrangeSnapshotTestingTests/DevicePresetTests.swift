import Arrange
import ArrangeSnapshotTesting
import Foundation
import Testing

/// The presets' numbers, as docs/ios-metrics.md ("Device screens") gives them: portrait size,
/// scale, portrait top/bottom insets, landscape side/bottom insets, landscape width class.
struct PresetExpectation: Sendable, CustomTestStringConvertible {
    var name: String
    var preset: @Sendable (ViewImageConfig.Orientation) -> ViewImageConfig
    var portraitDefault: ViewImageConfig
    var width: CGFloat, height: CGFloat, scale: CGFloat
    var top: CGFloat, bottom: CGFloat
    var landscapeSides: CGFloat, landscapeTop: CGFloat, landscapeBottom: CGFloat
    var landscapeWidthClass: UserInterfaceSizeClass
    var landscapeHeightClass: UserInterfaceSizeClass
    var portraitWidthClass: UserInterfaceSizeClass

    var testDescription: String { name }

    static func phone(_ name: String, _ preset: @escaping @Sendable (ViewImageConfig.Orientation) -> ViewImageConfig, _ portraitDefault: ViewImageConfig,
                      _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat,
                      sides: CGFloat, landscapeBottom: CGFloat, landscapeWidth: UserInterfaceSizeClass) -> PresetExpectation {
        PresetExpectation(name: name, preset: preset, portraitDefault: portraitDefault, width: width, height: height, scale: scale,
                          top: top, bottom: bottom, landscapeSides: sides, landscapeTop: 0, landscapeBottom: landscapeBottom,
                          landscapeWidthClass: landscapeWidth, landscapeHeightClass: .compact, portraitWidthClass: .compact)
    }

    static func pad(_ name: String, _ preset: @escaping @Sendable (ViewImageConfig.Orientation) -> ViewImageConfig, _ portraitDefault: ViewImageConfig,
                    _ width: CGFloat, _ height: CGFloat) -> PresetExpectation {
        PresetExpectation(name: name, preset: preset, portraitDefault: portraitDefault, width: width, height: height, scale: 2,
                          top: 24, bottom: 20, landscapeSides: 0, landscapeTop: 24, landscapeBottom: 20,
                          landscapeWidthClass: .regular, landscapeHeightClass: .regular, portraitWidthClass: .regular)
    }
}

let presetExpectations: [PresetExpectation] = [
    .phone("iPhone SE (3rd generation)", { ViewImageConfig.iPhoneSE3($0) }, .iPhoneSE3, 375, 667, scale: 2, top: 20, bottom: 0, sides: 0, landscapeBottom: 0, landscapeWidth: .compact),
    .phone("iPhone 15", { ViewImageConfig.iPhone15($0) }, .iPhone15, 393, 852, scale: 3, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .compact),
    .phone("iPhone 15 Plus", { ViewImageConfig.iPhone15Plus($0) }, .iPhone15Plus, 430, 932, scale: 3, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .regular),
    .phone("iPhone 15 Pro", { ViewImageConfig.iPhone15Pro($0) }, .iPhone15Pro, 393, 852, scale: 3, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .compact),
    .phone("iPhone 15 Pro Max", { ViewImageConfig.iPhone15ProMax($0) }, .iPhone15ProMax, 430, 932, scale: 3, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .regular),
    .phone("iPhone 16", { ViewImageConfig.iPhone16($0) }, .iPhone16, 393, 852, scale: 3, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .compact),
    .phone("iPhone 16 Plus", { ViewImageConfig.iPhone16Plus($0) }, .iPhone16Plus, 430, 932, scale: 3, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .regular),
    .phone("iPhone 16 Pro", { ViewImageConfig.iPhone16Pro($0) }, .iPhone16Pro, 402, 874, scale: 3, top: 62, bottom: 34, sides: 62, landscapeBottom: 21, landscapeWidth: .compact),
    .phone("iPhone 16 Pro Max", { ViewImageConfig.iPhone16ProMax($0) }, .iPhone16ProMax, 440, 956, scale: 3, top: 62, bottom: 34, sides: 62, landscapeBottom: 21, landscapeWidth: .regular),
    .pad("iPad (10th generation)", { ViewImageConfig.iPad10($0) }, .iPad10, 820, 1180),
    .pad("iPad Air 11-inch", { ViewImageConfig.iPadAir11($0) }, .iPadAir11, 820, 1180),
    .pad("iPad Air 13-inch", { ViewImageConfig.iPadAir13($0) }, .iPadAir13, 1024, 1366),
    .pad("iPad Pro 11-inch", { ViewImageConfig.iPadPro11($0) }, .iPadPro11, 834, 1210),
    .pad("iPad Pro 13-inch", { ViewImageConfig.iPadPro13($0) }, .iPadPro13, 1032, 1376),
    .pad("iPad mini", { ViewImageConfig.iPadMini($0) }, .iPadMini, 744, 1133),
]

@Suite @MainActor struct DevicePresetTests {
    @Test(arguments: presetExpectations)
    func portraitPresetHasTheScreenSizeSafeAreaScaleAndSizeClasses(_ expected: PresetExpectation) {
        let config = expected.preset(.portrait)
        #expect(config.size == CGSize(width: expected.width, height: expected.height))
        #expect(config.safeArea == EdgeInsets(top: expected.top, leading: 0, bottom: expected.bottom, trailing: 0))
        #expect(config.displayScale == expected.scale)
        #expect(config.horizontalSizeClass == expected.portraitWidthClass)
        #expect(config.verticalSizeClass == .regular)
    }

    @Test(arguments: presetExpectations)
    func landscapePresetHasTheTurnedScreenSizeSafeAreaScaleAndSizeClasses(_ expected: PresetExpectation) {
        let config = expected.preset(.landscape)
        #expect(config.size == CGSize(width: expected.height, height: expected.width))
        #expect(config.safeArea == EdgeInsets(top: expected.landscapeTop, leading: expected.landscapeSides,
                                              bottom: expected.landscapeBottom, trailing: expected.landscapeSides))
        #expect(config.displayScale == expected.scale)
        #expect(config.horizontalSizeClass == expected.landscapeWidthClass)
        #expect(config.verticalSizeClass == expected.landscapeHeightClass)
    }

    @Test(arguments: presetExpectations)
    func presetPropertyIsThePortraitConfiguration(_ expected: PresetExpectation) {
        #expect(expected.portraitDefault == expected.preset(.portrait))
    }

    @Test func deviceLayoutPlacesTheViewInsideTheSafeArea() throws {
        let frames = try #require(renderFrames(Screen(), layout: .device(config: .iPhone16Pro)))
        // 874 − 62 − 34 = 778 points between the Dynamic Island's inset and the home indicator's.
        #expect(frames.contains("id: content"))
        #expect(frames.split(separator: "\n").contains { $0.contains("(0, 62, 402, 778) id: content") })
        #expect(frames.split(separator: "\n").contains { $0.contains("(0, 796, 402, 44) id: bar") })
    }

    @Test func landscapeDeviceLayoutInsetsBothSides() throws {
        let frames = try #require(renderFrames(Screen(), layout: .device(config: .iPhone16Pro(.landscape))))
        // 874 − 2 × 62 = 750 wide, 402 − 21 = 381 high.
        #expect(frames.split(separator: "\n").contains { $0.contains("(62, 0, 750, 381) id: content") })
    }

    @Test func deviceLayoutGivesTheViewTheDevicesSizeClasses() throws {
        struct SizeClassProbe: View {
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            var body: some View {
                Color.red.frame(width: horizontal == .regular ? 20 : 10, height: vertical == .regular ? 20 : 10).id("probe")
            }
        }
        let landscape = try #require(renderFrames(SizeClassProbe(), layout: .device(config: .iPhone16ProMax(.landscape))))
        #expect(landscape.split(separator: "\n").contains { $0.contains(", 20, 10) id: probe") })
        let pad = try #require(renderFrames(SizeClassProbe(), layout: .device(config: .iPadMini)))
        #expect(pad.split(separator: "\n").contains { $0.contains(", 20, 20) id: probe") })
    }
}

/// The frame dump the `.frames` strategy takes of `view`.
@MainActor func renderFrames<V: View>(_ view: V, layout: SwiftUISnapshotLayout = .sizeThatFits,
                           layoutDirection: LayoutDirection = .leftToRight) -> String? {
    var result: String?
    Snapshotting<V, String>.frames(layout: layout, layoutDirection: layoutDirection).snapshot(view).run { result = $0 }
    return result
}

/// The PNG the `.image` strategy takes of `view`.
@MainActor func renderPNG<V: View>(_ view: V, layout: SwiftUISnapshotLayout = .sizeThatFits, scale: CGFloat? = nil,
                        colorScheme: ColorScheme = .light) -> Data? {
    var result: Data?
    Snapshotting<V, Data>.image(layout: layout, scale: scale, colorScheme: colorScheme).snapshot(view).run { result = $0 }
    return result
}
