import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `OpaqueViewTests`: views behind `some View` (a modified Text, custom views, a custom
/// view whose body calls a helper) inspect through to their content with the right modifiers.
final class OpaqueViewTests: XCTestCase {
    func testOpaqueStandardView() throws {
        let text = try Text("Opaque").padding().inspect().text()
        XCTAssertEqual(try text.string(), "Opaque")
        XCTAssertEqual(text.content.medium.viewModifiers.count, 1)
    }

    func testOpaqueInspectableView() throws {
        let text = try Simple().padding().inspect().view(Simple.self).text()
        XCTAssertEqual(try text.string(), "Opaque")
        XCTAssertEqual(text.content.medium.viewModifiers.count, 0)
    }

    func testOpaqueEnvInspectableView() throws {
        let text = try Helper().environmentObject(Helper.Model()).padding().inspect().view(Helper.self).text()
        XCTAssertEqual(try text.string(), "Opaque")
        XCTAssertEqual(text.content.medium.viewModifiers.count, 0)
    }

    func testInspectableTestViews() {
        XCTAssertNoThrow(Simple().body)
        XCTAssertNoThrow(Helper().body)
    }
}

private struct Simple: View {
    var body: some View { Text("Opaque") }
}

private struct Helper: View {
    var body: some View { make(Model()) }
    func make(_ model: Model) -> some View { Text("Opaque") }
    final class Model: ObservableObject {}
}
