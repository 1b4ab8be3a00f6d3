import ArrangeCore
import ArrangeText
import Foundation

extension InspectableView {
    /// What `foregroundColor`, `foregroundStyle` and `tint` applied to this view or a view it is
    /// inside set, innermost first (SwiftUI keeps them in the environment).
    var foregroundRecords: [InspectedForeground] {
        contentForModifierLookup.medium.transitiveViewModifiers.reversed().compactMap {
            ($0 as? any InspectedStyleRecord)?.inspectedStyle as? InspectedForeground
        }
    }

    /// The colour of `.foregroundColor(_:)` on this view (on a `Text`, read its attributes).
    public func foregroundColor() throws -> Color? {
        if content.view is Text {
            throw InspectionError.notSupported("Please use .attributes().foregroundColor() for inspecting foregroundColor on a Text")
        }
        for case .color(let color) in foregroundRecords { return color }
        throw modifierNotFound("foregroundColor")
    }

    /// The style of `.foregroundStyle(_:)` on this view, as an `S`.
    public func foregroundStyleShapeStyle<S: ShapeStyle>(_ style: S.Type) throws -> S {
        for case .style(let value) in foregroundRecords {
            if let typed = value as? S { return typed }
        }
        throw modifierNotFound("foregroundStyle")
    }

    /// The colour of `.tint(_:)` on this view.
    public func tint() throws -> Color? {
        for case .tint(let color) in foregroundRecords { return color }
        throw modifierNotFound("tint")
    }

    /// The colour of `.accentColor(_:)` on this view (which sets its tint).
    public func accentColor() throws -> Color? {
        for case .tint(let color) in foregroundRecords { return color }
        throw modifierNotFound("accentColor")
    }

    /// The scheme of `.preferredColorScheme(_:)` on this view or a view it is inside.
    public func preferredColorScheme() throws -> ColorScheme? {
        // The outermost one: the presentation takes the first scheme in tree order.
        guard let modifier = contentForModifierLookup.medium.transitiveViewModifiers.first(where: {
            Inspector.typeName(value: $0, generics: .remove) == "PreferredColorSchemeModifier"
        }) else { throw modifierNotFound("preferredColorScheme") }
        return try Inspector.attribute(label: "colorScheme", value: modifier, type: ColorScheme?.self)
    }
}
