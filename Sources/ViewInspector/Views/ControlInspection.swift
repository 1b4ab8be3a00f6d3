import ArrangeCore
import ArrangeText
import ArrangeRender
import Foundation

extension InspectableView {
    /// The view stored in `label` of this view, as `labelView()` returns it.
    func labelView(_ label: String = "label", call: String = "labelView()") throws -> InspectableView<ViewType.ClassifiedView> {
        let stored = try Inspector.attribute(label: label, value: content.view)
        let child = try Unwrapping.unwrap(stored, medium: content.medium.resettingViewModifiers())
        return try .init(child, parent: self, call: call)
    }

    /// The binding stored in `label`, as a `Binding<T>`.
    func binding<T>(_ label: String, _ type: T.Type = T.self) throws -> Binding<T> {
        try Inspector.attribute(path: label, value: content.view, type: Binding<T>.self)
    }
}

extension InspectableView where View == ViewType.Button {
    /// Runs the button's action, as a tap does; throws when the button could not be tapped
    /// (disabled, hidden…).
    public func tap() throws {
        try guardIsResponsive()
        let action = try Inspector.attribute(label: "action", value: content.view, type: (@MainActor () -> Void).self)
        // In the button's environment: an action reading an `@EnvironmentObject` of the view
        // that made the button finds the object enclosing views give it.
        content.medium.environment.whileCurrent { assumingMainActor(action) { $0() } }
    }

    /// The button's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }

    /// The button's role.
    public func role() throws -> ButtonRole? { try Inspector.attribute(label: "role", value: content.view, type: ButtonRole?.self) }
}

extension InspectableView where View == ViewType.Toggle {
    /// Flips the toggle, as a tap does.
    public func tap() throws {
        try guardIsResponsive()
        let isOn = try binding("isOn", Bool.self)
        isOn.wrappedValue.toggle()
    }

    /// Whether the toggle is on.
    public func isOn() throws -> Bool { try binding("isOn", Bool.self).wrappedValue }

    /// The toggle's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
}

extension InspectableView where View == ViewType.TextField {
    /// The text the field shows.
    public func input() throws -> String { try binding("text", String.self).wrappedValue }

    /// Types `value` into the field (replacing its text).
    public func setInput(_ value: String) throws {
        try guardIsResponsive()
        try binding("text", String.self).wrappedValue = value
    }

    /// The field's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }

    /// The field's prompt.
    public func prompt() throws -> InspectableView<ViewType.Text> {
        guard let prompt = Inspector.unwrappingOptional(try Inspector.attribute(label: "prompt", value: content.view)) else {
            throw InspectionError.viewNotFound(parent: "prompt")
        }
        return try .init(Content(prompt), parent: self, call: "prompt()")
    }

    /// Calls the editing action of the deprecated `init(_:text:onEditingChanged:onCommit:)`
    /// with `true` (editing began).
    public func callOnEditingChanged() throws {
        try guardIsResponsive()
        guard let action = (content.view as? any TextFieldActions)?.editingChanged else {
            throw InspectionError.callbackNotFound(parent: "TextField", callback: "onEditingChanged")
        }
        action(true)
    }

    /// Calls the Return action of the deprecated `init(_:text:onEditingChanged:onCommit:)`.
    public func callOnCommit() throws {
        try guardIsResponsive()
        guard let action = (content.view as? any TextFieldActions)?.commit else {
            throw InspectionError.callbackNotFound(parent: "TextField", callback: "onCommit")
        }
        action()
    }
}

extension InspectableView where View == ViewType.SecureField {
    /// The text the field holds.
    public func input() throws -> String { try binding("text", String.self).wrappedValue }

    /// Types `value` into the field (replacing its text).
    public func setInput(_ value: String) throws {
        try guardIsResponsive()
        try binding("text", String.self).wrappedValue = value
    }

    /// The field's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }

    /// Calls the Return action of the deprecated `init(_:text:onCommit:)`.
    public func callOnCommit() throws {
        try guardIsResponsive()
        guard let action = (content.view as? any SecureFieldActions)?.commit else {
            throw InspectionError.callbackNotFound(parent: "SecureField", callback: "onCommit")
        }
        action()
    }
}

/// A `SecureField`'s deprecated Return action, seen without its generic parameter.
protocol SecureFieldActions {
    var commit: (() -> Void)? { get }
}

