import Foundation

/// What a modifier written on a preference gives that preference, for the `ViewInspector`
/// module (Arrange's own): SwiftUI's `navigationBarHidden(_:)`, `previewDevice(_:)` and their
/// kind are preference writes here, and inspection reads them back as values.
package protocol PreferenceWriteForInspection {
    /// The value the modifier makes of `K`'s default, or `nil` when it writes another key (or
    /// writes one resolved only in a layout, from an anchor).
    func inspectedPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value?
    /// What the modifier gives the navigation bar of its screen (`navigationBarHidden(_:)`,
    /// `navigationBarBackButtonHidden(_:)`), or `nil` when it writes no such preference.
    var inspectedNavigationBar: (hidden: Bool, backButtonHidden: Bool)? { get }
}

extension NodeAttachingModifier: PreferenceWriteForInspection {
    package func inspectedPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard let preferenceWrite, preferenceWrite.key == ObjectIdentifier(K.self) else { return nil }
        switch preferenceWrite.write {
        case .set(let value):
            return value as? K.Value
        case .transform(let transform):
            var value: Any = K.defaultValue
            transform(&value)
            return value as? K.Value
        case .anchored, .anchoredTransform:
            return nil
        }
    }
}

extension NodeAttachingModifier {
    package var inspectedNavigationBar: (hidden: Bool, backButtonHidden: Bool)? {
        inspectedPreference(NavigationBarLayoutKey.self).map { ($0.navigationBarHidden, $0.backButtonHidden) }
    }
}

/// The view `overlayPreferenceValue` or `backgroundPreferenceValue` shows, made from the key's
/// default value, for the `ViewInspector` module (Arrange's own), as ViewInspector makes it.
package protocol PreferenceValueReaderForInspection {
    /// The view made from the preference key's default value.
    var inspectedContent: Any { get }
}

extension PreferenceValueReader: PreferenceValueReaderForInspection {
    package var inspectedContent: Any { transform(K.defaultValue) }
}
