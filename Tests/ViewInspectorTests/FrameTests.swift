import SwiftUI
import ViewInspector
import XCTest

// The expected frames below are worked out by hand from SwiftUI's layout: the host is
// 393 × 852 (`ViewHosting.defaultSize`) and centres the root view; a stack centres its children
// across its axis and puts its spacing (8 by default between these views) between them. Widths
// are odd and heights even where needed so every origin is a whole point.

/// A VStack of a colour and an HStack of two colours: 101 × (50 + 8 + 20) at (146, 387).
private struct StackScreen: View {
    var body: some View {
        VStack {
            Color.red.frame(width: 101, height: 50)
            HStack {
                Color.green.frame(width: 31, height: 20)
                Color.blue.frame(width: 40, height: 20)
            }
        }
    }
}

/// Rows 10, 20 and 30 high stacked without spacing: 51 × 60 at (171, 396).
private struct RowsScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Color.gray.frame(width: 51, height: CGFloat(10 + index * 10))
            }
        }
    }
}

/// Three rows of custom views with state, each a 21-wide colour beside a 30-wide badge
/// 10 + 2 × index high, 4 apart: 51 × (10 + 12 + 14 + 8) at (171, 404).
private struct BadgeList: View {
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<3, id: \.self) { BadgeRow(index: $0) }
        }
    }
}

private struct BadgeRow: View {
    let index: Int
    @State private var isExpanded = false
    var body: some View {
        HStack(spacing: 0) {
            Color.orange.frame(width: 21, height: 10)
            RowBadge(count: index)
        }
    }
}

private struct RowBadge: View {
    let count: Int
    @State private var width: CGFloat = 30
    var body: some View {
        Color.purple.frame(width: width, height: CGFloat(10 + count * 2))
    }
}

/// A card's modifier: 8 points of padding and a background around the content.
private struct CardStyle: ViewModifier {
    func body(content: Self.Content) -> some View {
        content.padding(8).background(Color.white)
    }
}

/// A padded stack holding a 41 × 20 colour, a 21 × 20 colour in a card, and a 61 × 20 text:
/// 61 × (20 + 36 + 20) inside 10 points of padding, so 81 × 96 at (156, 378).
private struct PaddedScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 41, height: 20)
            Color.blue.frame(width: 21, height: 20).modifier(CardStyle())
            Text("Hi").frame(width: 61, height: 20)
        }
        .padding(10)
    }
}

/// Views in a Group, an AnyView, an `if`/`else` and an `if`: each row 10 high (the `else`
/// branch 20), the widest 71, so 71 × 60 at (161, 396) either way.
private struct BranchesScreen: View {
    let flag: Bool
    var body: some View {
        VStack(spacing: 0) {
            Group {
                Color.red.frame(width: 11, height: 10)
                Color.green.frame(width: 21, height: 10)
            }
            AnyView(Color.blue.frame(width: 31, height: 10))
            if flag {
                Color.yellow.frame(width: 41, height: 10)
            } else {
                Color.pink.frame(width: 51, height: 20)
            }
            if flag {
                Color.black.frame(width: 61, height: 10)
            }
            Color.white.frame(width: 71, height: 10)
        }
    }
}

private final class GrowthModel: ObservableObject {
    @Published var isWide = false
}

/// A colour that grows when tapped above a 51 × 20 one.
private struct GrowingScreen: View {
    @ObservedObject var model: GrowthModel
    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: model.isWide ? 201 : 101, height: model.isWide ? 40 : 20)
                .onTapGesture { model.isWide = true }
            Color.blue.frame(width: 51, height: 20)
        }
    }
}

/// A colour that, tapped, shows another above it, through its own state.
private struct RevealingScreen: View {
    @State private var showsExtra = false
    var body: some View {
        VStack(spacing: 0) {
            if showsExtra {
                Color.green.frame(width: 11, height: 10)
            }
            Color.red.frame(width: 21, height: 10).onTapGesture { showsExtra = true }
        }
    }
}

private final class RowStore: ObservableObject {
    @Published var name = "n"
}

/// A row that reads its text from an environment object: 21 + 11 wide, 10 high.
private struct StoreRow: View {
    @EnvironmentObject var store: RowStore
    var body: some View {
        HStack(spacing: 0) {
            Text(store.name).frame(width: 21, height: 10)
            Color.red.frame(width: 11, height: 10)
        }
    }
}

