@testable import ArrangeCore
@testable import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// A button's label takes the foreground style set on the button or above it over its style's
/// colour (issue 25, defect 1: a white "Login" drawn blue on blue).
@Suite("Rendering: button label colours")
@MainActor struct ButtonLabelColourTests {
    /// The paints of the paths `view` draws, in order.
    private func paints<V: View>(_ view: V) -> [Paint] {
        drawnPaths(view, size: CGSize(width: 200, height: 60)).map(\.paint)
    }

    @Test("foregroundColor on a button or on a container of buttons colours the label; the tint does not win")
    func explicitForegroundWins() {
        let tint = paints(Button("A") {}).first
        #expect(paints(Button("Login") {}.foregroundColor(.white).padding().background(Color.blue)) == [.color(.blue), .color(.white)])
        #expect(paints(VStack { Button("A") {} }.foregroundColor(.gray)) == [.color(.gray)])
        #expect(paints(Button("A") {}.foregroundStyle(.red)) == [.color(.red)])
        // Without one, the label is in the tint; a disabled button stays grey.
        #expect(tint != nil && tint != .color(.primary))
        #expect(paints(Button("A") {}.foregroundColor(.red).disabled(true)) == paints(Button("A") {}.disabled(true)))
        // A prominent button's label too; its background stays the tint.
        let prominent = paints(Button("A") {}.buttonStyle(.borderedProminent).foregroundStyle(.black))
        #expect(prominent.last == .color(.black))
        #expect(prominent.first == tint)
    }
}
