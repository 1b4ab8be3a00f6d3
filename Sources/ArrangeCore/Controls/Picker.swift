import Foundation

/// A control for selecting from a set of mutually exclusive values, as in SwiftUI.
///
/// The options are the content's views, each marked with `.tag(_:)` (a `ForEach`'s elements
/// are tagged with their ids unless they set a tag); the one whose tag equals
/// the selection is the one shown (menu style) or highlighted (segmented and wheel styles). The
/// look comes from `.pickerStyle(_:)`: the default on iOS outside lists, `.menu`, shows the
/// current option and up/down chevrons in the tint colour. The control action selects an option
/// by its tag through the binding. `Picker("Title", selection:)` needs the text module.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var style

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// Creates a picker that displays a custom label (deprecated in SwiftUI in favour of
    /// `init(selection:content:label:)`).
    @available(*, deprecated, renamed: "Picker.init(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    /// The options drawn in the environment's picker style, with the selection's writer recorded
    /// as the control action.
    public var body: some View {
        let content = self.content.environment(\.tagsElementsByID, true)
        let selected = AnyHashable(selection.wrappedValue)
        let binding = selection
        let action = ControlAction(.picker, select: { tag in
            if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
        }, value: { binding.wrappedValue })
        Group {
            switch style {
            case .segmented:
                SegmentedPickerBody(selection: selected, content: content)
            case .wheel:
                WheelPickerBody(selection: selected, content: content)
            case .navigationLink:
                NavigationLinkPickerBody(selection: selected, label: label, content: content)
            case .menu:
                MenuPickerBody(selection: selected, label: label, content: content)
            }
        }
        .controlAction(action)
        .modifier(PickerSelectionCheck(selection: selected))
    }
}

/// Reports a selection no option is tagged with, as SwiftUI warns ("the selection is invalid and
/// does not have an associated tag"); the picker then shows no option as selected.
@usableFromInline nonisolated struct PickerSelectionCheck: NodeModifier {
    @usableFromInline typealias Body = Never
    nonisolated(unsafe) let selection: AnyHashable

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.build(content)
        guard let node = builder.output.last else { return }
        if !hasTag(node, builder.engine) {
            builder.report("Picker: the selection \(selection.base) is invalid and does not have an associated tag; no option is shown as selected.")
        }
    }

    /// Whether a node at or below `node` is tagged with the selection.
    private func hasTag(_ node: Int32, _ engine: LayoutEngine) -> Bool {
        if engine.tree.nodes[Int(node)].tag(in: engine) == selection { return true }
        let info = engine.tree.nodes[Int(node)]
        for i in 0..<Int(info.childCount) where hasTag(engine.tree.childList[Int(info.firstChild) + i], engine) {
            return true
        }
        return false
    }
}

/// The kinds of picker Arrange draws; each built-in style maps to one.
enum PickerStyleKind: Hashable, Sendable {
    case menu, segmented, wheel, navigationLink
}

private struct PickerStyleKindKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
    /// The picker style set by the nearest `.pickerStyle(_:)` (`.menu`, iOS's default outside
    /// lists).
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for pickers within this view, as in SwiftUI.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, (style as? any BuiltinPickerStyle)?.kind ?? .menu).recordingStyle(style)
    }
}

/// A menu picker: the current option and up/down chevrons, in the tint colour. In a list or
/// form row, as iOS draws it there, the label leads and the option and chevrons trail in the
/// secondary colour.
@usableFromInline nonisolated struct MenuPickerBody<Label: View, Content: View>: View {
    nonisolated(unsafe) let selection: AnyHashable
    let label: Label
    let content: Content
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        if environment.isInListRow {
            let secondary = ControlPalette(environment.colorScheme).secondaryLabel
            LabeledControlRow(label) {
                optionAndChevrons(in: secondary)
            }
        } else {
            optionAndChevrons(in: environment.controlTint)
        }
    }

    private func optionAndChevrons<S: ShapeStyle>(in style: S) -> some View {
        HStack(spacing: ControlMetrics.menuChevronSpacing) {
            SelectedOptionLayout(selection: selection) {
                content.showingOnlyTag(selection)
            }
            UpDownChevronShape()
                .stroke(style, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                .frame(width: ControlMetrics.menuChevronSize.width, height: ControlMetrics.menuChevronSize.height)
        }
        .foregroundStyle(style)
    }
}

