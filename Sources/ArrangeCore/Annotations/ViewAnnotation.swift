import Foundation

/// Something a modifier without a layout effect recorded on a view: an accessibility property,
/// a gesture, a focus binding, a text-input trait, a scroll or system setting. Arrange's own.
///
/// SwiftUI keeps these in the platform's accessibility tree and event system, which Arrange does
/// not have; Arrange keeps them on the layout node the modifier applied to (the node the
/// modified view produced — every node, when it produced several), so a test can find a view by
/// them and read them back (`HostingView.annotatedViews`). They never change layout or drawing.
///
/// The entries of one view are listed in the order the modifiers were applied: the one written
/// closest to the view first. Where a property is set twice, the outermost modifier wins (as
/// `MyRow().accessibilityLabel("…")` overrides a label `MyRow`'s body set).
public enum ViewAnnotation {
    /// `accessibilityIdentifier(_:)`.
    case accessibilityIdentifier(String)
    /// `accessibilityLabel(_:)`, as plain text.
    case accessibilityLabel(String)
    /// `accessibilityHint(_:)`, as plain text.
    case accessibilityHint(String)
    /// `accessibilityValue(_:)`, as plain text.
    case accessibilityValue(String)
    /// `accessibilityHidden(_:)`.
    case accessibilityHidden(Bool)
    /// `accessibilityAddTraits(_:)`.
    case accessibilityAddTraits(AccessibilityTraits)
    /// `accessibilityRemoveTraits(_:)`.
    case accessibilityRemoveTraits(AccessibilityTraits)
    /// `accessibilityElement(children:)`.
    case accessibilityElement(children: AccessibilityChildBehavior)
    /// `accessibilitySortPriority(_:)`.
    case accessibilitySortPriority(Double)
    /// `accessibilityAction(_:_:)` and `accessibilityAction(named:_:)`.
    case accessibilityAction(AccessibilityActionRecord)
    /// A gesture: `onTapGesture`, `onLongPressGesture`, `gesture`, `simultaneousGesture`,
    /// `highPriorityGesture`.
    case gesture(GestureRecord)
    /// `contentShape(_:eoFill:)` and `contentShape(_:_:eoFill:)`: the kinds the shape defines
    /// (the shape itself does not change layout).
    case contentShape(ContentShapeKinds)
    /// `allowsHitTesting(_:)`.
    case allowsHitTesting(Bool)
    /// `refreshable(action:)`: the action, run by `AnnotatedView.refresh()`.
    case refreshable(@Sendable () async -> Void)
    /// `searchable(text:…)`: the bound text, the prompt as plain text, the placement.
    case searchable(text: Binding<String>, prompt: String?, placement: SearchFieldPlacement)
    /// `focused(_:)` and `focused(_:equals:)`: whether the bound focus state now names this view.
    case focused(FocusRecord)
    /// `focusable(_:)`.
    case focusable(Bool)
    /// `keyboardType(_:)`.
    case keyboardType(UIKeyboardType)
    /// `textInputAutocapitalization(_:)` (`nil`: the platform's default).
    case textInputAutocapitalization(TextInputAutocapitalization?)
    /// `autocorrectionDisabled(_:)`.
    case autocorrectionDisabled(Bool)
    /// `textContentType(_:)`.
    case textContentType(UITextContentType?)
    /// `submitLabel(_:)`.
    case submitLabel(SubmitLabel)
    /// `onSubmit(of:_:)`: the triggers and the action.
    case onSubmit(SubmitTriggers, () -> Void)
    /// `scrollContentBackground(_:)`.
    case scrollContentBackground(Visibility)
    /// `scrollIndicators(_:axes:)`.
    case scrollIndicators(ScrollIndicatorVisibility, axes: Axis.Set)
    /// `scrollDisabled(_:)`.
    case scrollDisabled(Bool)
    /// `statusBarHidden(_:)`.
    case statusBarHidden(Bool)
    /// `persistentSystemOverlays(_:)`.
    case persistentSystemOverlays(Visibility)
    /// `sensoryFeedback(_:trigger:)` and its other forms: the feedback (`nil` when a closure
    /// chooses it at run time).
    case sensoryFeedback(SensoryFeedback?)
    /// `accessibilityActivationPoint(_:)`: where an assistive technology activates the view.
    case accessibilityActivationPoint(UnitPoint)
    /// `accessibility(selectionIdentifier:)`: the identifier a selection of the view uses.
    case accessibilitySelectionIdentifier(AnyHashable)
    /// The shape of `contentShape(_:eoFill:)`, as given (for the ViewInspector module).
    case contentShapeValue(any Shape, eoFill: Bool)
    /// `accessibilityAdjustableAction(_:)`: what incrementing or decrementing the view does.
    case accessibilityAdjustableAction((AccessibilityAdjustmentDirection) -> Void)
    /// `accessibilityScrollAction(_:)`: what scrolling the view toward an edge does.
    case accessibilityScrollAction((Edge) -> Void)
}
