/// A view that controls a navigation presentation, as in SwiftUI.
///
/// Inside a list row it is drawn as the row: the label, then the disclosure chevron at the
/// trailing edge. Elsewhere it is a plain button: the label in the accent colour. Its control
/// action (a tap, through the interaction API) pushes its destination or value onto the
/// enclosing `NavigationStack`; outside a stack it does nothing. A link made with an `isActive`
/// binding (or a `tag` and `selection`) pushes by setting the binding, and its destination is
/// shown while the binding is true, as `navigationDestination(isPresented:)` shows one.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, ListRowDisclosing {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    /// The binding of the iOS 13–15 `isActive:` and `tag:selection:` initialisers.
    var isActive: Binding<Bool>? = nil
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.listRowBadge) private var badge
    @Environment(\.navigationPush) private var push

    /// The label, as a list row with a chevron or as an accent-coloured button.
    public var body: some View {
        Group {
            if isInListRow {
                HStack(spacing: ListMetrics.chevronSpacing) {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                        .environment(\.listRowBadge, nil)
                    // The row's badge, as iOS draws it: before the chevron.
                    if let badge { badge }
                    DisclosureChevron()
                }
            } else {
                label.foregroundStyle(NavigationMetrics.accent)
            }
        }
        .controlAction(ControlAction(.navigationLink, activate: ControlAction.mainActor(pushAction)))
        .transformPreference(PresentedDestinationsKey.self) { [shown = activeDestination] in if let shown { $0.append(shown) } }
    }

    /// The destination while the `isActive` binding is true; its `\.dismiss` (and the back
    /// button's pop) sets the binding back to false.
    private var activeDestination: AnyView? {
        guard let isActive, isActive.wrappedValue, let destination else { return nil }
        return AnyView(destination.presented(dismissingWith: { isActive.wrappedValue = false }))
    }

    /// Pushes the destination view, else the value; a link with an `isActive` binding sets it.
    private var pushAction: () -> Void {
        if let isActive { return { isActive.wrappedValue = true } }
        let push = self.push
        let entry: NavigationEntry? = destination.map { NavigationEntry.view(AnyView($0)) } ?? value.map { NavigationEntry.value($0) }
        return { if let entry { push?.push(entry) } }
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        self.value = nil
    }

    /// Creates a navigation link that presents the destination view (deprecated in SwiftUI for
    /// the closure form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.value = nil
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents a destination view while `isActive` is true
    /// (deprecated in SwiftUI for `navigationDestination(isPresented:destination:)`): tapping it
    /// sets the binding, and setting the binding elsewhere pushes the destination too.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        self.isActive = isActive
    }

    /// Creates a navigation link that presents a destination view while `selection` equals
    /// `tag` (deprecated in SwiftUI for `navigationDestination`): tapping it sets `selection` to
    /// `tag`; going back sets it to `nil`.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: Binding(
            get: { selection.wrappedValue == tag },
            set: { selection.wrappedValue = $0 ? tag : nil }), label: label)
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value (through the
    /// enclosing stack's `navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}
