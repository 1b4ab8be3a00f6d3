import Foundation

private struct IsInListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ListRowBadgeKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

extension EnvironmentValues {
    /// Whether views are the content of a list row (navigation links draw as rows there).
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }

    /// The badge of the navigation link's row being built, which the link draws before its
    /// chevron (`ListRowTraits.drawsBadgeBeforeChevron`).
    var listRowBadge: AnyView? {
        get { self[ListRowBadgeKey.self] }
        set { self[ListRowBadgeKey.self] = newValue }
    }
}

/// Views that draw a list row's badge themselves, before their disclosure chevron (navigation
/// links).
protocol ListRowDisclosing {}

/// How a list or form lays out its sections: a vertical scroll view of them, on the style's
/// background, which reaches under the safe area.
@usableFromInline nonisolated struct ListBody: View {
    let sections: [ListSectionContent]
    /// The list's selection; `nil` when nothing is selectable.
    var selection: ListRowSelection? = nil
    @Environment(\.listStyleKind) private var style
    @Environment(\.listSectionSpacing) private var sectionSpacing
    @Environment(\.listRowSpacing) private var rowSpacing

    @usableFromInline var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(sections, id: \.key) { section in
                    ListSectionView(section: section, style: style,
                                    spacing: sectionSpacing.value ?? defaultSpacing(section),
                                    rowSpacing: rowSpacing ?? 0, selection: selection)
                }
                if style.isGrouped {
                    Color.clear.frame(height: ListMetrics.groupedSectionSpacing)
                }
            }
            // A list fills the width it is offered, rows or none (a vertical ScrollView alone is
            // as wide as its content, A21): an empty list's overlays sit at its corners.
            .frame(maxWidth: .infinity)
        }
        .background {
            (style.isGrouped ? ListMetrics.groupedBackground : ListMetrics.plainBackground).ignoresSafeArea()
        }
    }

    /// The space above a section: the grouped styles' section spacing; none in the plain ones.
    private func defaultSpacing(_ section: ListSectionContent) -> CGFloat {
        style.isGrouped ? ListMetrics.groupedSectionSpacing : 0
    }
}

/// One section: the space above it, its header, its rows (a card in the grouped styles) and its
/// footer.
@usableFromInline nonisolated struct ListSectionView: View {
    let section: ListSectionContent
    let style: ListStyleKind
    let spacing: CGFloat
    let rowSpacing: CGFloat
    var selection: ListRowSelection? = nil

    @usableFromInline var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if spacing > 0 {
                Color.clear.frame(height: spacing)
            }
            if let header = section.header {
                if style.isGrouped {
                    header
                        .containerTextRole(.sectionHeader)
                        .foregroundStyle(ListMetrics.secondaryLabel)
                        .padding(.horizontal, ListMetrics.rowInsets.leading)
                        .padding(.bottom, ListMetrics.headerFooterGap)
                } else {
                    header
                        .containerTextRole(.sectionHeader)
                        .foregroundStyle(ListMetrics.secondaryLabel)
                        .padding(.horizontal, ListMetrics.rowInsets.leading)
                        .padding(.vertical, ListMetrics.plainHeaderVerticalPadding)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(ListMetrics.plainHeaderBackground)
                }
            }
            rows
            if let footer = section.footer {
                footer
                    .containerTextRole(.sectionFooter)
                    .foregroundStyle(ListMetrics.secondaryLabel)
                    .padding(.horizontal, ListMetrics.rowInsets.leading)
                    .padding(.top, ListMetrics.headerFooterGap)
            }
        }
        .modifier(ListSectionMargin(isInset: style.isInset))
    }

    @ViewBuilder private var rows: some View {
        let content = VStack(spacing: rowSpacing) {
            ForEach(Array(section.rows.enumerated()), id: \.element.key) { index, row in
                ListRowView(row: row, style: style,
                            showsSeparator: index < section.rows.count - 1 && rowSpacing == 0, selection: selection)
            }
        }
        if style == .insetGrouped || style == .sidebar {
            content.clipShape(RoundedRectangle(cornerRadius: ListMetrics.cardCornerRadius))
        } else {
            content
        }
    }
}

