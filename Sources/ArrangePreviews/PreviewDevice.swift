import ArrangeCore

/// A simulator device a preview is shown on, as SwiftUI's `PreviewDevice`: its name
/// (`"iPhone 13 Pro"`), set with `previewDevice(_:)`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    /// A device from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device from a string literal naming it.
    public init(stringLiteral: String) {
        rawValue = stringLiteral
    }
}

/// What a previewed view asked for with `previewDevice(_:)`, `previewInterfaceOrientation(_:)`
/// and `previewDisplayName(_:)`; the outermost of each wins.
package struct PreviewRequests: Equatable, Sendable {
    package var device: PreviewDevice?
    package var orientation: InterfaceOrientation?
    package var displayName: String?

    package init(device: PreviewDevice? = nil, orientation: InterfaceOrientation? = nil, displayName: String? = nil) {
        self.device = device
        self.orientation = orientation
        self.displayName = displayName
    }
}

/// The preview requests of a view's modifiers.
package struct PreviewRequestsKey: PreferenceKey {
    package static var defaultValue: PreviewRequests { PreviewRequests() }
    package static func reduce(value: inout PreviewRequests, nextValue: () -> PreviewRequests) {
        let next = nextValue()
        value.device = value.device ?? next.device
        value.orientation = value.orientation ?? next.orientation
        value.displayName = value.displayName ?? next.displayName
    }
}

nonisolated extension View {
    /// Shows the preview on a device, as SwiftUI's `previewDevice(_:)`: `arrange preview` and
    /// `arrange render --preview` use the device's screen when they know its name (every iPhone
    /// from the iPhone 8 on, and their iPad presets), else their own device, with a diagnostic.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        transformPreference(PreviewRequestsKey.self) { requests in
            if let value { requests.device = value }
        }
    }

    /// Names the preview, as SwiftUI's `previewDisplayName(_:)` (shown in lists of previews).
    public func previewDisplayName(_ value: String?) -> some View {
        transformPreference(PreviewRequestsKey.self) { requests in
            if let value { requests.displayName = value }
        }
    }

    /// Shows the preview in an orientation, as SwiftUI's `previewInterfaceOrientation(_:)`.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        transformPreference(PreviewRequestsKey.self) { requests in
            requests.orientation = value
        }
    }
}