extension SecureField: SecureFieldActions {
    var commit: (() -> Void)? { inspectedOnCommit }
}

extension InspectableView where View == ViewType.TextEditor {
    /// The text the editor shows.
    public func input() throws -> String { try binding("text", String.self).wrappedValue }

    /// Types `value` into the editor (replacing its text).
    public func setInput(_ value: String) throws {
        try guardIsResponsive()
        try binding("text", String.self).wrappedValue = value
    }
}

extension InspectableView where View == ViewType.Slider {
    /// The slider's value.
    public func value() throws -> Double {
        if let slider = content.view as? any SliderForInspection { return slider.currentValue }
        let fraction = try Inspector.attribute(label: "fraction", value: content.view, type: Double.self)
        let bounds = try Inspector.attribute(label: "bounds", value: content.view, type: ClosedRange<Double>.self)
        return bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
    }

    /// Moves the slider to `value`.
    public func setValue(_ value: Double) throws {
        try guardIsResponsive()
        let bounds = try Inspector.attribute(label: "bounds", value: content.view, type: ClosedRange<Double>.self)
        let write = try Inspector.attribute(label: "writeFraction", value: content.view, type: ((Double) -> Void).self)
        let width = bounds.upperBound - bounds.lowerBound
        write(width > 0 ? (value - bounds.lowerBound) / width : 0)
    }

    /// Calls the editing-changed action (`false`, as when a drag ends).
    public func callOnEditingChanged() throws {
        try Inspector.attribute(label: "onEditingChanged", value: content.view, type: ((Bool) -> Void).self)(false)
    }

    /// The slider's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
}

extension InspectableView where View == ViewType.Stepper {
    /// Steps up.
    public func increment() throws {
        try guardIsResponsive()
        guard let increment = try Inspector.attribute(label: "increment", value: content.view) as? (() -> Void) else {
            throw InspectionError.callbackNotFound(parent: "Stepper", callback: "onIncrement")
        }
        increment()
    }

    /// Steps down.
    public func decrement() throws {
        try guardIsResponsive()
        guard let decrement = try Inspector.attribute(label: "decrement", value: content.view) as? (() -> Void) else {
            throw InspectionError.callbackNotFound(parent: "Stepper", callback: "onDecrement")
        }
        decrement()
    }

    /// Calls the editing-changed action with `false`.
    public func callOnEditingChanged() throws {
        try Inspector.attribute(label: "onEditingChanged", value: content.view, type: ((Bool) -> Void).self)(false)
    }

    /// The stepper's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
}

extension InspectableView where View == ViewType.Picker {
    /// Selects the option tagged `value` (of the selection's exact type).
    public func select<SelectionValue>(value: SelectionValue) throws where SelectionValue: Hashable {
        try guardIsResponsive()
        let selection = try Inspector.attribute(label: "selection", value: content.view)
        guard let binding = selection as? Binding<SelectionValue> else {
            let expected = Inspector.typeName(type: type(of: selection))
                .replacingOccurrences(of: "Binding<", with: "").dropLast()
            throw InspectionError.notSupported("select(value:) expected a value of type \(expected) but received \(Inspector.typeName(type: SelectionValue.self))")
        }
        binding.wrappedValue = value
    }

    /// The selected value, as a `SelectionValue`.
    public func selectedValue<SelectionValue>(_ type: SelectionValue.Type) throws -> SelectionValue {
        let selection = try Inspector.attribute(label: "selection", value: content.view)
        guard let binding = selection as? Binding<SelectionValue> else {
            let expected = Inspector.typeName(type: Swift.type(of: selection)).replacingOccurrences(of: "Binding<", with: "").dropLast()
            throw InspectionError.notSupported(
                "selectedValue(_:) expected a value of type \(expected) but received \(Inspector.typeName(type: SelectionValue.self))")
        }
        return binding.wrappedValue
    }

    /// The picker's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
}

extension InspectableView where View == ViewType.Link {
    /// Where the link goes.
    public func url() throws -> URL { try Inspector.attribute(label: "destination", value: content.view, type: URL.self) }
    /// The link's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
}

extension InspectableView where View == ViewType.NavigationLink {
    /// The link's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }

    /// Whether the link's destination is shown (its `isActive` binding).
    public func isActive() throws -> Bool { try activeBinding().wrappedValue }

