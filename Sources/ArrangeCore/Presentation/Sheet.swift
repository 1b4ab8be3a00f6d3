import Foundation

/// A type that represents a height where a sheet naturally rests, as in SwiftUI.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case fraction(CGFloat), height(CGFloat) }
    let kind: Kind
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(kind: .fraction(1))
    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(kind: .fraction(PresentationMetrics.mediumDetentFraction))
    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height at this detent on a screen of `height` points (large: up to the gap
    /// below the status bar).
    func sheetHeight(screen height: CGFloat, largest: CGFloat) -> CGFloat {
        switch kind {
        case .fraction(let fraction): return fraction >= 1 ? largest : min(largest, max(0, height * fraction))
        case .height(let value): return min(largest, max(0, value))
        }
    }
}

/// The detents a sheet's content asked for; the sheet rests at the smallest.
struct PresentationDetentsKey: PreferenceKey {
    static var defaultValue: Set<PresentationDetent> { [] }
    static func reduce(value: inout Set<PresentationDetent>, nextValue: () -> Set<PresentationDetent>) {
        value.formUnion(nextValue())
    }
}

nonisolated extension View {
    /// Sets the available detents for the enclosing sheet: it rests at the smallest (a medium
    /// detent covers half the screen).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        transformPreference(PresentationDetentsKey.self) { $0.formUnion(detents) }
    }

    /// Sets the available detents for the enclosing sheet, with the selected one in a binding.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = detents.contains(selection.wrappedValue) ? [selection.wrappedValue] : detents
        return transformPreference(PresentationDetentsKey.self) { $0.formUnion(selected) }
    }

    /// Sets the visibility of the drag indicator on top of a sheet. Accepted: not drawn.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Requests a specific corner radius for the presentation's background. Accepted.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// Conditionally prevents interactive dismissal of presentations. Accepted (no gestures).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Presents a sheet when a binding to a Boolean value that you provide is true: a card from
    /// below the status bar over the dimmed presenting content (this view's area; attach it to
    /// the screen's root view to cover the screen). `HostingView.dismiss()` sets the binding to
    /// `false` and runs `onDismiss`.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        overlay { if isPresented.wrappedValue { SheetPresentation(content: content()).dismissed(by: isPresented, onDismiss: onDismiss) } }
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        overlay { if let value = item.wrappedValue { SheetPresentation(content: content(value)).dismissed(by: item, onDismiss: onDismiss) } }
    }

    /// Presents a modal view that covers as much of the screen as possible when a binding to a
    /// Boolean value that you provide is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        overlay { if isPresented.wrappedValue { FullScreenPresentation(content: content()).dismissed(by: isPresented, onDismiss: onDismiss) } }
    }

    /// Presents a modal view that covers as much of the screen as possible using the given item
    /// as a data source.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        overlay { if let value = item.wrappedValue { FullScreenPresentation(content: content(value)).dismissed(by: item, onDismiss: onDismiss) } }
    }

    /// Presents a popover when a given condition is true: at an iPhone's compact width, iOS
    /// presents it as a sheet, and so does Arrange.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented) { PopoverContent(content: content(), attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) }
    }

    /// Presents a popover using the given item as a data source (as a sheet at compact width).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item) { PopoverContent(content: content($0), attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) }
    }
}

nonisolated extension View {
    /// Records how the presentation this view shows is dismissed (its binding set to `false`,
    /// then `onDismiss`), for the interaction API's `dismiss()` and the content's `\.dismiss`.
    func dismissed(by isPresented: Binding<Bool>, onDismiss: (() -> Void)?) -> some View {
        let dismiss = {
            isPresented.wrappedValue = false
            onDismiss?()
        }
        return presented(dismissingWith: dismiss).controlAction(ControlAction(.presentation, activate: ControlAction.mainActor(dismiss)))
    }

    /// Records how the presentation this view shows is dismissed (its item set to `nil`, then
    /// `onDismiss`), for the interaction API's `dismiss()` and the content's `\.dismiss`.
    func dismissed<Item>(by item: Binding<Item?>, onDismiss: (() -> Void)?) -> some View {
        let dismiss = {
            item.wrappedValue = nil
            onDismiss?()
        }
        return presented(dismissingWith: dismiss).controlAction(ControlAction(.presentation, activate: ControlAction.mainActor(dismiss)))
    }
}

/// An attachment anchor for a popover, as in SwiftUI.
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point.
    case point(UnitPoint)
}

/// A presented sheet: the dimming over the presenting content, and the card at the bottom with
/// the content, as tall as its detent (large: from 10 points below the top safe area). The card's
/// background reaches under the home indicator; its content keeps to the safe area.
@usableFromInline nonisolated struct SheetPresentation<Content: View>: View {
    let content: Content
    @State private var detents: Set<PresentationDetent> = []

    @usableFromInline var body: some View {
        ZStack {
            Color.black.opacity(PresentationMetrics.dimmingOpacity).ignoresSafeArea()
            SheetCardLayout(detent: smallestDetent) {
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .onPreferenceChange(PresentationDetentsKey.self) { detents = $0 }
                    .background {
                        PresentationMetrics.sheetBackground
                            .clipShape(RoundedRectangle(cornerRadius: PresentationMetrics.sheetCornerRadius))
                            .ignoresSafeArea(edges: .bottom)
                    }
            }
        }
        .transformPreference(PresentationDetentsKey.self) { $0 = [] }
    }

    private var smallestDetent: PresentationDetent {
        detents.min { $0.sheetHeight(screen: 1000, largest: 1000) < $1.sheetHeight(screen: 1000, largest: 1000) } ?? .large
    }
}

/// Places a sheet's card at the bottom of the space it is given, as tall as its detent allows.
@usableFromInline struct SheetCardLayout: Layout {
    let detent: PresentationDetent

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let largest = max(0, bounds.height - PresentationMetrics.sheetTopGap)
        let height = detent.sheetHeight(screen: bounds.height, largest: largest)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - height), anchor: .topLeading,
                          proposal: ProposedViewSize(width: bounds.width, height: height))
        }
    }
}

/// A full-screen cover: the content over the whole screen on the screen background.
@usableFromInline nonisolated struct FullScreenPresentation<Content: View>: View {
    let content: Content

    @usableFromInline var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background { PresentationMetrics.sheetBackground.ignoresSafeArea() }
    }
}

/// A popover's content, shown as a sheet (iOS at compact width does the same): the content
/// itself, with where the popover would attach, for the ViewInspector module.
nonisolated struct PopoverContent<Content: View>: View {
    let content: Content
    let attachmentAnchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?

    var body: some View { content }
}
