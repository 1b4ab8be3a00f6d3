import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `CustomViewTests`: views the user writes — state changes seen through hosting,
/// observed and environment objects, `view(T.self)` and implicit unwrapping of the body,
/// misuse errors, `actualView()`, search paths and generic / similarly named view types.
/// (The two representable tests are UIKit/AppKit-only and not ported.)
final class CustomViewTests: XCTestCase {
    func testLocalStateChanges() throws {
        let switcher = SwitchingView(isOn: false)
        let inspected = switcher.inspection.inspect { view in
            XCTAssertEqual(try view.button().labelView().text().string(), "off")
            try view.button().tap()
            XCTAssertEqual(try view.button().labelView().text().string(), "on")
        }
        ViewHosting.host(view: switcher)
        wait(for: [inspected], timeout: 0.5)
    }

    func testObservedStateChanges() throws {
        let model = Store()
        let view = ObservingView(store: model)
        XCTAssertEqual(try view.inspect().text().string(), "initial")
        model.title = "changed"
        XCTAssertEqual(try view.inspect().text().string(), "changed")
    }

    func testEnvironmentStateChanges() throws {
        let view = EnvironmentReadingView()
        let model = Store()
        let inspected = view.inspection.inspect { view in
            XCTAssertEqual(try view.text().string(), "initial")
            model.title = "changed"
            XCTAssertEqual(try view.text().string(), "changed")
        }
        ViewHosting.host(view: view.environmentObject(model))
        wait(for: [inspected], timeout: 0.5)
    }

    func testEnvironmentObjectModifier() throws {
        let view = EnvironmentReadingView().environmentObject(Store())
        XCTAssertNoThrow(try view.inspect().view(EnvironmentReadingView.self))
    }

    func testEnvironmentObjectActualView() throws {
        let view = EnvironmentReadingView().environmentObject(Store())
        _ = try view.inspect().view(EnvironmentReadingView.self).actualView().store
    }

    func testResetsModifiers() throws {
        let inner = try PlainView().padding().inspect().view(PlainView.self).emptyView()
        XCTAssertEqual(inner.content.medium.viewModifiers.count, 0)
    }

    func testImplicitChildUnwrapping() throws {
        XCTAssertEqual(try PlainView().inspect().emptyView().pathToRoot, "view(PlainView.self).emptyView()")
        XCTAssertEqual(try PlainView().inspect().view(PlainView.self).emptyView().pathToRoot, "view(PlainView.self).emptyView()")
    }

    func testCustomViewAPIMisuseError() throws {
        let custom = try PlainView().inspect().view(PlainView.self)
        XCTAssertNoThrow(try custom.emptyView())
        XCTAssertNoThrow(try custom.emptyView(0))
        XCTAssertNoThrow(try custom.find(ViewType.EmptyView.self))
        assertThrows(try custom.find(EmptyView.self),
                     "Please use .find(ViewType.EmptyView.self) instead of .find(EmptyView.self) inspection call.")
        assertThrows(try custom.find(EmptyView.self, containing: "x"),
                     "Please use .find(ViewType.EmptyView.self) instead of .find(EmptyView.self) inspection call.")
        assertThrows(try custom.view(EmptyView.self),
                     "Please replace .view(EmptyView.self) inspection call with .emptyView() or .find(ViewType.EmptyView.self)")
        assertThrows(try custom.view(EmptyView.self, 0), "Please replace .view(EmptyView.self, 0) inspection call with .emptyView(0)")
    }

