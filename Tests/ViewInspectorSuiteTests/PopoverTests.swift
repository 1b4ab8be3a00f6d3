import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `PopoverTests` (with `PopoverAttachmentAnchorTests`, `PopoverDeprecatedTests`): popovers made inspectable through a `PopupPresenter` wrapper — the
/// errors without one or when not presented, content and interaction, dismissing (bool and
/// item versions), several popovers on one view, search paths into them, arrow edge and attachment anchor, and the
/// deprecated contentView()/isPresented().
final class PopoverTests: XCTestCase {
    func testPopover() throws {
        XCTAssertNoThrow(try EmptyView().popover(isPresented: Binding(wrappedValue: true)) { Text("") }.inspect().emptyView())
    }

    func testInspectionErrorNoModifier() throws {
        assertThrows(try EmptyView().offset().inspect().emptyView().popover(), "EmptyView does not have 'popover' modifier")
    }

    func testInspectionErrorCustomModifierRequired() throws {
        // Arrange difference: SwiftUI hides a plain `.popover` from ViewInspector (hence upstream's
        // "Please refer to the Guide…" error); Arrange keeps its content, so it is inspected.
        let view = EmptyView().popover(isPresented: Binding(wrappedValue: true)) { Text("native") }
        XCTAssertEqual(try view.inspect().emptyView().popover().text().string(), "native")
    }

    func testInspectionErrorPopoverNotPresented() throws {
        let view = EmptyView().testPopover(isPresented: Binding(wrappedValue: false)) { Text("") }
        assertThrows(try view.inspect().emptyView().popover(), "View for Popover is absent")
    }

    func testInspectionErrorPopoverWithItemNotPresented() throws {
        let view = EmptyView().testPopover(item: Binding<Int?>(wrappedValue: nil)) { Text("\($0)") }
        assertThrows(try view.inspect().emptyView().popover(), "View for Popover is absent")
    }

    func testContentInspection() throws {
        let view = EmptyView().testPopover(isPresented: Binding(wrappedValue: true)) { Text("Details") }
        let title = try view.inspect().emptyView().popover().text()
        XCTAssertEqual(try title.string(), "Details")
        XCTAssertEqual(title.pathToRoot, "emptyView().popover().text()")
    }

    func testContentInteraction() throws {
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testPopover(isPresented: shown) {
            Text("Details")
            Button("Close", action: { shown.wrappedValue = false })
        }
        let close = try view.inspect().emptyView().popover().button(1)
        try close.tap()
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(close.pathToRoot, "emptyView().popover().button(1)")
    }

    func testDismiss() throws {
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testPopover(isPresented: shown, content: { Text("") })
        try view.inspect().popover().dismiss()
        XCTAssertFalse(shown.wrappedValue)
        assertThrows(try view.inspect().popover(), "View for Popover is absent")
    }

    func testDismissForItemVersion() throws {
        let item = Binding<Int?>(wrappedValue: 9)
        let view = EmptyView().testPopover(item: item) { Text("\($0)") }
        let popover = try view.inspect().emptyView().popover()
        XCTAssertEqual(try popover.text().string(), "9")
        try popover.dismiss()
        XCTAssertNil(item.wrappedValue)
        assertThrows(try view.inspect().popover(), "View for Popover is absent")
    }

    func testMultiplePopoversInspection() throws {
        // Arrange difference: the plain `.popover` between the two presenters is inspectable too,
        // so the third popover is at index 2 (upstream: 1) and the search meets the second first.
        let first = Binding(wrappedValue: true), second = Binding(wrappedValue: true), third = Binding(wrappedValue: true)
        let view = ThreePopovers(first: first, second: second, third: third)
        let title1 = try view.inspect().hStack().emptyView(0).popover().text(0)
        XCTAssertEqual(try title1.string(), "popover one")
        XCTAssertEqual(title1.pathToRoot, "view(ThreePopovers.self).hStack().emptyView(0).popover().text(0)")
        let title3 = try view.inspect().hStack().emptyView(0).popover(2).text(0)
        XCTAssertEqual(try title3.string(), "popover three")
        XCTAssertEqual(title3.pathToRoot, "view(ThreePopovers.self).hStack().emptyView(0).popover(2).text(0)")
        XCTAssertEqual(try view.inspect().find(ViewType.Popover.self).text(0).string(), "popover one")
        first.wrappedValue = false
        second.wrappedValue = false
        XCTAssertEqual(try view.inspect().find(ViewType.Popover.self).text(0).string(), "popover three")
        third.wrappedValue = false
        assertThrows(try view.inspect().find(ViewType.Popover.self), "Search did not find a match")
    }

