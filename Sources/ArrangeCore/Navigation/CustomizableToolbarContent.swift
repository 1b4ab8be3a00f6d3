/// Conforming types represent items that can be placed in various locations in a customizable
/// toolbar, as in SwiftUI: what `toolbar(id:content:)` takes. Arrange has no toolbar
/// customization; such content is placed as any toolbar content is.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

/// `Never` is the body of primitive customizable content.
nonisolated extension Never: CustomizableToolbarContent {}

/// A toolbar item with an identifier can be customized.
nonisolated extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// An `if`/`else` of customizable contents is customizable.
nonisolated extension _ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// An optional customizable content (`if` without `else`) is customizable.
nonisolated extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

/// Several customizable toolbar contents in a row (what `ToolbarContentBuilder` builds from
/// them).
nonisolated public struct _TupleCustomizableToolbarContent: CustomizableToolbarContent, ToolbarEntrySource {
    let children: [any ToolbarContent]
    /// Primitive toolbar content.
    public typealias Body = Never
    func appendEntries(to entries: inout [ToolbarEntry]) {
        for child in children { ToolbarEntries.append(child, to: &entries) }
    }
}

extension ToolbarContentBuilder {
    /// Passes a single customizable toolbar content through.
    public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content) -> Content { content }

    /// Combines several customizable toolbar contents into customizable content.
    public static func buildBlock<each Content: CustomizableToolbarContent>(_ content: repeat each Content) -> _TupleCustomizableToolbarContent {
        var children: [any ToolbarContent] = []
        for child in repeat each content { children.append(child) }
        return _TupleCustomizableToolbarContent(children: children)
    }
}
