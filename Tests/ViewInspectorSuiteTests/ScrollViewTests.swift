import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ScrollViewTests`: the scrolled content, reaching it, search paths, its axes and
/// indicator setting. (`testContentInsets` is skipped upstream on every current OS and not ported.)
final class ScrollViewTests: XCTestCase {
    func testEnclosedView() throws {
        let page = Text("Long page")
        XCTAssertEqual(try ScrollView { page }.inspect().scrollView().text().content.view as? Text, page)
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try ScrollView { Text("p") }.padding().inspect().scrollView().text().content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(ScrollView { Text("") }).inspect().anyView().scrollView())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { ScrollView { Text("") }; ScrollView { Text("") } }
        XCTAssertNoThrow(try row.inspect().hStack().scrollView(0))
        XCTAssertNoThrow(try row.inspect().hStack().scrollView(1))
    }

    func testSearch() throws {
        let root = AnyView(ScrollView { Text("deep") })
        XCTAssertEqual(try root.inspect().find(ViewType.ScrollView.self).pathToRoot, "anyView().scrollView()")
        XCTAssertEqual(try root.inspect().find(text: "deep").pathToRoot, "anyView().scrollView().text()")
    }

    func testAxes() throws {
        XCTAssertEqual(try ScrollView(.horizontal) { EmptyView() }.inspect().scrollView().axes(), .horizontal)
        XCTAssertEqual(try ScrollView([.vertical, .horizontal]) { EmptyView() }.inspect().scrollView().axes(), [.horizontal, .vertical])
    }

    func testShowsIndicators() throws {
        XCTAssertTrue(try ScrollView(showsIndicators: true) { EmptyView() }.inspect().scrollView().showsIndicators())
        XCTAssertFalse(try ScrollView(showsIndicators: false) { EmptyView() }.inspect().scrollView().showsIndicators())
    }
}