    func testFindAndPathToRoots() throws {
        // Arrange difference: the plain `.popover` is searched too (upstream: not found), so the
        // third popover is popover(2) (upstream: popover(1)). 
        let shown = Binding(wrappedValue: true)
        let view = ThreePopovers(first: shown, second: shown, third: shown)
        XCTAssertEqual(try view.inspect().find(text: "popover one").pathToRoot,
                       "view(ThreePopovers.self).hStack().emptyView(0).popover().text(0)")
        XCTAssertEqual(try view.inspect().find(text: "ok one").pathToRoot,
                       "view(ThreePopovers.self).hStack().emptyView(0).popover().button(1).labelView().text()")
        XCTAssertEqual(try view.inspect().find(text: "popover two").pathToRoot,
                       "view(ThreePopovers.self).hStack().emptyView(0).popover(1).text()")
        XCTAssertEqual(try view.inspect().find(text: "popover three").pathToRoot,
                       "view(ThreePopovers.self).hStack().emptyView(0).popover(2).text(0)")
        assertThrows(try view.inspect().find(text: "nothing three"), "Search did not find a match")
        XCTAssertEqual(try view.inspect().find(text: "ok three").pathToRoot,
                       "view(ThreePopovers.self).hStack().emptyView(0).popover(2).button(1).labelView().text()")
    }

    func testArrowEdge() throws {
        let view = EmptyView().testPopover(isPresented: Binding(wrappedValue: true), arrowEdge: .leading) { Text("") }
        XCTAssertEqual(try view.inspect().emptyView().popover().arrowEdge(), .leading)
    }

    func testAttachmentAnchor() throws {
        let anchor = PopoverAttachmentAnchor.point(.topTrailing)
        let view = EmptyView().testPopover(isPresented: Binding(wrappedValue: true), attachmentAnchor: anchor) { Text("") }
        XCTAssertEqual(try view.inspect().emptyView().popover().attachmentAnchor(), anchor)
    }
}

/// Upstream `PopoverAttachmentAnchorTests` (in `PopoverTests.swift`).
final class PopoverAttachmentAnchorTests: XCTestCase {
    func testEquatable() throws {
        let anchors: [PopoverAttachmentAnchor] = [.point(.top), .point(.topLeading), .rect(.bounds), .rect(.rect(.zero))]
        for index in anchors.indices {
            XCTAssertEqual(anchors[index], anchors[index])
            XCTAssertNotEqual(anchors[index], anchors[(index + 1) % anchors.count])
        }
    }
}

/// Upstream `PopoverDeprecatedTests` (in `PopoverTests.swift`).
final class PopoverDeprecatedTests: XCTestCase {
    func testContentView() throws {
        let popover = try EmptyView().testPopover(isPresented: Binding(wrappedValue: true)) { Text("") }.inspect().emptyView().popover()
        XCTAssertNoThrow(try popover.contentView().text())
        XCTAssertNoThrow(try popover.contentView(Text.self).text())
    }

    func testIsPresentedAndDismiss() throws {
        let view = EmptyView().testPopover(isPresented: Binding(wrappedValue: true)) { Text("") }
        XCTAssertTrue(try view.inspect().emptyView().popover().isPresented())
        try view.inspect().emptyView().popover().dismiss()
        assertThrows(try view.inspect().emptyView().popover(), "View for Popover is absent")
    }
}

private extension View {
    func testPopover<S: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                              arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> S) -> some View {
        modifier(PresentedPopover(isPresented: isPresented, onDismiss: nil, attachmentAnchor: attachmentAnchor,
                                  arrowEdge: arrowEdge, popupBuilder: content))
    }

    func testPopover<Item: Identifiable, S: View>(item: Binding<Item?>, content: @escaping (Item) -> S) -> some View {
        modifier(PresentedItemPopover(item: item, onDismiss: nil, popupBuilder: content))
    }
}

private struct PresentedPopover<S: View>: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let attachmentAnchor: PopoverAttachmentAnchor
    let arrowEdge: Edge
    let popupBuilder: () -> S

    func body(content: Self.Content) -> some View {
        content.popover(isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: popupBuilder)
    }
}

private struct PresentedItemPopover<Item: Identifiable, S: View>: ViewModifier, ItemPopupPresenter {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let popupBuilder: (Item) -> S

    func body(content: Self.Content) -> some View {
        content.popover(item: item, content: popupBuilder)
    }
}

private struct ThreePopovers: View {
    @Binding var first: Bool
    @Binding var second: Bool
    @Binding var third: Bool

    init(first: Binding<Bool>, second: Binding<Bool>, third: Binding<Bool>) {
        _first = first
        _second = second
        _third = third
    }

    var body: some View {
        HStack {
            EmptyView()
                .testPopover(isPresented: $first) {
                    Text("popover one")
                    Button("ok one", action: {})
                }
                .popover(isPresented: $second) { Text("popover two") }
                .testPopover(isPresented: $third) {
                    Text("popover three")
                    Button("ok three", action: {})
                }
        }
    }
}
