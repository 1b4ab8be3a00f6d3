import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `InspectionEmissaryTests`: hosted views and modifiers inspected through
/// `on(\.didAppear)` and through an `Inspection` emissary — right away, after a delay, and when a
/// publisher emits (also with a delay).
final class InspectionEmissaryTests: XCTestCase {
    func testViewOnFunction() throws {
        var view = Switch(isOn: false)
        let checked = view.on(\.didAppear) { view in
            XCTAssertFalse(try view.actualView().isOn)
            try view.button().tap()
            XCTAssertTrue(try view.actualView().isOn)
        }
        ViewHosting.host(view: view)
        wait(for: [checked], timeout: 0.5)
    }

    func testViewModifierOnFunction() throws {
        var modifier = SwitchModifier(isOn: Binding(wrappedValue: false))
        let checked = modifier.on(\.didAppear) { view in
            XCTAssertFalse(try view.actualView().isOn)
            try view.hStack().button(1).tap()
            XCTAssertTrue(try view.actualView().isOn)
        }
        ViewHosting.host(view: EmptyView().modifier(modifier).environmentObject(Settings()))
        wait(for: [checked], timeout: 0.5)
    }

    func testViewInspectAfter() throws {
        let view = Switch(isOn: false)
        let first = view.inspection.inspect { inspected in
            XCTAssertEqual(try inspected.button().labelView().text().string(), "off")
            view.changes.send(true)
        }
        let second = view.inspection.inspect(after: 0.1) { inspected in
            XCTAssertEqual(try inspected.button().labelView().text().string(), "on")
        }
        ViewHosting.host(view: view)
        wait(for: [first, second], timeout: 0.5)
    }

    func testViewModifierInspectAfter() throws {
        let modifier = SwitchModifier(isOn: Binding(wrappedValue: false))
        let first = modifier.inspection.inspect { inspected in
            XCTAssertEqual(try inspected.hStack().button(1).labelView().text().string(), "off")
            modifier.changes.send(true)
        }
        let second = modifier.inspection.inspect(after: 0.1) { inspected in
            XCTAssertEqual(inspected.findAll(ViewType.Text.self).count, 2)
            XCTAssertEqual(try inspected.hStack().button(1).labelView().text().string(), "on")
        }
        ViewHosting.host(view: EmptyView().modifier(modifier).environmentObject(Settings()))
        wait(for: [first, second], timeout: 0.5)
    }

    func testViewInspectOnReceive() throws {
        let view = Switch(isOn: false)
        let first = view.inspection.inspect { inspected in
            XCTAssertEqual(try inspected.button().labelView().text().string(), "off")
            view.changes.send(true)
        }
        let second = view.inspection.inspect(onReceive: view.changes) { inspected in
            XCTAssertEqual(try inspected.button().labelView().text().string(), "on")
            view.changes.send(false)
        }
        let third = view.inspection.inspect(onReceive: view.changes.dropFirst()) { inspected in
            XCTAssertEqual(try inspected.button().labelView().text().string(), "off")
        }
        ViewHosting.host(view: view)
        wait(for: [first, second, third], timeout: 0.5)
    }

    func testViewInspectOnReceiveAfter() throws {
        let view = Switch(isOn: false)
        let first = view.inspection.inspect { inspected in
            XCTAssertEqual(try inspected.button().labelView().text().string(), "off")
            view.changes.send(true)
        }
        let second = view.inspection.inspect(onReceive: view.changes, after: 0.1) { inspected in
            XCTAssertEqual(try inspected.button().labelView().text().string(), "on")
            view.changes.send(false)
        }
        let third = view.inspection.inspect(onReceive: view.changes.dropFirst()) { inspected in
            XCTAssertEqual(try inspected.button().labelView().text().string(), "off")
        }
        ViewHosting.host(view: view)
        wait(for: [first, second, third], timeout: 0.5)
    }

    func testViewModifierInspectOnReceive() throws {
        let modifier = SwitchModifier(isOn: Binding(wrappedValue: false))
        let first = modifier.inspection.inspect { inspected in
            XCTAssertEqual(try inspected.hStack().button(1).labelView().text().string(), "off")
            modifier.changes.send(true)
        }
        let second = modifier.inspection.inspect(onReceive: modifier.changes) { inspected in
            XCTAssertEqual(try inspected.hStack().button(1).labelView().text().string(), "on")
            modifier.changes.send(false)
        }
        let third = modifier.inspection.inspect(onReceive: modifier.changes.dropFirst()) { inspected in
            XCTAssertEqual(try inspected.hStack().button(1).labelView().text().string(), "off")
        }
        ViewHosting.host(view: EmptyView().modifier(modifier).environmentObject(Settings()))
        wait(for: [first, second, third], timeout: 0.5)
    }

    func testViewModifierInspectOnReceiveAfter() throws {
        let modifier = SwitchModifier(isOn: Binding(wrappedValue: false))
        let first = modifier.inspection.inspect { inspected in
            XCTAssertEqual(try inspected.hStack().button(1).labelView().text().string(), "off")
            modifier.changes.send(true)
        }
        let second = modifier.inspection.inspect(onReceive: modifier.changes, after: 0.1) { inspected in
            XCTAssertEqual(try inspected.hStack().button(1).labelView().text().string(), "on")
            modifier.changes.send(false)
        }
        let third = modifier.inspection.inspect(onReceive: modifier.changes.dropFirst()) { inspected in
            XCTAssertEqual(try inspected.hStack().button(1).labelView().text().string(), "off")
        }
        ViewHosting.host(view: EmptyView().modifier(modifier).environmentObject(Settings()))
        wait(for: [first, second, third], timeout: 0.5)
    }
}

private final class Settings: ObservableObject {
    @Published var name = "settings"
}

private struct Switch: View {
    @State private(set) var isOn: Bool
    let changes = PassthroughSubject<Bool, Never>()
    let inspection = Inspection<Self>()
    var didAppear: ((Self) -> Void)?

    var body: some View {
        Button(action: { isOn.toggle() }, label: { Text(isOn ? "on" : "off") })
            .onReceive(changes) { isOn = $0 }
            .onReceive(inspection.notice) { inspection.visit(self, $0) }
            .onAppear { didAppear?(self) }
    }
}

private struct SwitchModifier: ViewModifier {
    @Binding var isOn: Bool
    @EnvironmentObject var settings: Settings
    let changes = PassthroughSubject<Bool, Never>()
    let inspection = Inspection<Self>()
    var didAppear: ((Self) -> Void)?

    func body(content: Self.Content) -> some View {
        HStack {
            content
            Button(action: { isOn.toggle() }, label: { Text(isOn ? "on" : "off") })
            Text(settings.name)
        }
        .onReceive(changes) { isOn = $0 }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
        .onAppear { didAppear?(self) }
    }
}