    /// Shows the destination (sets the `isActive` binding).
    public func activate() throws {
        try guardIsResponsive()
        try activeBinding().wrappedValue = true
    }

    /// Hides the destination.
    public func deactivate() throws { try activeBinding().wrappedValue = false }

    private func activeBinding() throws -> Binding<Bool> {
        guard let binding = Inspector.unwrappingOptional(try Inspector.attribute(label: "isActive", value: content.view)) as? Binding<Bool> else {
            throw InspectionError.notSupported(
                "Please use `NavigationLink(destination:, tag:, selection:)` if you need to access the state value for reading or writing.")
        }
        return binding
    }

    /// The value the link appends to a navigation path.
    public func value<V>(_ type: V.Type = V.self) throws -> V {
        guard let value = try Inspector.attribute(label: "value", value: content.view, type: AnyHashable?.self) else {
            // A link without a value: ViewInspector's message names SwiftUI's storage.
            throw InspectionError.attributeNotFound(label: "some", type: "Optional<NavigationLinkPresentedValue>")
        }
        guard let typed = value.base as? V else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: value.base), expected: Inspector.typeName(type: V.self))
        }
        return typed
    }
}

extension InspectableView where View == ViewType.Label {
    /// The label's title.
    public func title() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("title", call: "title()") }
    /// The label's icon.
    public func icon() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("icon", call: "icon()") }
}

extension InspectableView where View == ViewType.Section {
    /// The section's header.
    public func header() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("header", call: "header()") }
    /// The section's footer.
    public func footer() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("footer", call: "footer()") }
}

extension InspectableView where View == ViewType.DisclosureGroup {
    /// The group's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }

    /// Whether the group is expanded (needs the `isExpanded:` binding).
    public func isExpanded() throws -> Bool {
        // A group without an `isExpanded` binding starts collapsed, as the test's view shows it.
        guard (try? Inspector.attribute(label: "isExpanded", value: content.view)) is Binding<Bool> else { return false }
        return try expansion().wrappedValue
    }
    /// Expands the group.
    public func expand() throws { try expansion().wrappedValue = true }
    /// Collapses the group.
    public func collapse() throws { try expansion().wrappedValue = false }

    private func expansion() throws -> Binding<Bool> {
        guard let binding = try Inspector.attribute(label: "isExpanded", value: content.view) as? Binding<Bool> else {
            throw InspectionError.notSupported("You need to enable programmatic expansion by using `DisclosureGroup(isExpanded:, content:, label:`")
        }
        return binding
    }
}

extension InspectableView where View == ViewType.Menu {
    /// The menu's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
    /// Runs the menu's primary action.
    public func callPrimaryAction() throws {
        guard let action = try Inspector.attribute(label: "primaryAction", value: content.view) as? (@MainActor () -> Void) else {
            throw InspectionError.attributeNotFound(label: "primaryAction", type: "Menu")
        }
        assumingMainActor(action) { $0() }
    }
}

extension InspectableView where View == ViewType.GroupBox {
    /// The group box's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
}

extension InspectableView where View == ViewType.LabeledContent {
    /// The label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
}

extension InspectableView where View == ViewType.ForEach {
    /// Calls the `onDelete` action with `indexSet`.
    public func callOnDelete(_ indexSet: IndexSet) throws {
        let actions = contentForModifierLookup.medium.viewModifiers.reversed().compactMap { ($0 as? any EditActionsInspection)?.inspectedDeleteAction }
        guard let action = actions.first else { throw modifierNotFound("onDelete(perform:)") }
        action(indexSet)
    }

    /// Calls the `onMove` action with `indexSet` and `index`.
    public func callOnMove(_ indexSet: IndexSet, _ index: Int) throws {
        let actions = contentForModifierLookup.medium.viewModifiers.reversed().compactMap { ($0 as? any EditActionsInspection)?.inspectedMoveAction }
        guard let action = actions.first else { throw modifierNotFound("onMove(perform:)") }
        action(indexSet, index)
    }
}

extension InspectableView where View == ViewType.VStack {
    /// The stack's spacing.
    public func spacing() throws -> CGFloat? { try Inspector.attribute(path: "layout|spacing", value: content.view, type: CGFloat?.self) }
    /// The stack's alignment.
    public func alignment() throws -> HorizontalAlignment? { try Inspector.attribute(path: "layout|alignment", value: content.view, type: HorizontalAlignment.self) }
}