/// A 100 × 100 layout that puts its views side by side, 30 apart, at their ideal sizes.
private struct ColumnsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 30, y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// Frames of any inspected view in the host (`InspectableView.frame()`, Arrange's own).
final class FrameTests: XCTestCase {
    func testStackChildrenByIndex() throws {
        let sut = try StackScreen().inspect()
        XCTAssertEqual(try sut.vStack().frame(), CGRect(x: 146, y: 387, width: 101, height: 78))
        XCTAssertEqual(try sut.vStack().color(0).frame(), CGRect(x: 146, y: 387, width: 101, height: 50))
        // The HStack is 31 + 8 + 40 = 79 wide, centred in the VStack's 101.
        XCTAssertEqual(try sut.vStack().hStack(1).frame(), CGRect(x: 157, y: 445, width: 79, height: 20))
        XCTAssertEqual(try sut.vStack().hStack(1).color(0).frame(), CGRect(x: 157, y: 445, width: 31, height: 20))
        XCTAssertEqual(try sut.vStack().hStack(1).color(1).frame(), CGRect(x: 196, y: 445, width: 40, height: 20))
        // The root view, reached as `inspect()` gives it.
        XCTAssertEqual(try sut.frame(), CGRect(x: 146, y: 387, width: 101, height: 78))
    }

    func testViewsFoundBySearch() throws {
        let sut = try StackScreen().inspect()
        let blue = try sut.find(where: { (try? $0.color().value()) == Color.blue })
        XCTAssertEqual(try blue.frame(), CGRect(x: 196, y: 445, width: 40, height: 20))
        XCTAssertEqual(try sut.find(ViewType.HStack.self).frame(), CGRect(x: 157, y: 445, width: 79, height: 20))
        let colors = try sut.findAll(ViewType.Color.self).map { try $0.frame() }
        XCTAssertEqual(colors.map(\.width), [101, 31, 40])
        let text = try PaddedScreen().inspect().find(text: "Hi")
        XCTAssertEqual(try text.frame(), CGRect(x: 166, y: 444, width: 61, height: 20))
    }

    func testForEachRows() throws {
        let sut = try RowsScreen().inspect()
        XCTAssertEqual(try sut.vStack().forEach(0).color(0).frame(), CGRect(x: 171, y: 396, width: 51, height: 10))
        XCTAssertEqual(try sut.vStack().forEach(0).color(2).frame(), CGRect(x: 171, y: 426, width: 51, height: 30))
        // A ForEach is its rows: their union.
        XCTAssertEqual(try sut.vStack().forEach(0).frame(), CGRect(x: 171, y: 396, width: 51, height: 60))
    }

    func testNestedCustomViewsWithState() throws {
        let sut = try BadgeList().inspect()
        let row = try sut.vStack().forEach(0).view(BadgeRow.self, 2)
        XCTAssertEqual(try row.frame(), CGRect(x: 171, y: 434, width: 51, height: 14))
        // The orange colour is centred in the row's 14 points; the badge follows it.
        XCTAssertEqual(try row.hStack().color(0).frame(), CGRect(x: 171, y: 436, width: 21, height: 10))
        XCTAssertEqual(try row.hStack().view(RowBadge.self, 1).frame(), CGRect(x: 192, y: 434, width: 30, height: 14))
        let badges = try sut.findAll(RowBadge.self).map { try $0.frame() }
        XCTAssertEqual(badges, [CGRect(x: 192, y: 404, width: 30, height: 10), CGRect(x: 192, y: 418, width: 30, height: 12),
                                CGRect(x: 192, y: 434, width: 30, height: 14)])
        XCTAssertEqual(try sut.find(RowBadge.self, where: { try $0.actualView().count == 1 }).color().frame(),
                       CGRect(x: 192, y: 418, width: 30, height: 12))
    }

    func testModifiersTheInspectorPassedThroughAreIncluded() throws {
        let sut = try PaddedScreen().inspect()
        // The stack with its padding of 10, and the colour inside it without.
        XCTAssertEqual(try sut.vStack().frame(), CGRect(x: 156, y: 378, width: 81, height: 96))
        XCTAssertEqual(try sut.vStack().color(0).frame(), CGRect(x: 176, y: 388, width: 41, height: 20))
        // A custom modifier's padding of 8 on each side makes the card 37 × 36.
        XCTAssertEqual(try sut.vStack().color(1).frame(), CGRect(x: 178, y: 408, width: 37, height: 36))
    }

