@testable import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// The frames of every node of `view` laid out at `size`, in the dump's order.
@MainActor func layoutFrames<V: View>(of view: V, size: CGSize = CGSize(width: 300, height: 200)) -> [CGRect?] {
    HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily), size: size).placedFrames().map(\.frame)
}

/// A card of the kinds of views the modifiers go on: text, a colour with a frame, a stack.
struct AnnotationSampleCard<Inner: View>: View {
    let inner: Inner
    var body: some View {
        VStack(spacing: 4) {
            Text("Title")
            inner
            Color.blue.frame(height: 12)
        }
        .padding(8)
    }
}
