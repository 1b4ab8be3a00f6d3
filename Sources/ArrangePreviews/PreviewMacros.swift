import ArrangeCore

/// Creates a preview of a view, as SwiftUI's `#Preview`, so files that carry previews compile.
///
/// The body is a view builder: one view, or several statements that end in views
/// (`let model = Model(); ContentView(model: model)`), with `@Previewable` properties first
/// (`@Previewable @State var count = 1`). The expansion is a type conforming to
/// `PreviewRegistry` with a record that `PreviewCatalog.registries` finds at run time.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ArrangeMacros", type: "PreviewMacro")

/// Creates a preview of a view with the given traits (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft`…), as SwiftUI's `#Preview`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ArrangeMacros", type: "PreviewMacro")

/// Tags a dynamic property declared in a `#Preview` body (`@Previewable @State var on = true`),
/// as SwiftUI's (iOS 18): the preview shows a view that holds it, so it behaves as any view's state.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ArrangeMacros", type: "PreviewableMacro")
