import ArrangeCore
import ArrangePreviews

/// One preview the program carries: a `#Preview` or a `PreviewProvider`'s `previews`, with a
/// name and a way to make its view. Arrange's own.
public struct PreviewEntry: Sendable {
    /// The preview's name, or where it is written (`File.swift:12`) when it has none; a
    /// `PreviewProvider`'s type name.
    public let name: String
    /// Where the preview is written: `File.swift:12`, or the provider's type name.
    public let source: String
    /// Makes the view and says how to lay it out.
    let make: @MainActor @Sendable () throws -> (content: AnyView, layout: PreviewTrait<Preview.ViewTraits>.Layout, orientation: InterfaceOrientation)

    /// A `#Preview`, found through `PreviewCatalog`.
    @MainActor
    public init(registry: any PreviewRegistry.Type) {
        name = registry.displayName
        let file = registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
        source = "\(file):\(registry.line)"
        make = {
            let preview = try registry.makePreview()
            return (preview.content, preview.layout, preview.orientation)
        }
    }

    /// A `PreviewProvider`'s `previews`, shown on a device's screen as a canvas shows them.
    public init<Provider: PreviewProvider>(provider: Provider.Type, name: String) {
        self.name = name
        source = name
        make = { @MainActor in (AnyView(Provider.previews), .device, .portrait) }
    }

    /// The `#Preview`s written in the module named `module` (the files the program was built
    /// from), in source order, followed by `providers`.
    @MainActor
    public static func all(inModule module: String, providers: [PreviewEntry]) -> [PreviewEntry] {
        PreviewCatalog.registries
            .filter { $0.fileID.hasPrefix(module + "/") }
            .map { PreviewEntry(registry: $0) } + providers
    }
}
