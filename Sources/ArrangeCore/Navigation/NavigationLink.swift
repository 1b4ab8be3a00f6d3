/// A view that controls a navigation presentation, as in SwiftUI.
///
/// Inside a list row it is drawn as the row: the label, then the disclosure chevron at the
/// trailing edge. Elsewhere it is a plain button: the label in the accent colour. Arrange has no
/// taps, so the link never pushes by itself; its destination or value is kept.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    @Environment(\.isInListRow) private var isInListRow

    /// The label, as a list row with a chevron or as an accent-coloured button.
    public var body: some View {
        if isInListRow {
            HStack(spacing: ListMetrics.chevronSpacing) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                DisclosureChevron()
            }
        } else {
            label.foregroundStyle(NavigationMetrics.accent)
        }
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
