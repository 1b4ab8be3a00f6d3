import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `EnvironmentObjectInjectionTests`: environment objects given with
/// `environmentObject(_:)` reach the views and modifiers that need them during synchronous,
/// `on(\.didAppear)` and emissary inspection, and the error when some are missing. (The two
/// tests of SwiftUI's `EnvironmentObject` memory layout and forgery are about SwiftUI internals
/// with no counterpart in Arrange and are not ported.)
final class EnvironmentObjectInjectionTests: XCTestCase {
    func testDirectEnvironmentObjectInjection() throws {
        var view = Inner()
        view = EnvironmentInjection.inject(environmentObject: Name(), into: view)
        view = EnvironmentInjection.inject(environmentObject: Flag(), into: view)
        XCTAssertEqual(try view.inspect().find(ViewType.Text.self).string(), "env_true")
    }

    func testEnvironmentObjectInjectionDuringSyncInspection() throws {
        let view = Outer().environmentObject(Name()).environmentObject(Flag())
        XCTAssertNoThrow(try view.inspect().find(text: "env_true"))
        try view.inspect().find(button: "Flip").tap()
        XCTAssertNoThrow(try view.inspect().find(text: "env_false"))
        XCTAssertEqual(try view.inspect().findAll(ViewType.Text.self).first?.string(), "env_false")
    }

    func testEnvironmentObjectInjectionOnDidAppearInspection() throws {
        var view = Outer()
        let checked = view.on(\.didAppear) { view in
            XCTAssertNoThrow(try view.find(text: "env_true"))
            try view.find(button: "Flip").tap()
            XCTAssertNoThrow(try view.find(text: "env_false"))
        }
        ViewHosting.host(view: view.environmentObject(Name()).environmentObject(Flag()))
        wait(for: [checked], timeout: 0.5)
    }

    func testEnvironmentObjectInjectionDuringAsyncInspection() throws {
        let view = Outer()
        let first = view.inspection.inspect { view in
            XCTAssertNoThrow(try view.find(text: "env_true"))
            try view.find(button: "Flip").tap()
            XCTAssertNoThrow(try view.find(text: "env_false"))
        }
        let second = view.inspection.inspect(after: 0.1) { view in
            XCTAssertNoThrow(try view.find(text: "env_false"))
            try view.find(button: "Flip").tap()
            XCTAssertNoThrow(try view.find(text: "env_true"))
        }
        ViewHosting.host(view: view.environmentObject(Name()).environmentObject(Flag()))
        wait(for: [first, second], timeout: 0.5)
    }

    func testMissingEnvironmentObjectErrorForView() throws {
        assertThrows(try Inner().inspect().find(ViewType.Text.self),
                     "Search did not find a match. Possible blockers: Inner is missing EnvironmentObjects: [\"flag: Flag\", \"name: Name\"]")
        let partly = EnvironmentInjection.inject(environmentObject: Name(), into: Inner())
        assertThrows(try partly.inspect().find(ViewType.Text.self),
                     "Search did not find a match. Possible blockers: Inner is missing EnvironmentObjects: [\"flag: Flag\"]")
    }
}

private final class Name: ObservableObject {
    @Published var text = "env"
}

private final class Flag: ObservableObject {
    @Published var isOn = true
}

private struct Inner: View {
    private var padding1: Int8 = 0
    @EnvironmentObject var flag: Flag
    private var padding2: Int32 = 0
    @EnvironmentObject var name: Name
    @State var local = false

    var body: some View {
        VStack {
            Text(name.text + "_\(flag.isOn)")
            Button("Flip", action: { flag.isOn.toggle() })
        }
    }
}

private struct Outer: View {
    @EnvironmentObject var name: Name
    @EnvironmentObject var flag: Flag
    var didAppear: ((Self) -> Void)?
    let inspection = Inspection<Self>()

    var body: some View {
        Inner()
            .modifier(Prefixing())
            .onAppear { didAppear?(self) }
            .onReceive(inspection.notice) { inspection.visit(self, $0) }
    }
}

private struct Prefixing: ViewModifier {
    @EnvironmentObject var flag: Flag
    @EnvironmentObject var name: Name

    func body(content: Self.Content) -> some View {
        VStack {
            Text(name.text + "+\(flag.isOn)")
            content
        }
    }
}
