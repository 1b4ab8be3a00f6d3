import Foundation

/// A view of the laid-out tree that carries annotations (`ViewAnnotation`), with its frame: what
/// `HostingView.annotatedViews` lists. Arrange's own.
///
/// The properties resolve the entries as SwiftUI would apply them: where a property was set more
/// than once on the view, the outermost modifier's value.
public struct AnnotatedView {
    /// The layout frame of the view, in host coordinates (`nil` if it was not placed).
    public let frame: CGRect?
    /// What was recorded on the view, innermost modifier first.
    public let annotations: [ViewAnnotation]

    /// The view's accessibility identifier.
    public var accessibilityIdentifier: String? { annotations.accessibilityIdentifier }
    /// The view's accessibility label, as plain text.
    public var accessibilityLabel: String? { annotations.last { if case .accessibilityLabel(let v) = $0 { v } else { nil } } }
    /// The view's accessibility hint, as plain text.
    public var accessibilityHint: String? { annotations.last { if case .accessibilityHint(let v) = $0 { v } else { nil } } }
    /// The view's accessibility value, as plain text.
    public var accessibilityValue: String? { annotations.last { if case .accessibilityValue(let v) = $0 { v } else { nil } } }
    /// Whether the view is hidden from accessibility features.
    public var isAccessibilityHidden: Bool { annotations.last { if case .accessibilityHidden(let v) = $0 { v } else { nil } } ?? false }
    /// The traits added minus those removed, applied in order.
    public var accessibilityTraits: AccessibilityTraits {
        annotations.reduce(into: AccessibilityTraits()) { traits, annotation in
            switch annotation {
            case .accessibilityAddTraits(let added): traits.formUnion(added)
            case .accessibilityRemoveTraits(let removed): traits.subtract(removed)
            default: break
            }
        }
    }
    /// The accessibility actions, in order.
    public var accessibilityActions: [AccessibilityActionRecord] {
        annotations.compactMap { if case .accessibilityAction(let v) = $0 { v } else { nil } }
    }
    /// The gestures, innermost first.
    public var gestures: [GestureRecord] {
        annotations.compactMap { if case .gesture(let v) = $0 { v } else { nil } }
    }

    /// Completes the view's tap gestures of `count` taps as a touch at the centre of the view
    /// would: the high-priority ones if any, else the innermost other one; simultaneous ones
    /// too. Returns whether any ran. For tests and the tap API of the next issue.
    @discardableResult
    package func performTap(count: Int = 1) -> Bool {
        let size = frame?.size ?? .zero
        let touch = GestureTouch(local: CGPoint(x: size.width / 2, y: size.height / 2),
                                 global: CGPoint(x: frame?.midX ?? 0, y: frame?.midY ?? 0))
        let taps = gestures.filter { $0.isTap(count: count) && $0.complete != nil }
        let high = taps.filter { $0.priority == .high }
        var chosen = high.isEmpty ? Array(taps.filter { $0.priority == .normal }.prefix(1)) : high
        chosen += taps.filter { $0.priority == .simultaneous }
        for gesture in chosen { gesture.complete?(touch) }
        return !chosen.isEmpty
    }

    /// Runs the view's accessibility actions of `kind`; returns whether there was one.
    @discardableResult
    package func performAccessibilityAction(_ kind: AccessibilityActionKind = .default) -> Bool {
        let actions = accessibilityActions.filter { $0.kind == kind }
        for action in actions { action.handler() }
        return !actions.isEmpty
    }

    /// Runs the view's adjustable actions (`accessibilityAdjustableAction`) for `direction`, as
    /// swiping up or down does; returns whether there was one.
    @discardableResult
    package func performAccessibilityAdjustment(_ direction: AccessibilityAdjustmentDirection) -> Bool {
        let actions = annotations.compactMap { if case .accessibilityAdjustableAction(let v) = $0 { v } else { nil } }
        for action in actions { action(direction) }
        return !actions.isEmpty
    }

