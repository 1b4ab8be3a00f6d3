import ArrangeRender
import Testing

@MainActor private func requireSendable<T: Sendable>(_: T.Type) {}

/// `Image` and its value types are `Sendable`, as in SwiftUI (the core's view types are checked
/// by `SendableUnits`). This test fails to build, not to run, when one is missing.
@Suite("Image's value types are Sendable, as in SwiftUI")
@MainActor struct ImageSendableTests {
    @Test("Image, its resizing and interpolation, AsyncImagePhase")
    func sendableTypes() {
        requireSendable(Image.self)
        requireSendable(Image.ResizingMode.self)
        requireSendable(Image.Interpolation.self)
        requireSendable(Image.TemplateRenderingMode.self)
        requireSendable(AsyncImagePhase.self)
    }
}