extension InspectableView where View == ViewType.HStack {
    /// The stack's spacing.
    public func spacing() throws -> CGFloat? { try Inspector.attribute(path: "layout|spacing", value: content.view, type: CGFloat?.self) }
    /// The stack's alignment.
    public func alignment() throws -> VerticalAlignment? { try Inspector.attribute(path: "layout|alignment", value: content.view, type: VerticalAlignment.self) }
}

extension InspectableView where View == ViewType.ZStack {
    /// The stack's alignment.
    public func alignment() throws -> Alignment { try Inspector.attribute(path: "layout|alignment", value: content.view, type: Alignment.self) }
}

extension InspectableView where View == ViewType.ScrollView {
    /// The axes the view scrolls along.
    public func axes() throws -> Axis.Set { try Inspector.attribute(path: "axes", value: content.view, type: Axis.Set.self) }
    /// Whether it shows scroll indicators.
    public func showsIndicators() throws -> Bool { try Inspector.attribute(path: "showsIndicators", value: content.view, type: Bool.self) }
}

extension InspectableView where View == ViewType.Spacer {
    /// The spacer's minimum length.
    public func minLength() throws -> CGFloat? { try Inspector.attribute(path: "minLength", value: content.view, type: CGFloat?.self) }
}

extension InspectableView where View == ViewType.Color {
    /// The colour.
    public func value() throws -> Color { try Inspector.cast(content.view, to: Color.self) }
}

extension InspectableView where View == ViewType.Image {
    /// The image.
    public func actualImage() throws -> Image { try Inspector.cast(content.view, to: Image.self) }
}

extension InspectableView where View == ViewType.LazyVStack {
    /// The stack's alignment.
    public func alignment() throws -> HorizontalAlignment { try Inspector.attribute(path: "layout|alignment", value: content.view, type: HorizontalAlignment.self) }
    /// The stack's spacing.
    public func spacing() throws -> CGFloat? { try Inspector.attribute(path: "layout|spacing", value: content.view, type: CGFloat?.self) }
    /// The views pinned to the scroll view's bounds.
    public func pinnedViews() throws -> PinnedScrollableViews { try Inspector.attribute(path: "pinnedViews", value: content.view, type: PinnedScrollableViews.self) }
}

extension InspectableView where View == ViewType.LazyHStack {
    /// The stack's alignment.
    public func alignment() throws -> VerticalAlignment { try Inspector.attribute(path: "layout|alignment", value: content.view, type: VerticalAlignment.self) }
    /// The stack's spacing.
    public func spacing() throws -> CGFloat? { try Inspector.attribute(path: "layout|spacing", value: content.view, type: CGFloat?.self) }
    /// The views pinned to the scroll view's bounds.
    public func pinnedViews() throws -> PinnedScrollableViews { try Inspector.attribute(path: "pinnedViews", value: content.view, type: PinnedScrollableViews.self) }
}

extension InspectableView where View == ViewType.LazyVGrid {
    /// The grid's alignment.
    public func alignment() throws -> HorizontalAlignment { try Inspector.attribute(path: "alignment", value: content.view, type: HorizontalAlignment.self) }
    /// The grid's spacing between rows.
    public func spacing() throws -> CGFloat? { try Inspector.attribute(path: "spacing", value: content.view, type: CGFloat?.self) }
    /// The views pinned to the scroll view's bounds.
    public func pinnedViews() throws -> PinnedScrollableViews { try Inspector.attribute(path: "pinnedViews", value: content.view, type: PinnedScrollableViews.self) }
    /// The grid's columns.
    public func columns() throws -> [GridItem] { try Inspector.attribute(path: "columns", value: content.view, type: [GridItem].self) }
}

extension InspectableView where View == ViewType.LazyHGrid {
    /// The grid's alignment.
    public func alignment() throws -> VerticalAlignment { try Inspector.attribute(path: "alignment", value: content.view, type: VerticalAlignment.self) }
    /// The grid's spacing between columns.
    public func spacing() throws -> CGFloat? { try Inspector.attribute(path: "spacing", value: content.view, type: CGFloat?.self) }
    /// The views pinned to the scroll view's bounds.
    public func pinnedViews() throws -> PinnedScrollableViews { try Inspector.attribute(path: "pinnedViews", value: content.view, type: PinnedScrollableViews.self) }
    /// The grid's rows.
    public func rows() throws -> [GridItem] { try Inspector.attribute(path: "rows", value: content.view, type: [GridItem].self) }
}

