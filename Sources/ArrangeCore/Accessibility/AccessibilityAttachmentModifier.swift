/// A view modifier that adds accessibility properties to the view, as in SwiftUI: the type the
/// accessibility modifiers return (`ModifiedContent<Self, AccessibilityAttachmentModifier>`).
///
/// It adds no layout node and changes no frame; it records its properties on the nodes its
/// content produced (see `ViewAnnotation`, `HostingView.annotatedViews`).
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    /// The properties it records, in order.
    let annotations: [ViewAnnotation]

    /// A modifier that records `annotations` (the text module's label, hint and value forms
    /// build theirs from plain text). Arrange's own.
    package init(_ annotations: ViewAnnotation...) {
        self.annotations = annotations
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds the modified content's nodes and records the properties on them.
    public static func _makeModifiedNodes<C: View>(modifier: Self, content: C, in builder: _LayoutTreeBuilder) {
        AnnotatingModifier(annotations: modifier.annotations).buildNodes(content: content, in: builder)
    }
}

nonisolated extension View {
    /// Uses the string you specify to identify the view. Recorded; `HostingView.frame(ofAccessibilityIdentifier:)`
    /// finds the view by it, and `dump()` shows it.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityIdentifier(identifier)))
    }

    /// Uses the string you specify to identify the view, when `isEnabled` (iOS 18). Recorded.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(isEnabled ? [.accessibilityIdentifier(identifier)] : []))
    }

    /// Specifies whether to hide this view from system accessibility features. Recorded.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityHidden(hidden)))
    }

    /// Adds the given traits to the view. Recorded.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityAddTraits(traits)))
    }

    /// Removes the given traits from this view. Recorded.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityRemoveTraits(traits)))
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other
    /// elements at the same level. Recorded.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilitySortPriority(sortPriority)))
    }

    /// Adds an accessibility action to the view. Recorded; the handler can be run through
    /// `AnnotatedView.performAccessibilityAction(_:)`.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityAction(AccessibilityActionRecord(kind: actionKind, handler: handler))))
    }

    /// Creates a new accessibility element, or modifies this view's, with the given behaviour
    /// for the child elements. Recorded.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityAttachmentModifier(.accessibilityElement(children: children)))
    }
}

extension AccessibilityAttachmentModifier {
    /// A modifier that records `annotations`.
    init(_ annotations: [ViewAnnotation]) {
        self.annotations = annotations
    }
}
