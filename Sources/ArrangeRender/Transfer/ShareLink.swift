import ArrangeCore
import ArrangeText
import LinuxCoreTransferable
import Foundation

/// The label a share link shows by default: "Share" (or its title) with the share symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text

    /// The label.
    @MainActor public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// A control that shares content, as SwiftUI's `ShareLink`: it looks and lays out as a button
/// with its label. Linux has no share sheet, so a tap shows none; the items are kept
/// (`items`) for tests.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    /// The items shared (Arrange's own: what a share sheet would offer).
    public let items: Data
    let subject: Text?
    let message: Text?
    let label: Label
    /// The preview of an item, when the link was given one (kept for inspection: Linux shows no
    /// share sheet).
    var preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)? = nil

    /// The link: a button showing its label.
    @MainActor public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link sharing one item, with a label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// A link sharing items, with a label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link sharing one item, labelled "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A link sharing one item, with a title.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link sharing one item, with a title.
    @_disfavoredOverload
    public init<I: Transferable, S: StringProtocol>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link sharing items, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing one item with a preview, labelled "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")), preview: { _ in preview })
    }

    /// A link sharing one item with a preview and a title.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)), preview: { _ in preview })
    }
}

extension ShareLink {
    /// A link sharing one item with a preview, with a label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                                 @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label(), preview: { _ in preview })
    }
}

nonisolated extension ShareLink: SharePreviewForInspection {
    package func inspectedPreview(for element: Any) -> Any? {
        guard let preview, let element = element as? Data.Element else { return nil }
        return preview(element)
    }
}
