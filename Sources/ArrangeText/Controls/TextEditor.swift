import ArrangeCore
import Foundation

/// A view that can display and edit long-form text, as in SwiftUI: it takes all the room it is
/// offered, its text wrapping from the top-leading corner inside iOS's text container insets
/// (8 points above and below, 5 at the sides; see `ControlMetrics`).
nonisolated public struct TextEditor: View {
    let text: Binding<String>

    /// Creates a plain text editor.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// The wrapped text in the flexible frame.
    public var body: some View {
        let binding = text
        Text(verbatim: text.wrappedValue)
            .padding(ControlMetrics.textEditorInsets)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .controlAction(ControlAction(.textField, setText: { binding.wrappedValue = $0 }, value: { binding.wrappedValue }))
    }
}
