@testable import ArrangeCore
import ArrangeText
import Foundation

/// A view holding `value` in its own state, showing `content` with a binding to it and, below,
/// the value as text (id "shown"), so a test sees what a control wrote after the host updated.
struct StateHolder<Value, Content: View>: View {
    @State var value: Value
    let content: (Binding<Value>) -> Content

    init(_ initial: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: initial)
        self.content = content
    }

    var body: some View {
        VStack(spacing: 0) {
            content($value)
            Text(verbatim: String(describing: value)).id("shown")
        }
    }
}

extension HostingView {
    /// The text the `StateHolder` shows for its value.
    var shown: String? { try? find(id: "shown").text }
}
