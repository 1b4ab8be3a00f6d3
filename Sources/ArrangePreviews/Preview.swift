import ArrangeCore

/// A preview, as DeveloperToolsSupport's `Preview`: what `#Preview` makes. Its name, its traits
/// and its content.
///
/// Arrange shows no canvas: a program (a test, the command line) finds the previews a program
/// carries through `PreviewCatalog`, makes each (`PreviewRegistry.makePreview()`) and lays out
/// or renders its `content`.
public struct Preview {
    /// The trait target of view previews (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The preview's display name, if it was given one.
    public let name: String?
    /// The preview's traits, in order. Arrange's own accessor.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Makes the previewed view.
    private let makeBody: @MainActor () -> any View

    /// Creates a preview of a SwiftUI view. `#Preview` expands into a declaration that calls it.
    @MainActor
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        makeBody = body
    }

    /// The previewed view, type-erased. Arrange's own.
    @MainActor
    public var content: AnyView { AnyView(makeBody()) }

    /// How the traits ask the preview to be laid out: the last layout trait (`.device` when
    /// none). Arrange's own.
    public var layout: PreviewTrait<ViewTraits>.Layout {
        traits.reduce(.device) { layout, trait in trait.layout ?? layout }
    }

    /// The interface orientation the traits ask for (`.portrait` when none). Arrange's own.
    public var orientation: InterfaceOrientation {
        traits.reduce(.portrait) { orientation, trait in trait.orientation ?? orientation }
    }
}
