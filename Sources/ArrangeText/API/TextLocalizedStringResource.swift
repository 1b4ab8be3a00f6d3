import FoundationAdditions

extension Text {
    /// Creates a text view that shows a localized string resource, resolved in the resource's
    /// locale from its table and bundle. Disfavoured, so that a string literal makes a
    /// `LocalizedStringKey` as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}