    /// Runs the view's scroll actions (`accessibilityScrollAction`) toward `edge`, as a
    /// three-finger swipe does; returns whether there was one.
    @discardableResult
    package func performAccessibilityScroll(_ edge: Edge) -> Bool {
        let actions = annotations.compactMap { if case .accessibilityScrollAction(let v) = $0 { v } else { nil } }
        for action in actions { action(edge) }
        return !actions.isEmpty
    }

    /// Runs the view's `onSubmit` actions for `trigger`; returns whether there was one.
    @discardableResult
    package func submit(_ trigger: SubmitTriggers = .text) -> Bool {
        let actions = annotations.compactMap { if case .onSubmit(let triggers, let action) = $0, triggers.contains(trigger) { action } else { nil } }
        for action in actions { action() }
        return !actions.isEmpty
    }

    /// Runs the view's `refreshable` action; returns whether there was one.
    @discardableResult
    nonisolated(nonsending) package func refresh() async -> Bool {
        guard let action = annotations.last(where: { if case .refreshable = $0 { true } else { false } }),
              case .refreshable(let run) = action else { return false }
        await run()
        return true
    }

    /// Makes the view's `focused` binding name it; returns whether it has one.
    @discardableResult
    package func focus() -> Bool {
        guard let record = annotations.last(where: { if case .focused = $0 { true } else { false } }),
              case .focused(let focus) = record else { return false }
        focus.focus()
        return true
    }
}

extension Array where Element == ViewAnnotation {
    /// The outermost accessibility identifier among the entries.
    var accessibilityIdentifier: String? {
        last { if case .accessibilityIdentifier(let v) = $0 { v } else { nil } }
    }

    /// The last non-nil result of `transform` over the entries.
    fileprivate func last<T>(_ transform: (ViewAnnotation) -> T?) -> T? {
        for annotation in reversed() { if let value = transform(annotation) { return value } }
        return nil
    }
}

extension HostingView {
    /// Every view of the laid-out tree that carries annotations (accessibility properties,
    /// gestures, focus, input traits…), in the dump's order (depth first, a container before
    /// its children), with its frame. Views a container left out (a `ViewThatFits`' other
    /// children) are not listed. Arrange's own.
    public var annotatedViews: [AnnotatedView] {
        applyPendingChanges()
        return engine.annotatedViews()
    }

    /// The first annotated view whose accessibility identifier is `identifier`. Arrange's own.
    public func annotatedView(withAccessibilityIdentifier identifier: String) -> AnnotatedView? {
        annotatedViews.first { $0.accessibilityIdentifier == identifier }
    }

    /// The layout frame, in host coordinates, of the view marked
    /// `.accessibilityIdentifier(identifier)`; `nil` if no such view was laid out. Arrange's own.
    public func frame(ofAccessibilityIdentifier identifier: String) -> CGRect? {
        annotatedView(withAccessibilityIdentifier: identifier)?.frame
    }
}

extension LayoutEngine {
    /// The annotated nodes of the live tree in pre-order, with their frames; iterative, so no
    /// depth overflows the stack.
    func annotatedViews() -> [AnnotatedView] {
        guard tree.root >= 0, !tree.annotations.isEmpty else { return [] }
        var result: [AnnotatedView] = []
        var pending: [(node: Int32, origin: CGPoint)] = [(tree.root, .zero)]
        while let (node, origin) = pending.popLast() {
            let geometry = self.caches.placements[Int(node)]
            let absolute = CGPoint(x: origin.x + geometry.origin.x, y: origin.y + geometry.origin.y)
            // Left out by its container (a ViewThatFits' other children): not shown, nor below it.
            if !geometry.isPlaced && isOmittedByParent(node) { continue }
            if let entries = tree.annotations[node], !entries.isEmpty {
                result.append(AnnotatedView(frame: geometry.isPlaced ? CGRect(origin: absolute, size: geometry.size) : nil, annotations: entries))
            }
            let info = tree.nodes[Int(node)]
            for i in stride(from: Int(info.childCount) - 1, through: 0, by: -1) {
                pending.append((tree.childList[Int(info.firstChild) + i], absolute))
            }
        }
        return result
    }
}