    func testGroupAnyViewAndConditionals() throws {
        let shown = try BranchesScreen(flag: true).inspect().vStack()
        XCTAssertEqual(try shown.group(0).color(0).frame(), CGRect(x: 191, y: 396, width: 11, height: 10))
        XCTAssertEqual(try shown.group(0).color(1).frame(), CGRect(x: 186, y: 406, width: 21, height: 10))
        XCTAssertEqual(try shown.group(0).frame(), CGRect(x: 186, y: 396, width: 21, height: 20))
        XCTAssertEqual(try shown.anyView(1).color().frame(), CGRect(x: 181, y: 416, width: 31, height: 10))
        XCTAssertEqual(try shown.color(2).frame(), CGRect(x: 176, y: 426, width: 41, height: 10))
        XCTAssertEqual(try shown.color(3).frame(), CGRect(x: 166, y: 436, width: 61, height: 10))
        XCTAssertEqual(try shown.color(4).frame(), CGRect(x: 161, y: 446, width: 71, height: 10))

        let hidden = try BranchesScreen(flag: false).inspect().vStack()
        XCTAssertEqual(try hidden.color(2).frame(), CGRect(x: 171, y: 426, width: 51, height: 20))
        XCTAssertThrowsError(try hidden.color(3).frame())
        XCTAssertEqual(try hidden.color(4).frame(), CGRect(x: 161, y: 446, width: 71, height: 10))
    }

    func testHostedFrameFollowsAStateChange() throws {
        let model = GrowthModel()
        let sut = GrowingScreen(model: model)
        ViewHosting.host(view: sut)
        defer { ViewHosting.expel() }
        XCTAssertEqual(try sut.inspect().vStack().color(0).frame(), CGRect(x: 146, y: 406, width: 101, height: 20))
        XCTAssertEqual(try sut.inspect().vStack().color(1).frame(), CGRect(x: 171, y: 426, width: 51, height: 20))
        try sut.inspect().vStack().color(0).callOnTapGesture()
        XCTAssertEqual(try sut.inspect().vStack().color(0).frame(), CGRect(x: 96, y: 396, width: 201, height: 40))
        XCTAssertEqual(try sut.inspect().vStack().color(1).frame(), CGRect(x: 171, y: 436, width: 51, height: 20))
    }