extension InspectableView where View == ViewType.Grid {
    /// The grid's alignment.
    public func alignment() throws -> Alignment { try Inspector.attribute(path: "layout|alignment", value: content.view, type: Alignment.self) }
    /// The grid's spacing between columns.
    public func horizontalSpacing() throws -> CGFloat? { try Inspector.attribute(path: "layout|horizontalSpacing", value: content.view, type: CGFloat?.self) }
    /// The grid's spacing between rows.
    public func verticalSpacing() throws -> CGFloat? { try Inspector.attribute(path: "layout|verticalSpacing", value: content.view, type: CGFloat?.self) }
}

extension InspectableView where View == ViewType.GridRow {
    /// The row's alignment.
    public func alignment() throws -> VerticalAlignment? { try Inspector.attribute(path: "alignment", value: content.view, type: VerticalAlignment?.self) }
}

/// Grid items compare by their size, spacing and alignment, as ViewInspector makes them.
extension GridItem: Equatable {
    /// Whether the two items have the same size, spacing and alignment.
    public static func == (lhs: GridItem, rhs: GridItem) -> Bool {
        lhs.size == rhs.size && lhs.spacing == rhs.spacing && lhs.alignment == rhs.alignment
    }
}

/// Grid item sizes compare by kind and bounds, as ViewInspector makes them.
extension GridItem.Size: Equatable {
    /// Whether the two sizes are the same kind with the same bounds.
    public static func == (lhs: GridItem.Size, rhs: GridItem.Size) -> Bool {
        switch (lhs, rhs) {
        case let (.fixed(a), .fixed(b)): return a == b
        case let (.flexible(a1, a2), .flexible(b1, b2)): return a1 == b1 && a2 == b2
        case let (.adaptive(a1, a2), .adaptive(b1, b2)): return a1 == b1 && a2 == b2
        default: return false
        }
    }
}

extension InspectableView where View == ViewType.LinearGradient {
    /// The gradient's colours and stops.
    public func gradient() throws -> Gradient { try Inspector.attribute(path: "gradient", value: content.view, type: Gradient.self) }
    /// Where it starts.
    public func startPoint() throws -> UnitPoint { try Inspector.attribute(path: "startPoint", value: content.view, type: UnitPoint.self) }
    /// Where it ends.
    public func endPoint() throws -> UnitPoint { try Inspector.attribute(path: "endPoint", value: content.view, type: UnitPoint.self) }
}

extension InspectableView where View == ViewType.RadialGradient {
    /// The gradient's colours and stops.
    public func gradient() throws -> Gradient { try Inspector.attribute(path: "gradient", value: content.view, type: Gradient.self) }
    /// Its centre.
    public func center() throws -> UnitPoint { try Inspector.attribute(path: "center", value: content.view, type: UnitPoint.self) }
    /// The radius where it starts.
    public func startRadius() throws -> CGFloat { try Inspector.attribute(path: "startRadius", value: content.view, type: CGFloat.self) }
    /// The radius where it ends.
    public func endRadius() throws -> CGFloat { try Inspector.attribute(path: "endRadius", value: content.view, type: CGFloat.self) }
}

extension InspectableView where View == ViewType.AngularGradient {
    /// The gradient's colours and stops.
    public func gradient() throws -> Gradient { try Inspector.attribute(path: "gradient", value: content.view, type: Gradient.self) }
    /// Its centre.
    public func center() throws -> UnitPoint { try Inspector.attribute(path: "center", value: content.view, type: UnitPoint.self) }
    /// The angle where it starts.
    public func startAngle() throws -> Angle { try Inspector.attribute(path: "startAngle", value: content.view, type: Angle.self) }
    /// The angle where it ends.
    public func endAngle() throws -> Angle { try Inspector.attribute(path: "endAngle", value: content.view, type: Angle.self) }
}

