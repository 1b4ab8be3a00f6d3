import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `DisclosureGroupTests`: a disclosure group inspects and is reached; its label and
/// content (also several views); search paths; expansion errors without a binding, and
/// expanding/collapsing through @ObservedObject state or a @Binding.
final class DisclosureGroupTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try DisclosureGroup(content: { EmptyView() }, label: { EmptyView() }).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(DisclosureGroup(content: { EmptyView() }, label: { EmptyView() })).inspect().anyView().disclosureGroup())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); DisclosureGroup(content: { EmptyView() }, label: { EmptyView() }); Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().disclosureGroup(1))
    }

    func testLabelInspection() throws {
        let group = DisclosureGroup(content: { EmptyView() }, label: { Text("Advanced") })
        XCTAssertEqual(try group.inspect().disclosureGroup().labelView().text().string(), "Advanced")
    }

    func testContentInspection() throws {
        let group = DisclosureGroup(content: { Text("Option") }, label: { EmptyView() })
        XCTAssertEqual(try group.inspect().disclosureGroup().text(0).string(), "Option")
    }

    func testToupleContentInspection() throws {
        let group = DisclosureGroup(content: { EmptyView(); Text("Option") }, label: { EmptyView() })
        XCTAssertEqual(try group.inspect().disclosureGroup().text(1).string(), "Option")
    }

    func testSearch() throws {
        let group = DisclosureGroup(content: { EmptyView(); Text("Option") }, label: { Spacer() })
        XCTAssertEqual(try group.inspect().find(text: "Option").pathToRoot, "disclosureGroup().text(1)")
        XCTAssertEqual(try group.inspect().find(ViewType.Spacer.self).pathToRoot, "disclosureGroup().labelView().spacer()")
    }

    func testExpansionError() throws {
        let group = DisclosureGroup("Advanced", content: { EmptyView() })
        XCTAssertFalse(try group.inspect().disclosureGroup().isExpanded())
        assertThrows(try group.inspect().disclosureGroup().expand(),
                     "You need to enable programmatic expansion by using `DisclosureGroup(isExpanded:, content:, label:`")
    }

    func testExpansionWithStateActivation() throws {
        let view = ObservedExpansion()
        XCTAssertFalse(try view.inspect().disclosureGroup().isExpanded())
        try view.inspect().disclosureGroup().expand()
        XCTAssertTrue(view.model.isExpanded)
        XCTAssertTrue(try view.inspect().disclosureGroup().isExpanded())
        try view.inspect().disclosureGroup().collapse()
        XCTAssertFalse(try view.inspect().disclosureGroup().isExpanded())
    }

    func testExpansionWithBindingActivation() throws {
        let view = BoundExpansion(isExpanded: Binding(wrappedValue: false))
        XCTAssertFalse(try view.inspect().disclosureGroup().isExpanded())
        try view.inspect().disclosureGroup().expand()
        XCTAssertTrue(try view.inspect().disclosureGroup().isExpanded())
        try view.inspect().disclosureGroup().collapse()
        XCTAssertFalse(try view.inspect().disclosureGroup().isExpanded())
    }
}

private final class ExpansionModel: ObservableObject {
    @Published var isExpanded = false
}

private struct ObservedExpansion: View {
    @ObservedObject var model = ExpansionModel()
    var body: some View {
        DisclosureGroup(isExpanded: $model.isExpanded, content: { EmptyView(); Text("Option") }, label: { EmptyView() })
    }
}

private struct BoundExpansion: View {
    @Binding var isExpanded: Bool
    var body: some View {
        DisclosureGroup(isExpanded: $isExpanded, content: { EmptyView(); Text("Option") }, label: { EmptyView() })
    }
}
