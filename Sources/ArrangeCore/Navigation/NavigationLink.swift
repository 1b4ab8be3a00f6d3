/// A view that controls a navigation presentation, as in SwiftUI.
///
/// Inside a list row it is drawn as the row: the label, then the disclosure chevron at the
/// trailing edge. Elsewhere it is a plain button: the label in the accent colour. Its control
/// action (a tap, through the interaction API) pushes its destination or value onto the
/// enclosing `NavigationStack`; outside a stack it does nothing.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, ListRowDisclosing {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
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
    }

    /// Pushes the destination view, else the value.
    private var pushAction: () -> Void {
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

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value (through the
    /// enclosing stack's `navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}
