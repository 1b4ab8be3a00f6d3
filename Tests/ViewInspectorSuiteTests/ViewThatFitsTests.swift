import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ViewThatFitsTests`: the candidates of a ViewThatFits by index, bounds errors,
/// reaching it and search paths (including an erased candidate).
final class ViewThatFitsTests: XCTestCase {
    func testSingleEnclosedView() throws {
        XCTAssertEqual(try ViewThatFits { Text("Wide") }.inspect().viewThatFits().text(0).string(), "Wide")
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try ViewThatFits { Text("Wide") }.padding().inspect().viewThatFits().text(0).content.medium.viewModifiers.count, 0)
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        assertThrows(try ViewThatFits { Text("Wide") }.inspect().viewThatFits().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("Widest"), b = Text("Wide"), c = Text("W")
        let fits = try ViewThatFits { a; b; c }.inspect().viewThatFits()
        XCTAssertEqual(try fits.text(0).content.view as? Text, a)
        XCTAssertEqual(try fits.text(1).content.view as? Text, b)
        XCTAssertEqual(try fits.text(2).content.view as? Text, c)
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        assertThrows(try ViewThatFits { Text("a"); Text("b") }.inspect().viewThatFits().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(ViewThatFits { Text("Wide") }).inspect().anyView().viewThatFits())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let column = VStack { ViewThatFits { Text("1") }; ViewThatFits { Text("2") } }
        XCTAssertNoThrow(try column.inspect().vStack().viewThatFits(0))
        XCTAssertNoThrow(try column.inspect().vStack().viewThatFits(1))
    }

    func testSearch() throws {
        let root = AnyView(Adaptive())
        XCTAssertEqual(try root.inspect().find(text: Adaptive.long).pathToRoot, "anyView().view(Adaptive.self).viewThatFits().text(0)")
        XCTAssertEqual(try root.inspect().find(text: Adaptive.short).pathToRoot, "anyView().view(Adaptive.self).viewThatFits().anyView(1).text()")
    }
}

private struct Adaptive: View {
    static let long = "A long caption shown only when there is room for all of it"
    static let short = "Caption"
    var body: some View {
        ViewThatFits {
            Text(Self.long)
            AnyView(Text(Self.short))
        }
    }
}
