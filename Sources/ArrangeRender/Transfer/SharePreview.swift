import ArrangeCore
import ArrangeText
import LinuxCoreTransferable
import Foundation

/// What a share sheet shows of shared content: a title, and an image and icon, as SwiftUI's
/// `SharePreview`.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The title.
    public let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = Text(titleKey)
        self.image = image
        self.icon = icon
    }

    /// A preview with a title, an image and an icon.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = Text(title)
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title.
    public init(_ titleKey: LocalizedStringKey) {
        title = Text(titleKey)
        image = nil
        icon = nil
    }

    /// A preview with a title.
    public init<S: StringProtocol>(_ title: S) {
        self.title = Text(title)
        image = nil
        icon = nil
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = Text(titleKey)
        self.image = image
        icon = nil
    }

    /// A preview with a title and an image.
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = Text(title)
        self.image = image
        icon = nil
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        title = Text(titleKey)
        image = nil
        self.icon = icon
    }

    /// A preview with a title and an icon.
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.title = Text(title)
        image = nil
        self.icon = icon
    }
}