extension InspectableView where View == ViewType.EllipticalGradient {
    /// The gradient's colours and stops.
    public func gradient() throws -> Gradient { try Inspector.attribute(path: "gradient", value: content.view, type: Gradient.self) }
    /// Its centre.
    public func center() throws -> UnitPoint { try Inspector.attribute(path: "center", value: content.view, type: UnitPoint.self) }
    /// Where it starts, as a fraction of the ellipse.
    public func startRadiusFraction() throws -> CGFloat { try Inspector.attribute(path: "startRadiusFraction", value: content.view, type: CGFloat.self) }
    /// Where it ends, as a fraction of the ellipse.
    public func endRadiusFraction() throws -> CGFloat { try Inspector.attribute(path: "endRadiusFraction", value: content.view, type: CGFloat.self) }
}

extension InspectableView where View == ViewType.NavigationSplitView {
    /// The split view's sidebar.
    public func sidebarView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("sidebar", call: "sidebarView()") }
    /// The split view's detail.
    public func detailView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("detail", call: "detailView()") }
}

extension InspectableView where View == ViewType.Canvas {
    /// The canvas's symbols (an `EmptyView` when it was made without them).
    public func symbolsView() throws -> InspectableView<ViewType.ClassifiedView> {
        let symbols = Inspector.unwrappingOptional(try Inspector.attribute(label: "symbols", value: content.view)) ?? EmptyView()
        return try .init(try Unwrapping.unwrap(symbols, medium: content.medium.resettingViewModifiers()), parent: self, call: "symbolsView()")
    }
    /// The working colour space the canvas was given.
    public func colorMode() throws -> ColorRenderingMode {
        try Inspector.attribute(label: "colorMode", value: content.view, type: ColorRenderingMode.self)
    }
    /// Whether the canvas was declared opaque.
    public func opaque() throws -> Bool { try Inspector.attribute(label: "opaque", value: content.view, type: Bool.self) }
    /// Whether the canvas was asked to render asynchronously.
    public func rendersAsynchronously() throws -> Bool {
        try Inspector.attribute(label: "rendersAsynchronously", value: content.view, type: Bool.self)
    }
}

extension InspectableView where View == ViewType.AsyncImage {
    /// The image's URL.
    public func url() throws -> URL? { try Inspector.attribute(path: "url", value: content.view, type: URL?.self) }
    /// The image's scale.
    public func scale() throws -> CGFloat { try Inspector.attribute(path: "scale", value: content.view, type: CGFloat.self) }
    /// The transaction the image was given (a new `Transaction` when none was).
    public func transaction() throws -> Transaction {
        try Inspector.cast(content.view, to: (any PhasedContentForInspection).self).inspectedTransaction
    }
    /// The view the image's content closure makes for `phase`.
    public func contentView(_ phase: AsyncImagePhase) throws -> InspectableView<ViewType.ClassifiedView> {
        try .init(try ViewType.AsyncImage.content(of: content, phase: phase), parent: self, call: phase.contentInspectionCall)
    }
}

extension ViewType.AsyncImage: ComputedSupplementaryContent {
    /// The content for each phase, as `find` steps into it: empty, a failure, a success.
    static func supplementaryViews(of content: Content) -> [(content: Content, call: String)] {
        let phases: [AsyncImagePhase] = [.empty, .failure(InspectionError.notSupported("")), .success(Image("ViewInspector"))]
        return phases.compactMap { phase in
            (try? self.content(of: content, phase: phase)).map { ($0, phase.contentInspectionCall) }
        }
    }

    /// The view the async image in `content` makes for `phase`, unwrapped.
    static func content(of content: Content, phase: AsyncImagePhase) throws -> Content {
        let image = try Inspector.cast(content.view, to: (any PhasedContentForInspection).self)
        guard let view = image.inspectedContent(for: phase) else { throw InspectionError.viewNotFound(parent: "AsyncImage") }
        return try Unwrapping.unwrap(view, medium: content.medium.resettingViewModifiers())
    }
}

extension AsyncImagePhase {
    /// How `pathToRoot` names the content for this phase.
    var contentInspectionCall: String {
        switch self {
        case .empty: return "contentView(.empty)"
        case .failure: return "contentView(.failure())"
        case .success: return "contentView(.success())"
        }
    }
}