    func testEnvViewResetsModifiers() throws {
        let view = EnvironmentReadingView()
        let inspected = view.inspection.inspect { view in
            XCTAssertEqual(try view.text().content.medium.viewModifiers.count, 0)
        }
        ViewHosting.host(view: view.environmentObject(Store()).padding())
        wait(for: [inspected], timeout: 0.5)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(PlainView()).inspect().anyView().view(PlainView.self))
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { PlainView(); PlainView() }
        XCTAssertNoThrow(try row.inspect().hStack().view(PlainView.self, 0))
        XCTAssertNoThrow(try row.inspect().hStack().view(PlainView.self, 1))
    }

    func testExtractionEnvView1FromSingleViewContainer() throws {
        let root = AnyView(EnvironmentReadingView().environmentObject(Store()))
        XCTAssertNoThrow(try root.inspect().anyView().view(EnvironmentReadingView.self))
    }

    func testExtractionEnvViewFromMultipleViewContainer() throws {
        let row = HStack { EnvironmentReadingView(); EnvironmentReadingView() }
        XCTAssertNoThrow(try row.inspect().hStack().view(EnvironmentReadingView.self, 0))
        XCTAssertNoThrow(try row.inspect().hStack().view(EnvironmentReadingView.self, 1))
    }

    func testSyncSearch() throws {
        XCTAssertEqual(try AnyView(PlainView()).inspect().find(ViewType.EmptyView.self).pathToRoot,
                       "anyView().view(PlainView.self).emptyView()")
        let model = Store()
        XCTAssertEqual(try AnyView(ObservingView(store: model)).inspect().find(text: model.title).pathToRoot,
                       "anyView().view(ObservingView.self).text()")
    }

    func testAsyncSearch() throws {
        let view = EnvironmentReadingView()
        let model = Store()
        let inspected = view.inspection.inspect { view in
            XCTAssertEqual(try view.find(text: model.title).pathToRoot, "view(EnvironmentReadingView.self).text()")
        }
        ViewHosting.host(view: AnyView(view).environmentObject(model))
        wait(for: [inspected], timeout: 0.5)
    }

    func testActualView() throws {
        let switcher = SwitchingView(isOn: true)
        let inspected = switcher.inspection.inspect { view in
            XCTAssertTrue(try view.actualView().isOn)
        }
        ViewHosting.host(view: switcher.environmentObject(Store()).padding())
        wait(for: [inspected], timeout: 0.5)
    }

    func testActualViewTypeMismatch() throws {
        let stub = try InspectableView<ViewType.StringStub<PlainView>>(Content("text"), parent: nil)
        assertThrows(try stub.actualView(), "Type mismatch: String is not PlainView")
    }

    func testPathToRoot() throws {
        XCTAssertEqual(try AnyView(PlainView()).inspect().anyView().view(PlainView.self).pathToRoot, "anyView().view(PlainView.self)")
        XCTAssertEqual(try HStack { PlainView() }.inspect().hStack().view(PlainView.self, 0).pathToRoot, "hStack().view(PlainView.self, 0)")
    }

    func testViewsWithSameNamePrefix() throws {
        let root = try AnyView(RowViewList()).inspect()
        XCTAssertEqual(try root.find(RowViewList.self).pathToRoot, "anyView().view(RowViewList.self)")
        XCTAssertEqual(try root.find(RowView.self).pathToRoot, "anyView().view(RowViewList.self).forEach().view(RowView.self, 0)")
    }

    func testViewContainerWithGenericParameter() throws {
        let root = try AnyView(Box<String>()).inspect()
        XCTAssertEqual(try root.find(Box<String>.self).pathToRoot, "anyView().view(Box<EmptyView>.self)")
        XCTAssertEqual(try root.find(Box<String>.Inner.self).pathToRoot, "anyView().view(Box<EmptyView>.self).view(Inner.self)")
    }

    func testViewContainerGenericParameterMismatch() throws {
        let root = try AnyView(Box<String>()).inspect()
        let inner = try root.find(Box<Int>.Inner.self)
        let module = String(reflecting: Box<Int>.self).components(separatedBy: ".").first!
        assertThrows(try inner.actualView(),
                     "Type mismatch: \(module).Box<Swift.String>.Inner is not \(module).Box<Swift.Int>.Inner")
    }

    func testTestViews() {
        XCTAssertNoThrow(PlainView().body)
        XCTAssertNoThrow(ObservingView(store: Store()).body)
    }
}

private struct PlainView: View {
    var body: some View { EmptyView() }
}

private struct SwitchingView: View {
    @State private(set) var isOn: Bool
    let inspection = Inspection<Self>()

    var body: some View {
        Button(action: { isOn.toggle() }, label: { Text(isOn ? "on" : "off") })
            .onReceive(inspection.notice) { inspection.visit(self, $0) }
    }
}

private final class Store: ObservableObject {
    @Published var title = "initial"
}

private struct ObservingView: View {
    @ObservedObject var store: Store
    var body: some View { Text(store.title) }
}

private struct EnvironmentReadingView: View {
    @EnvironmentObject var store: Store
    let inspection = Inspection<Self>()

    var body: some View {
        Text(store.title)
            .onReceive(inspection.notice) { inspection.visit(self, $0) }
    }
}

private struct RowView: View {
    var body: some View { Text("") }
}

private struct RowViewList: View {
    var body: some View { ForEach(0..<3) { _ in RowView() } }
}

private struct Box<T>: View {
    var body: some View { Inner() }
}

private extension Box {
    struct Inner: View {
        var body: some View { Text("") }
    }
}

extension ViewType {
    /// A marker for a `String` standing in for a custom view type `T` (checks `actualView()`'s
    /// mismatch error).
    struct StringStub<T>: KnownViewType, CustomViewType {
        static var typePrefix: String { "String" }
        static var namespacedPrefixes: [String] { [Inspector.namespacedName(type: String.self)] }
    }
}
