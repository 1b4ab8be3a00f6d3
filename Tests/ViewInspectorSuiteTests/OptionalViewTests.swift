import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `OptionalViewTests`: views under `if` are there when the condition holds and absent
/// (with ViewInspector's error) when not, alone or beside other views; search paths; modifiers kept.
final class OptionalViewTests: XCTestCase {
    func testOptionalViewWhenExists() throws {
        XCTAssertEqual(try MaybeText(isShown: true).inspect().hStack().text(0).string(), "maybe")
    }

    func testOptionalViewWhenIsAbsent() throws {
        assertThrows(try MaybeText(isShown: false).inspect().hStack().text(0), "View for Optional<Text> is absent")
    }

    func testMixedOptionalViewWhenExists() throws {
        let view = MaybeAndAlways(isShown: true)
        XCTAssertEqual(try view.inspect().hStack().text(0).string(), "maybe")
        XCTAssertEqual(try view.inspect().hStack().text(1).string(), "always")
    }

    func testMixedOptionalViewWhenIsAbsent() throws {
        let view = MaybeAndAlways(isShown: false)
        assertThrows(try view.inspect().hStack().text(0), "View for Optional<Text> is absent")
        XCTAssertEqual(try view.inspect().hStack().text(1).string(), "always")
    }

    func testSearch() throws {
        let shown = AnyView(MaybeAndAlways(isShown: true)), hidden = AnyView(MaybeAndAlways(isShown: false))
        XCTAssertEqual(try shown.inspect().find(text: "maybe").pathToRoot, "anyView().view(MaybeAndAlways.self).hStack().text(0)")
        XCTAssertEqual(try shown.inspect().find(text: "always").pathToRoot, "anyView().view(MaybeAndAlways.self).hStack().text(1)")
        assertThrows(try hidden.inspect().find(text: "maybe"), "Search did not find a match")
        XCTAssertEqual(try hidden.inspect().find(text: "always").pathToRoot, "anyView().view(MaybeAndAlways.self).hStack().text(1)")
    }

    func testRetainsModifiers() throws {
        let view = Group {
            if true { Text("kept").padding().blur(radius: 1) }
        }.padding()
        XCTAssertEqual(try view.inspect().group().text(0).content.medium.viewModifiers.count, 2)
    }
}

private struct MaybeText: View {
    let isShown: Bool
    var body: some View {
        HStack { if isShown { Text("maybe") } }
    }
}

private struct MaybeAndAlways: View {
    let isShown: Bool
    var body: some View {
        HStack {
            if isShown { Text("maybe") }
            Text("always")
        }
    }
}