extension InspectableView where View == ViewType.ShareLink {
    /// The link's label (the title of a link made with one).
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try .init(try ViewType.ShareLink.label(of: content), parent: self, call: "labelView()")
    }

    /// The item the link shares, as a `T`; throws when it shares several.
    public func item<T>(type: T.Type) throws -> T {
        let items = try Inspector.attribute(label: "items", value: content.view)
        guard Inspector.typeName(value: items, generics: .remove) == "CollectionOfOne", let item = (items as? any Collection)?.first else {
            throw InspectionError.notSupported("ShareLink has multiple items. Please use items() instead of item(type:)")
        }
        return try Inspector.cast(item, to: T.self)
    }

    /// The items the link shares (the collection it was given).
    public func items() throws -> Any { try Inspector.attribute(label: "items", value: content.view) }

    /// The preview the link shows for `element`, with its image and icon of the given types.
    public func sharePreview<DataElement, PreviewImage, PreviewIcon>(
        for element: DataElement, imageType: PreviewImage.Type, iconType: PreviewIcon.Type
    ) throws -> SharePreview<PreviewImage, PreviewIcon> {
        let link = try Inspector.cast(content.view, to: (any SharePreviewForInspection).self)
        guard let preview = link.inspectedPreview(for: element) else { throw InspectionError.attributeNotFound(label: "preview", type: "ShareLink") }
        return try Inspector.cast(preview, to: SharePreview<PreviewImage, PreviewIcon>.self)
    }
    /// The link's message.
    public func messageView() throws -> InspectableView<ViewType.Text> {
        guard let message = Inspector.unwrappingOptional(try Inspector.attribute(label: "message", value: content.view)) else {
            throw InspectionError.viewNotFound(parent: "message")
        }
        return try .init(Content(message), parent: self, call: "messageView()")
    }
    /// The link's subject.
    public func subjectView() throws -> InspectableView<ViewType.Text> {
        guard let subject = Inspector.unwrappingOptional(try Inspector.attribute(label: "subject", value: content.view)) else {
            throw InspectionError.viewNotFound(parent: "subject")
        }
        return try .init(Content(subject), parent: self, call: "subjectView()")
    }
}

extension ViewType.ShareLink {
    /// The label of the link in `content`: the title of a link made with one (the Text inside
    /// its default label), else the label view.
    static func label(of content: Content) throws -> Content {
        var label = try Inspector.attribute(label: "label", value: content.view)
        if Inspector.typeName(value: label) == "DefaultShareLinkLabel" { label = try Inspector.attribute(label: "title", value: label) }
        return try Unwrapping.unwrap(label, medium: content.medium.resettingViewModifiers())
    }
}

extension ViewType.ShareLink: ComputedSupplementaryContent {
    /// The label, as `find` steps into it (`labelView()`).
    static func supplementaryViews(of content: Content) -> [(content: Content, call: String)] {
        (try? label(of: content)).map { [($0, "labelView()")] } ?? []
    }
}

extension ViewType.ShareLink: ComputedPartsContent {
    /// The message and subject texts, found as `messageView()` and `subjectView()`.
    static func parts(of content: Content) -> [(content: Content, call: String)] {
        ["message", "subject"].compactMap { label in
            guard let stored = try? Inspector.attribute(label: label, value: content.view), let text = Inspector.unwrappingOptional(stored) else { return nil }
            return (Content(text), label + "View()")
        }
    }
}

extension SharePreview {
    /// The preview's title.
    public func title() throws -> InspectableView<ViewType.Text> {
        try .init(Content(try Inspector.attribute(label: "title", value: self, type: Text.self)), parent: nil, call: "")
    }

    /// The preview's image; throws when it has none.
    public func image() throws -> Image {
        guard let image = Inspector.unwrappingOptional(try Inspector.attribute(label: "image", value: self)) else {
            throw InspectionError.attributeNotFound(label: "image", type: "SharePreview")
        }
        return try Inspector.cast(image, to: Image.self)
    }

    /// The preview's icon; throws when it has none.
    public func icon() throws -> Icon {
        guard let icon = Inspector.unwrappingOptional(try Inspector.attribute(label: "icon", value: self)) else {
            throw InspectionError.attributeNotFound(label: "icon", type: "SharePreview")
        }
        return try Inspector.cast(icon, to: Icon.self)
    }
}

extension InspectableView where View == ViewType.ProgressView {
    /// The completed fraction (`nil` for an indeterminate progress view).
    public func fractionCompleted() throws -> Double? { try Inspector.attribute(path: "fraction", value: content.view, type: Double?.self) }
    /// The progress view's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try optionalView("label", call: "labelView()") }
    /// The progress view's current value label.
    public func currentValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> { try optionalView("currentValueLabel", call: "currentValueLabelView()") }