/// One row: its content (and badge) inside the row insets, at least 44 points tall, on the row
/// background, with its separator along the bottom (`ListRowChrome`). A disclosure group draws
/// its rows itself (`ListDisclosureRows`). A row of a `ForEach` with edit actions shows the
/// delete and reorder controls in edit mode, and records the actions for the interaction API.
/// In edit mode a list that selects a set shows a selection circle at each selectable row's
/// leading edge instead of the delete control (as UIKit's multiple selection while editing);
/// a selected row is highlighted in edit mode whichever kind of selection the list has.
@usableFromInline nonisolated struct ListRowView: View {
    let row: ListRow
    let style: ListStyleKind
    let showsSeparator: Bool
    var selection: ListRowSelection? = nil
    /// How many disclosure groups enclose the row (0 for the list's own rows).
    var nesting = 0
    @usableFromInline var body: some View {
        if row.drawsOwnRows {
            row.content.environment(\.listRowContext, ListRowContext(
                style: style, insets: row.traits.insets, background: row.traits.background,
                showsSeparator: separatorShown, nesting: nesting, selection: selection,
                editing: row.editing, selectionValue: row.selectionValue))
        } else if let selection {
            // Tapping the row selects it: its `.tag(_:)` if it has one (the interaction API looks
            // for it below the row), else its `ForEach` id, the action's value.
            let elementID = row.elementID
            rowBody.controlAction(ControlAction(.listRow, select: selection.select, value: { elementID as Any }))
        } else {
            rowBody
        }
    }

    private var separatorShown: Bool {
        row.traits.bottomSeparator == .hidden ? false : showsSeparator
    }

    private var rowBody: some View {
        ListEditableRowChrome(style: style, baseInsets: row.traits.insets ?? ListMetrics.rowInsets,
                              indent: ListMetrics.indentation(nesting: nesting), background: row.traits.background,
                              showsSeparator: separatorShown, editing: row.editing, selectionValue: row.selectionValue,
                              selection: selection, content: content)
    }

    @ViewBuilder private var content: some View {
        HStack(spacing: 0) {
            if row.traits.drawsBadgeBeforeChevron {
                row.content.environment(\.listRowBadge, row.traits.badge.map { AnyView(ListRowBadge(badge: $0)) })
            } else {
                row.content
                if let badge = row.traits.badge {
                    Spacer(minLength: 8)
                    ListRowBadge(badge: badge)
                }
            }
        }
    }
}

/// Insets an inset style's sections from the list's edges by iOS's margin for the list's width
/// (16 points on most iPhones, 20 on the widest; see `ListMetrics.sectionMargin(forWidth:)`).
@usableFromInline nonisolated struct ListSectionMargin: ViewModifier {
    let isInset: Bool

    @usableFromInline func body(content: Content) -> some View {
        if isInset {
            ListMarginLayout { content }
        } else {
            content
        }
    }
}

/// Proposes its subview the width less the margin on each side, and places it there.
@usableFromInline struct ListMarginLayout: Layout {
    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        let margin = proposal.width.map { ListMetrics.sectionMargin(forWidth: $0) } ?? ListMetrics.compactSectionMargin
        let size = subview.sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * margin) }, height: proposal.height))
        return CGSize(width: proposal.width ?? size.width + 2 * margin, height: size.height)
    }

    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let margin = ListMetrics.sectionMargin(forWidth: bounds.width)
        // The section is placed with the height it was measured for (nil in a scrolling list),
        // not the bounds' height: a finite height made its stack share it among the rows, and
        // a row offered less than it needs came out shorter than its content.
        subview.place(at: CGPoint(x: bounds.minX + margin, y: bounds.minY), anchor: .topLeading,
                      proposal: ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: proposal.height))
    }
}

/// A row's badge: secondary text at the row's trailing end (before the chevron of a navigation
/// link's row).
@usableFromInline nonisolated struct ListRowBadge: View {
    let badge: AnyView

    @usableFromInline var body: some View {
        badge
            .containerTextRole(.badge)
            .foregroundStyle(ListMetrics.secondaryLabel)
    }
}
