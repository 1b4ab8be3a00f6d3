import Foundation
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `LinkTests`: reaching a link, finding it by type, URL and label, and its URL and
/// label view.
final class LinkTests: XCTestCase {
    private let docs = URL(string: "https://example.com/docs")!

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Link("Docs", destination: docs)).inspect().anyView().link())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); Link("Docs", destination: docs); Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().link(1))
    }

    func testSearch() throws {
        let root = AnyView(Link(destination: docs, label: { HStack { Text("Read the docs") } }))
        XCTAssertEqual(try root.inspect().find(ViewType.Link.self).pathToRoot, "anyView().link()")
        XCTAssertEqual(try root.inspect().find(link: docs).pathToRoot, "anyView().link()")
        XCTAssertEqual(try root.inspect().find(link: "Read the docs").pathToRoot, "anyView().link()")
    }

    func testURLInspection() throws {
        XCTAssertEqual(try Link("Docs", destination: docs).inspect().link().url(), docs)
    }

    func testLabelInspection() throws {
        let link = Link(destination: docs, label: { HStack { Text("Read the docs") } })
        XCTAssertEqual(try link.inspect().link().labelView().hStack().text(0).string(), "Read the docs")
    }
}
