import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `LabeledContentTests`: the content views by index, bounds errors, reaching it, search
/// paths into content and label, the label view, and hidden labels.
final class LabeledContentTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let row = LabeledContent { Text("42 km") } label: { Label("Distance", image: "ruler") }
        XCTAssertEqual(try row.inspect().labeledContent().text(0).string(), "42 km")
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        let row = LabeledContent { Text("42 km") } label: { Label("Distance", image: "ruler") }
        assertThrows(try row.inspect().labeledContent().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let row = try (LabeledContent { Text("a"); Text("b"); Text("c") } label: { Label("Letters", image: "abc") }).inspect().labeledContent()
        XCTAssertEqual(try row.text(0).string(), "a")
        XCTAssertEqual(try row.text(1).string(), "b")
        XCTAssertEqual(try row.text(2).string(), "c")
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        let row = LabeledContent { Text("a"); Text("b") } label: { Label("Letters", image: "abc") }
        assertThrows(try row.inspect().labeledContent().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testResetsModifiers() throws {
        let row = (LabeledContent { Text("42 km") } label: { Label("Distance", image: "ruler") }).padding()
        XCTAssertEqual(try row.inspect().labeledContent().text(0).content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        let root = AnyView(LabeledContent { Text("42 km") } label: { Label("Distance", image: "ruler") })
        XCTAssertNoThrow(try root.inspect().anyView().labeledContent())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack {
            LabeledContent { Text("1") } label: { Label("One", image: "1") }
            LabeledContent { Text("2") } label: { Label("Two", image: "2") }
        }
        XCTAssertNoThrow(try row.inspect().hStack().labeledContent(0))
        XCTAssertNoThrow(try row.inspect().hStack().labeledContent(1))
    }

    func testSearch() throws {
        let root = AnyView(LabeledContent { EmptyView(); AnyView(Text("42 km")) } label: { Label("Distance", image: "ruler") })
        XCTAssertEqual(try root.inspect().find(text: "42 km").pathToRoot, "anyView().labeledContent().anyView(1).text()")
        XCTAssertEqual(try root.inspect().find(text: "Distance").pathToRoot, "anyView().labeledContent().labelView().label().title().text()")
    }

    func testLabelInspection() throws {
        let row = LabeledContent { Text("42 km") } label: { Label("Distance", image: "ruler") }
        XCTAssertEqual(try row.inspect().labeledContent().labelView().label().title().text().string(), "Distance")
    }

    func testLabelHidden() throws {
        let row = (LabeledContent { Text("42 km") } label: { Label("Distance", image: "ruler") }).labelsHidden()
        XCTAssertTrue(try row.inspect().labeledContent().labelView().label().isHidden())
        let title = try row.inspect().find(text: "Distance")
        XCTAssertTrue(try title.labelsHidden())
        XCTAssertTrue(title.isHidden())
    }
}
