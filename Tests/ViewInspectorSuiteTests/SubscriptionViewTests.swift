import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SubscriptionViewTests`: onReceive is seen through and keeps the modifiers around it.
final class SubscriptionViewTests: XCTestCase {
    func testEnclosedView() throws {
        let view = Listening(events: PassthroughSubject<Void, Never>().eraseToAnyPublisher())
        XCTAssertEqual(try view.inspect().text().string(), "listening")
    }

    func testRetainsModifiers() throws {
        let text = try Text("t").padding().onReceive(PassthroughSubject<Void, Never>()) {}.padding().padding().inspect().text()
        XCTAssertEqual(text.content.medium.viewModifiers.count, 3)
    }
}

private struct Listening: View {
    let events: AnyPublisher<Void, Never>
    var body: some View { Text("listening").onReceive(events) { _ in } }
}
