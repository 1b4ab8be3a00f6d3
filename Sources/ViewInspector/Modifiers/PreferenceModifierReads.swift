import ArrangeCore
import ArrangePreviews
import Foundation

extension InspectableView {
    /// Whether `navigationBarHidden(_:)` hides the navigation bar.
    public func navigationBarHidden() throws -> Bool {
        guard let bar = inspectedNavigationBar() else { throw modifierNotFound("navigationBarHidden") }
        return bar.hidden
    }

    /// Whether `navigationBarBackButtonHidden(_:)` hides the back button.
    public func navigationBarBackButtonHidden() throws -> Bool {
        guard let bar = inspectedNavigationBar() else { throw modifierNotFound("navigationBarBackButtonHidden") }
        return bar.backButtonHidden
    }

    /// The device `previewDevice(_:)` names.
    public func previewDevice() throws -> PreviewDevice {
        guard let device = preferenceWritten(PreviewRequestsKey.self)?.device else { throw modifierNotFound("previewDevice") }
        return device
    }

    /// The name `previewDisplayName(_:)` gives the preview.
    public func previewDisplayName() throws -> String {
        guard let name = preferenceWritten(PreviewRequestsKey.self)?.displayName else { throw modifierNotFound("previewDisplayName") }
        return name
    }

    /// The layout `previewLayout(_:)` asks for.
    public func previewLayout() throws -> PreviewLayout {
        guard let layout = preferenceWritten(PreviewLayoutKey.self) ?? nil else { throw modifierNotFound("previewLayout") }
        return layout
    }

    /// What the innermost of this view's modifiers writing the navigation bar's preference gives.
    private func inspectedNavigationBar() -> (hidden: Bool, backButtonHidden: Bool)? {
        firstPreferenceWrite { $0.inspectedNavigationBar }
    }

    /// The value the innermost of this view's modifiers writing `K` makes of its default.
    private func preferenceWritten<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        firstPreferenceWrite { $0.inspectedPreference(K.self) }
    }

    /// What `read` finds in the innermost of this view's modifiers that write a preference.
    private func firstPreferenceWrite<T>(_ read: (any PreferenceWriteForInspection) -> T?) -> T? {
        for modifier in contentForModifierLookup.medium.viewModifiers.reversed() {
            if let writer = modifier as? any PreferenceWriteForInspection, let value = read(writer) { return value }
        }
        return nil
    }
}
