import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ConditionalContentTests`: if/else content follows the condition, modifiers of the
/// container stay behind, and modifiers applied to the conditional content are kept.
final class ConditionalContentTests: XCTestCase {
    func testConditionalView() throws {
        let view = Switcher()
        XCTAssertEqual(try view.inspect().group().text(0).string(), "words")
        view.model.showsText.toggle()
        XCTAssertEqual(try view.inspect().group().image(0).actualImage().name(), "picture")
    }

    func testResetsModifiers() throws {
        let group = try Switcher().padding().offset().inspect().view(Switcher.self).group()
        XCTAssertEqual(group.content.medium.viewModifiers.count, 1)
        XCTAssertEqual(try group.text(0).content.medium.viewModifiers.count, 0)
    }

    func testRetainsModifiers() throws {
        let text = try PaddedChoice(isYes: true).inspect().text()
        XCTAssertEqual(try text.string(), "Yes")
        XCTAssertEqual(try text.padding(), EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
    }
}

private final class SwitchModel: ObservableObject {
    @Published var showsText = true
}

private struct Switcher: View {
    @ObservedObject var model = SwitchModel()
    var body: some View {
        Group {
            if model.showsText { Text("words") } else { Image("picture") }
        }.padding(6)
    }
}

private struct PaddedChoice: View {
    let isYes: Bool
    var body: some View { choice.padding(6) }

    @ViewBuilder private var choice: some View {
        if isYes { Text("Yes") } else { Text("No") }
    }
}