    private func optionalView(_ label: String, call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        guard let view = Inspector.unwrappingOptional(try Inspector.attribute(label: label, value: content.view)) else {
            throw InspectionError.viewNotFound(parent: label)
        }
        return try .init(try Unwrapping.unwrap(view, medium: content.medium.resettingViewModifiers()), parent: self, call: call)
    }
}

extension InspectableView where View == ViewType.Color {
    /// The colour's red, green, blue and alpha components (sRGB, 0…1).
    ///
    /// As ViewInspector reads SwiftUI's storage: a colour made in linear sRGB or Display P3 gives
    /// back the components it was made with, one made in sRGB its components in linear light,
    /// and a system or asset colour (whose values depend on where it is drawn) none.
    public func rgba() throws -> (red: Float, green: Float, blue: Float, alpha: Float) {
        let color = try value()
        if let made = color.componentsAsMade {
            return (Float(made.components.red), Float(made.components.green), Float(made.components.blue), Float(made.components.opacity))
        }
        guard color.name == nil else { throw InspectionError.notSupported("RGBA values are not available") }
        func linear(_ v: Double) -> Float { Float(Color.linear(fromSRGB: v)) }
        return (linear(color.red), linear(color.green), linear(color.blue), Float(color.opacity))
    }

    /// The name of a colour read from an asset catalog (`Color("AccentColor")`).
    public func name() throws -> String {
        let color = try value()
        guard color.isFromAssetCatalog, let name = color.name else {
            throw InspectionError.notSupported("Color name is not available")
        }
        return name
    }
}

extension InspectableView where View == ViewType.Image {
    /// The image's label as a `Text`: the one it was made with (`Image(_:bundle:label:)`), else
    /// its name (a named image or a symbol is labelled by its name, as SwiftUI labels it), else
    /// its accessibility label.
    public func labelView() throws -> InspectableView<ViewType.Text> {
        let image = try actualImage()
        if let label = image.inspectedLabel { return try .init(Content(label), parent: self, call: "labelView()") }
        if let name = image.inspectedName { return try .init(Content(Text(verbatim: name)), parent: self, call: "labelView()") }
        return try accessibilityLabel()
    }
}

extension ViewType.Image: ComputedSupplementaryContent {
    /// The image's label (the one it was made with, else its name), as `labelView()` reads it.
    static func supplementaryViews(of content: Content) -> [(content: Content, call: String)] {
        guard let image = content.view as? Image else { return [] }
        if let label = image.inspectedLabel { return [(Content(label), "labelView()")] }
        if let name = image.inspectedName { return [(Content(Text(verbatim: name)), "labelView()")] }
        return []
    }
}

extension Image {
    /// The image without the image modifiers applied to it (`resizable`, `interpolation`,
    /// `antialiased`, `renderingMode`): the image it was made as.
    public func rootImage() throws -> Image { inspectedRoot }

    /// The name the image was made with (a named image's or a symbol's).
    public func name() throws -> String {
        guard let name = inspectedName else { throw InspectionError.attributeNotFound(label: "name", type: "Image") }
        return name
    }
}

/// A `TextField`'s deprecated actions, seen without its generic parameter.
protocol TextFieldActions {
    var editingChanged: ((Bool) -> Void)? { get }
    var commit: (() -> Void)? { get }
}

extension TextField: TextFieldActions {
    var editingChanged: ((Bool) -> Void)? { inspectedOnEditingChanged }
    var commit: (() -> Void)? { inspectedOnCommit }
}

extension InspectableView where View == ViewType.ProgressView {
    /// The `Progress` the progress view was made with.
    public func progress() throws -> Progress {
        guard let progress = Inspector.unwrappingOptional(try Inspector.attribute(label: "progress", value: content.view)) as? Progress else {
            throw InspectionError.attributeNotFound(label: "progress", type: "ProgressView")
        }
        return progress
    }
}

extension InspectableView {
    /// The index view style set on this view.
    public func indexViewStyle() throws -> Any {
        let styles = contentForModifierLookup.medium.viewModifiers.reversed()
            .compactMap { ($0 as? any InspectedStyleRecord)?.inspectedStyle }.filter { $0 is any IndexViewStyle }
        guard let style = styles.first else { throw modifierNotFound("indexViewStyle") }
        return style
    }
}
