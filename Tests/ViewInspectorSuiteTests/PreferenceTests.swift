import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `PreferenceTests`: preference modifiers don't block inspection; overlay/background
/// preference values are reached, keep their modifiers, coexist with other overlays and borders,
/// and are searched.
final class PreferenceTests: XCTestCase {
    struct Caption: PreferenceKey {
        static let defaultValue = "default caption"
        static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
    }

    func testPreference() throws {
        XCTAssertNoThrow(try EmptyView().preference(key: Caption.self, value: "x").inspect().emptyView())
    }

    func testTransformPreference() throws {
        XCTAssertNoThrow(try EmptyView().transformPreference(Caption.self) { _ in }.inspect().emptyView())
    }

    func testAnchorPreference() throws {
        XCTAssertNoThrow(try EmptyView().anchorPreference(key: Caption.self, value: .bounds, transform: { _ in "" }).inspect().emptyView())
    }

    func testTransformAnchorPreference() throws {
        XCTAssertNoThrow(try EmptyView().transformAnchorPreference(key: Caption.self, value: .bounds, transform: { _, _ in }).inspect().emptyView())
    }

    func testOnPreferenceChange() throws {
        XCTAssertNoThrow(try EmptyView().onPreferenceChange(Caption.self) { _ in }.inspect().emptyView())
    }

    func testOverlayPreferenceValue() throws {
        let view = try EmptyView().overlayPreferenceValue(Caption.self) { _ in Text("Over") }.inspect()
        XCTAssertNoThrow(try view.emptyView())
        XCTAssertEqual(try view.overlayPreferenceValue().text().string(), "Over")
    }

    func testBackgroundPreferenceValue() throws {
        let view = try EmptyView().backgroundPreferenceValue(Caption.self) { _ in Text("Under") }.inspect()
        XCTAssertNoThrow(try view.emptyView())
        XCTAssertEqual(try view.backgroundPreferenceValue().text().string(), "Under")
    }

    func testRetainsModifiers() throws {
        let view = Text("Base").padding().overlayPreferenceValue(Caption.self) { _ in EmptyView().padding() }.padding().padding()
        XCTAssertEqual(try view.inspect().text().content.medium.viewModifiers.count, 4)
        let count = try view.inspect().overlayPreferenceValue().emptyView().content.medium.viewModifiers.count
        XCTAssertTrue([1, 2].contains(count), "\(count)")
    }

    func testDifferentOverlayUseCases() throws {
        let view = try Overlays().inspect().emptyView()
        XCTAssertEqual(try view.overlayPreferenceValue().text().string(), Caption.defaultValue)
        XCTAssertEqual(try view.border(Color.self).shapeStyle, .orange)
        XCTAssertNoThrow(try view.overlay(1).spacer())
    }

    func testDifferentOverlayUseCasesIOS15() throws {
        let view = try NewerOverlays().inspect().emptyView()
        XCTAssertEqual(try view.overlayPreferenceValue().text().string(), Caption.defaultValue)
        XCTAssertEqual(try view.border(Color.self).shapeStyle, .orange)
        XCTAssertNoThrow(try view.overlay(0).spacer())
        XCTAssertEqual(try view.overlay(1).color().value(), .mint)
    }

    func testDifferentBackgroundOverlayUseCases() throws {
        let view = try Backgrounds().inspect().emptyView()
        XCTAssertEqual(try view.backgroundPreferenceValue().text().string(), Caption.defaultValue)
        XCTAssertNoThrow(try view.background(1).spacer())
    }

    func testOverlaySearch() throws {
        let overlays = try Overlays().inspect()
        XCTAssertEqual(try overlays.find(text: "Layer").pathToRoot, "view(Overlays.self).emptyView().overlay().anyView().text()")
        XCTAssertEqual(try overlays.find(text: Caption.defaultValue).pathToRoot, "view(Overlays.self).emptyView().overlayPreferenceValue().text()")
        let backgrounds = try Backgrounds().inspect()
        XCTAssertEqual(try backgrounds.find(text: "Layer").pathToRoot, "view(Backgrounds.self).emptyView().background().anyView().text()")
        XCTAssertEqual(try backgrounds.find(text: Caption.defaultValue).pathToRoot,
                       "view(Backgrounds.self).emptyView().backgroundPreferenceValue().text()")
    }
}

private struct Overlays: View {
    var body: some View {
        EmptyView()
            .overlay(AnyView(Text("Layer")))
            .overlayPreferenceValue(PreferenceTests.Caption.self) { Text($0) }
            .border(Color.orange)
            .overlay(Spacer())
    }
}

private struct NewerOverlays: View {
    var body: some View {
        EmptyView()
            .overlay(Spacer())
            .overlayPreferenceValue(PreferenceTests.Caption.self) { Text($0) }
            .overlay(Color.mint, ignoresSafeAreaEdges: [.bottom])
            .border(Color.orange)
    }
}

private struct Backgrounds: View {
    var body: some View {
        EmptyView()
            .background(AnyView(Text("Layer")))
            .backgroundPreferenceValue(PreferenceTests.Caption.self) { Text($0) }
            .background(Spacer())
    }
}