    func testViewsInsideSwiftUIsOwnContainersAndBesideTheirContent() throws {
        // A navigation stack without a title: the bar takes 44 points, the 11 × 10 colour is
        // centred in the 808 below it.
        let navigation = try NavigationStack { Color.red.frame(width: 11, height: 10) }.inspect()
        XCTAssertEqual(try navigation.navigationStack().color().frame(), CGRect(x: 191, y: 443, width: 11, height: 10))
        // A list's rows sit 16 points from the edge and have 20 points of leading inset, each at
        // least 44 high, the first 35 below the top; a row's content is centred in it.
        let list = try List {
            Color.red.frame(width: 31, height: 10)
            Color.blue.frame(width: 41, height: 10)
        }.inspect()
        XCTAssertEqual(try list.list().color(0).frame(), CGRect(x: 36, y: 52, width: 31, height: 10))
        XCTAssertEqual(try list.list().color(1).frame(), CGRect(x: 36, y: 96, width: 41, height: 10))
        // The tab bar takes 49 points at the bottom: the shown tab's colour is centred in the
        // 803 above it.
        let tabs = try TabView {
            Color.red.frame(width: 11, height: 10).tabItem { Text("A") }
            Color.blue.tabItem { Text("B") }
        }.inspect()
        XCTAssertEqual(try tabs.tabView().color(0).frame(), CGRect(x: 191, y: 396.5, width: 11, height: 10))
        // A ScrollView stacks several views: 21 wide at the top, 8 apart.
        let scroll = try ScrollView {
            Color.red.frame(width: 11, height: 10)
            Color.blue.frame(width: 21, height: 10)
        }.inspect()
        XCTAssertEqual(try scroll.find(where: { (try? $0.color().value()) == .blue }).frame(), CGRect(x: 186, y: 18, width: 21, height: 10))
        // A button's label, an overlay and a label's title, beside their views' content.
        let button = try Button(action: {}, label: { Text("Tap").frame(width: 41, height: 10) }).inspect()
        XCTAssertEqual(try button.button().labelView().text().frame(), CGRect(x: 176, y: 421, width: 41, height: 10))
        XCTAssertEqual(try button.find(text: "Tap").frame(), CGRect(x: 176, y: 421, width: 41, height: 10))
        let overlaid = try Color.red.frame(width: 51, height: 50).overlay(Color.blue.frame(width: 11, height: 10)).inspect()
        XCTAssertEqual(try overlaid.color().overlay().color().frame(), CGRect(x: 191, y: 421, width: 11, height: 10))
        // A Section in a stack: its header above its content.
        let section = try VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 11, height: 10)
            } header: {
                Color.blue.frame(width: 21, height: 10)
            }
        }.inspect()
        XCTAssertEqual(try section.vStack().section(0).color(0).frame(), CGRect(x: 191, y: 426, width: 11, height: 10))
    }

    func testHostedFrameFollowsTheViewsOwnState() throws {
        let sut = RevealingScreen()
        ViewHosting.host(view: sut)
        defer { ViewHosting.expel() }
        // 21 × 10 alone, then 21 × 20 with the green colour above it.
        XCTAssertEqual(try sut.inspect().vStack().color(1).frame(), CGRect(x: 186, y: 421, width: 21, height: 10))
        try sut.inspect().vStack().color(1).callOnTapGesture()
        XCTAssertEqual(try sut.inspect().vStack().color(0).frame(), CGRect(x: 191, y: 416, width: 11, height: 10))
        XCTAssertEqual(try sut.inspect().vStack().color(1).frame(), CGRect(x: 186, y: 426, width: 21, height: 10))
    }

    func testListRowsOfCustomViewsAndTheViewsOfACustomLayout() throws {
        // Rows 44 high from 35 down, their content centred: the second row's at 35 + 44 + 17.
        let list = try List {
            ForEach(0..<3, id: \.self) { _ in StoreRow() }
        }.environmentObject(RowStore()).inspect()
        let row = try list.list().forEach(0).view(StoreRow.self, 1)
        XCTAssertEqual(try row.frame(), CGRect(x: 36, y: 96, width: 32, height: 10))
        XCTAssertEqual(try row.hStack().color(1).frame(), CGRect(x: 57, y: 96, width: 11, height: 10))
        // Rows that build the same views are told apart by their order.
        let same = try List {
            Color.red.frame(width: 31, height: 10)
            Color.red.frame(width: 31, height: 10)
        }.inspect()
        XCTAssertEqual(try same.list().color(1).frame(), CGRect(x: 36, y: 96, width: 31, height: 10))
        // The layout is 100 × 100 in the middle of the host, at (146.5, 376).
        let columns = try ColumnsLayout {
            Color.red.frame(width: 11, height: 10)
            Color.blue.frame(width: 21, height: 10)
        }.inspect()
        XCTAssertEqual(try columns.find(where: { (try? $0.color().value()) == .blue }).frame(), CGRect(x: 176.5, y: 376, width: 21, height: 10))
    }

    func testViewsTheHostDoesNotLayOutHaveNoFrame() throws {
        let sheet = try Color.red.sheet(isPresented: .constant(true)) { Text("Sheet") }.inspect()
        assertNotSupported(try sheet.find(text: "Sheet").frame())
        // Marked with an id, presented content is found by its mark: the sheet's card starts 10
        // points down, its content at the top, centred.
        let marked = try Color.red.sheet(isPresented: .constant(true)) {
            Text("Sheet").frame(width: 45, height: 21).id("sheet")
        }.inspect()
        XCTAssertEqual(try marked.find(text: "Sheet").frame(), CGRect(x: 174, y: 10, width: 45, height: 21))

        // ViewThatFits shows the first view that fits, 11 × 10 in the middle of the host; the
        // other is not placed.
        let fitting = try ViewThatFits {
            Color.red.frame(width: 1000, height: 10)
            Color.blue.frame(width: 11, height: 10)
        }.inspect()
        XCTAssertEqual(try fitting.viewThatFits().color(1).frame(), CGRect(x: 191, y: 421, width: 11, height: 10))
        assertNotSupported(try fitting.viewThatFits().color(0).frame())

        // A Form shows a picker's label beside the menu the picker builds on its own: where the
        // picker ends is not known, so it has no frame rather than the menu's.
        let form = try Form {
            Picker("P", selection: .constant(1)) { Text("1").tag(1) }
        }.inspect()
        assertNotSupported(try form.form().picker(0).frame())
    }

    private func assertNotSupported(_ expression: @autoclosure () throws -> CGRect, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try expression(), file: file, line: line) { error in
            guard case InspectionError.notSupported = error else {
                return XCTFail("expected notSupported, got \(error)", file: file, line: line)
            }
        }
    }
}
