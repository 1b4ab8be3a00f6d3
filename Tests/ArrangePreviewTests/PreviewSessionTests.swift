import Arrange
import ArrangePreviewAgent
import Foundation
import Testing

/// The preview program's side of `arrange preview`, in process: the previews of
/// `PreviewSamples.swift` drawn, inspected and tapped through `PreviewSession`.
@Suite @MainActor struct PreviewSessionTests {
    @MainActor
    private func entry(line: Int) throws -> PreviewEntry {
        let registry = try #require(PreviewCatalog.registries.first { $0.fileID == "ArrangePreviewTests/PreviewSamples.swift" && $0.line == line })
        return PreviewEntry(registry: registry)
    }

    @MainActor
    @Test func aSizeThatFitsPreviewIsDrawnAtItsIdealSizeAtTwicePixels() throws {
        let picture = try PreviewSession(try entry(line: 26), settings: PreviewSettings()).picture()
        #expect((picture.width, picture.height, picture.scale) == (50, 25, 2))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let png = [UInt8](picture.png)
        func bigEndian(at offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(at: 16) == 100)
        #expect(bigEndian(at: 20) == 50)
    }

    @MainActor
    @Test func previewLayoutInAProvidersViewSetsItsLayout() throws {
        let fitting = PreviewEntry(provider: FittingBadgePreviews.self, name: "FittingBadgePreviews")
        let picture = try PreviewSession(fitting, settings: PreviewSettings()).picture()
        #expect((picture.width, picture.height) == (60, 30))
        let fixed = PreviewEntry(provider: FixedBadgePreviews.self, name: "FixedBadgePreviews")
        let framed = try PreviewSession(fixed, settings: PreviewSettings()).picture()
        #expect((framed.width, framed.height) == (200, 100))
    }

    @MainActor
    @Test func aDevicePreviewFillsTheDevicesScreen() throws {
        var settings = PreviewSettings()
        settings.device = "iPhone SE (3rd generation)"
        let picture = try PreviewSession(try entry(line: 17), settings: settings).picture()
        #expect((picture.width, picture.height) == (375, 667))
        #expect(picture.diagnostics.isEmpty)
    }

    @MainActor
    @Test func everyShownViewHasItsFrameAndInspectorRecord() throws {
        let picture = try PreviewSession(try entry(line: 26), settings: PreviewSettings()).picture()
        let color = try #require(picture.nodes.last)
        #expect((color.x, color.y, color.width, color.height) == (0, 0, 50, 25))
        #expect(color.label.hasPrefix("Color"))
        #expect(color.record.contains("probe"))
    }

    @MainActor
    @Test func aTapInThePictureChangesTheLiveHostsState() throws {
        let session = try PreviewSession(try entry(line: 37), settings: PreviewSettings())
        let before = try #require(try session.picture().nodes.last { $0.height == 10 })
        #expect(before.width == 20)
        try session.tap(x: before.x + 5, y: before.y + 5)
        let after = try #require(try session.picture().nodes.last { $0.height == 10 })
        #expect(after.width == 30)
    }

    @MainActor
    @Test func previewDeviceAndOrientationInAProvidersViewChooseTheScreen() throws {
        // "iPhone 13 Pro": 390 × 844 points; landscape swaps the sides.
        let named = PreviewEntry(provider: NamedDevicePreviews.self, name: "NamedDevicePreviews")
        let picture = try PreviewSession(named, settings: PreviewSettings()).picture()
        #expect((picture.width, picture.height) == (390, 844))
        #expect(picture.diagnostics.isEmpty)
        let turned = PreviewEntry(provider: LandscapePreviews.self, name: "LandscapePreviews")
        let landscape = try PreviewSession(turned, settings: PreviewSettings()).picture()
        #expect((landscape.width, landscape.height) == (852, 393))
        // A device arrange does not know: the settings' device, with a diagnostic.
        let unknown = PreviewEntry(provider: UnknownDevicePreviews.self, name: "UnknownDevicePreviews")
        let fallback = try PreviewSession(unknown, settings: PreviewSettings()).picture()
        #expect((fallback.width, fallback.height) == (393, 852))
        #expect(fallback.diagnostics == ["previewDevice(\"Apple Watch Ultra\") is not a device arrange knows; the preview is shown on iPhone 16"])
    }

    @Test func unknownSettingsFallBackToDefaultsAndSaySo() {
        let settings = PreviewSettings(device: "Phone 99", colorScheme: "dim", layoutDirection: "ltr", dynamicTypeSize: "huge")
        #expect(settings.resolvedDevice == DevicePreset.default)
        #expect(settings.problems.count == 3)
        #expect(settings.environment(scale: 2, onDevice: false).dynamicTypeSize == .large)
    }
}

/// Providers whose views choose their device and orientation, as iOS 13 and 15 previews did.
struct NamedDevicePreviews: PreviewProvider {
    static var previews: some View {
        Color.orange.previewDevice("iPhone 13 Pro").previewDisplayName("Orange")
    }
}

struct LandscapePreviews: PreviewProvider {
    static var previews: some View {
        Color.orange.previewInterfaceOrientation(.landscapeLeft).previewDevice(PreviewDevice(rawValue: "iPhone 16"))
    }
}

struct UnknownDevicePreviews: PreviewProvider {
    static var previews: some View {
        Color.orange.previewDevice("Apple Watch Ultra")
    }
}

/// Providers whose views set their layout as iOS 13 previews did.
struct FittingBadgePreviews: PreviewProvider {
    static var previews: some View {
        Color.orange.frame(width: 60, height: 30).previewLayout(.sizeThatFits)
    }
}

struct FixedBadgePreviews: PreviewProvider {
    static var previews: some View {
        Color.orange.frame(width: 60, height: 30).previewLayout(.fixed(width: 200, height: 100))
    }
}
