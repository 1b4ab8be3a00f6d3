import ArrangeCore
import ArrangeText
import Foundation
import Testing

@MainActor private func requireSendable<T: Sendable>(_: T.Type) {}

/// The value types SwiftUI marks `Sendable` are `Sendable` here too: code written for SwiftUI that
/// relies on it (SwiftUI-Flow 3.x's `extension HFlow: Layout, Sendable where Content == EmptyView`)
/// must compile. This test fails to build, not to run, when one is missing.
@Suite("Sendable value types, as in SwiftUI")
@MainActor struct SendableUnits {
    @Test("Views, property wrappers, shapes, styles and layouts are Sendable")
    func sendableTypes() {
        requireSendable(EmptyView.self)
        requireSendable(Environment<Int>.self)
        requireSendable(State<Int>.self)
        requireSendable(Binding<Int>.self)
        requireSendable(Spacer.self)
        requireSendable(Divider.self)
        requireSendable(Text.self)
        requireSendable(Path.self)
        requireSendable(Rectangle.self)
        requireSendable(Circle.self)
        requireSendable(RoundedRectangle.self)
        requireSendable(Capsule.self)
        requireSendable(Ellipse.self)
        requireSendable(AnyLayout.self)
        requireSendable(HStackLayout.self)
        requireSendable(VStackLayout.self)
        requireSendable(ZStackLayout.self)
        requireSendable(GridLayout.self)
        requireSendable(GridItem.self)
        requireSendable(LinearGradient.self)
        requireSendable(RadialGradient.self)
        requireSendable(AngularGradient.self)
        requireSendable(AnyShapeStyle.self)
        requireSendable(LocalizedStringKey.self)
        requireSendable(EnvironmentValues.self)
        requireSendable(FillStyle.self)
        requireSendable(StrokeStyle.self)
        requireSendable(Color.self)
        requireSendable(Font.self)
        requireSendable(ProposedViewSize.self)
        requireSendable(Alignment.self)
        requireSendable(EdgeInsets.self)
    }
}