/// A navigation-link picker: the label, a gap, the current option in the secondary colour and
/// a chevron, as a row of a form shows it.
@usableFromInline nonisolated struct NavigationLinkPickerBody<Label: View, Content: View>: View {
    nonisolated(unsafe) let selection: AnyHashable
    let label: Label
    let content: Content
    @Environment(\.colorScheme) var colorScheme

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        LabeledControlRow(label) {
            SelectedOptionLayout(selection: selection) {
                content.showingOnlyTag(selection)
            }
            .foregroundStyle(palette.secondaryLabel)
            ChevronGlyph(direction: .right, style: palette.tertiaryLabel)
        }
    }
}

/// A segmented control: the options in equal segments on a rounded tertiary-fill background,
/// the selected one on a raised thumb.
@usableFromInline nonisolated struct SegmentedPickerBody<Content: View>: View {
    nonisolated(unsafe) let selection: AnyHashable
    let content: Content
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.controlSize) var controlSize

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        let metrics = ControlSizeMetrics(controlSize)
        SegmentedLayout(selection: selection, height: metrics.segmentedHeight) {
            RoundedRectangle(cornerRadius: ControlMetrics.segmentedThumbCornerRadius)
                .fill(palette.segmentThumb)
                .shadow(color: palette.knobShadow, radius: 4, x: 0, y: 2)
            content
        }
        .controlTitleRole(metrics.titleRole)
        .background(palette.tertiaryFill, in: RoundedRectangle(cornerRadius: ControlMetrics.segmentedCornerRadius))
        .dimmedWhenDisabled(isEnabled)
    }
}

/// Lays out a segmented control: subview 0 is the thumb, the rest are the options. The control
/// is as wide as offered (as wide as its widest option times the count, plus padding, when
/// offered nothing) and `height` tall (`segmentedHeight` at the regular control size); the
/// segments share the width equally and the thumb covers the selected one, inset.
@usableFromInline struct SegmentedLayout: Layout {
    nonisolated(unsafe) let selection: AnyHashable
    var height: CGFloat = ControlMetrics.segmentedHeight

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let options = subviews.dropFirst()
        let widest = options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = (widest + 2 * ControlMetrics.segmentedSegmentPadding) * CGFloat(options.count)
        let width = proposal.width ?? ideal
        return CGSize(width: max(width, 0), height: height)
    }

    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let options = subviews.dropFirst()
        guard !options.isEmpty else { return }
        let segment = bounds.width / CGFloat(options.count)
        let inset = ControlMetrics.segmentedThumbInset
        var thumbPlaced = false
        for (i, option) in options.enumerated() {
            let x = bounds.minX + CGFloat(i) * segment
            let room = max(segment - 2 * ControlMetrics.segmentedSegmentPadding, 0)
            option.place(at: CGPoint(x: x + segment / 2, y: bounds.midY), anchor: .center,
                         proposal: ProposedViewSize(width: room, height: bounds.height))
            if option[TagValueKey.self] == selection, !thumbPlaced {
                thumbPlaced = true
                subviews[0].place(at: CGPoint(x: x + inset, y: bounds.minY + inset),
                                  proposal: ProposedViewSize(width: segment - 2 * inset, height: bounds.height - 2 * inset))
            }
        }
        if !thumbPlaced { subviews[0].place(at: bounds.origin, proposal: .zero) }
    }
}

/// A wheel: the options in rows, the selected one in the middle on a grey band, clipped to the
/// wheel's 216-point height.
@usableFromInline nonisolated struct WheelPickerBody<Content: View>: View {
    nonisolated(unsafe) let selection: AnyHashable
    let content: Content
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isEnabled) var isEnabled

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        WheelLayout(selection: selection) {
            RoundedRectangle(cornerRadius: ControlMetrics.wheelBandCornerRadius).fill(palette.tertiaryFill)
            content
        }
        .clipped()
        .dimmedWhenDisabled(isEnabled)
    }
}

/// Lays out a wheel: subview 0 is the selection band across the middle row; the options are
/// rows of `wheelRowHeight`, centred, the selected one in the middle.
@usableFromInline struct WheelLayout: Layout {
    nonisolated(unsafe) let selection: AnyHashable

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.dropFirst().map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let width = proposal.width ?? widest
        return CGSize(width: max(width, 0), height: ControlMetrics.wheelHeight)
    }

    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let row = ControlMetrics.wheelRowHeight
        let options = subviews.dropFirst()
        let selectedIndex = options.firstIndex { $0[TagValueKey.self] == selection }.map { $0 - options.startIndex } ?? 0
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.midY - row / 2),
                          proposal: ProposedViewSize(width: bounds.width, height: row))
        for (i, option) in options.enumerated() {
            let y = bounds.midY + CGFloat(i - selectedIndex) * row
            option.place(at: CGPoint(x: bounds.midX, y: y), anchor: .center,
                         proposal: ProposedViewSize(width: bounds.width, height: row))
        }
    }
}
