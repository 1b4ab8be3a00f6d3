import Foundation

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy, as in SwiftUI.
///
/// Linux has no UIKit, so Arrange cannot draw the UIKit view: it calls `makeCoordinator()` and
/// `makeUIView(context:)` once per identity and `updateUIView(_:context:)` at each update, as
/// SwiftUI does, so the representable's own code runs, and shows a placeholder (a grey area
/// naming the view's type) with a diagnostic. Its size is `sizeThatFits(_:uiView:context:)`'s
/// answer, else the view's `intrinsicContentSize` on the axes that have one, else the size
/// proposed (UIKit views are flexible in SwiftUI).
public protocol UIViewRepresentable: View where Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void

    /// Creates the view object and configures its initial state.
    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    /// Updates the state of the specified view with new information from SwiftUI.
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view to other
    /// parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?

    /// The context the representable's methods are given.
    typealias Context = UIViewRepresentableContext<Self>
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view, as in SwiftUI.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the view is built in.
    public var environment: EnvironmentValues
    /// The current transaction.
    public var transaction = Transaction()
}

extension UIViewRepresentable {
    /// SwiftUI's default: nothing to clean up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// SwiftUI's default: no answer, so the view's intrinsic size or the proposal counts.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// Builds the placeholder that stands for the UIKit view (see `UIViewRepresentable`).
    nonisolated public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let boxed = UncheckedRepresentable(view: view)
        builder.build(RepresentableHost(kind: .view(UIViewType.self), make: { environment, store in
            let view = boxed.view
            let coordinator = store.coordinator as? Coordinator ?? view.makeCoordinator()
            store.coordinator = coordinator
            let context = Context(coordinator: coordinator, environment: environment)
            let uiView = store.object as? UIViewType ?? view.makeUIView(context: context)
            store.object = uiView
            view.updateUIView(uiView, context: context)
            return { proposal in MainActor.assumeIsolated { view.sizeThatFits(proposal, uiView: uiView, context: context) ?? RepresentableHost.intrinsicSize(uiView, proposal) } }
        }))
    }
}

extension UIViewRepresentable where Coordinator == Void {
    /// SwiftUI's default: no coordinator.
    public func makeCoordinator() {}
}

/// A view that represents a UIKit view controller, as in SwiftUI. Arrange calls its methods as
/// `UIViewRepresentable`'s are called and shows the same placeholder, sized as the proposal.
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController
    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void

    /// Creates the view controller object and configures its initial state.
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the state of the specified view controller with new information from SwiftUI.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view controller
    /// to other parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?

    /// The context the representable's methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view controller, as in SwiftUI.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The view controller's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the view controller is built in.
    public var environment: EnvironmentValues
    /// The current transaction.
    public var transaction = Transaction()
}

extension UIViewControllerRepresentable {
    /// SwiftUI's default: nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// SwiftUI's default: no answer, so the proposal counts.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    /// Builds the placeholder that stands for the controller's view (see
    /// `UIViewControllerRepresentable`).
    nonisolated public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let boxed = UncheckedRepresentable(view: view)
        builder.build(RepresentableHost(kind: .controller(UIViewControllerType.self), make: { environment, store in
            let view = boxed.view
            let coordinator = store.coordinator as? Coordinator ?? view.makeCoordinator()
            store.coordinator = coordinator
            let context = Context(coordinator: coordinator, environment: environment)
            let controller = store.object as? UIViewControllerType ?? view.makeUIViewController(context: context)
            store.object = controller
            view.updateUIViewController(controller, context: context)
            return { proposal in MainActor.assumeIsolated { view.sizeThatFits(proposal, uiViewController: controller, context: context) ?? RepresentableHost.intrinsicSize(nil, proposal) } }
        }))
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// SwiftUI's default: no coordinator.
    public func makeCoordinator() {}
}

/// A representable carried into the main-actor closure that makes its UIKit object (views are
/// built and their objects made on the main thread).
struct UncheckedRepresentable<View>: @unchecked Sendable {
    let view: View
}

/// What a representable keeps for its identity: its UIKit object and coordinator.
final class RepresentableStore {
    var object: AnyObject?
    var coordinator: Any?
}

/// The stand-in for a UIKit view or controller: it runs the representable's make and update
/// methods, and lays out a placeholder of the size they answer, with a diagnostic.
nonisolated struct RepresentableHost: View {
    enum Kind {
        case view(Any.Type)
        case controller(Any.Type)
    }

    let kind: Kind
    /// Makes (once) and updates the UIKit object; returns how it answers a proposal.
    let make: @MainActor (EnvironmentValues, RepresentableStore) -> (ProposedViewSize) -> CGSize
    @State private var store = RepresentableStore()
    @Environment(\.self) private var environment

    @MainActor var body: some View {
        let sizing = make(environment, store)
        let name: String
        switch kind {
        case .view(let type): name = "\(type)"
        case .controller(let type): name = "\(type)"
        }
        return ReportingView(
            message: "\(name) is a UIKit view; Linux has no UIKit, so a placeholder of its size is drawn in its place.",
            content: RepresentablePlaceholder(sizing: sizing))
    }

    /// A UIKit view's intrinsic size on the axes that have one; the proposal (or 0 unspecified)
    /// on the others.
    static func intrinsicSize(_ view: UIView?, _ proposal: ProposedViewSize) -> CGSize {
        let intrinsic = view?.intrinsicContentSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        func axis(_ own: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            if own >= 0 { return own }
            guard let proposed, proposed.isFinite else { return 0 }
            return max(proposed, 0)
        }
        return CGSize(width: axis(intrinsic.width, proposal.width), height: axis(intrinsic.height, proposal.height))
    }
}

/// The grey area a representable draws, of the size its UIKit object answers.
nonisolated struct RepresentablePlaceholder: View {
    let sizing: (ProposedViewSize) -> CGSize

    var body: some View {
        RepresentableLayout(sizing: sizing) { Color.gray.opacity(0.2) }
    }
}

/// Sizes a representable's placeholder as its UIKit object answers.
struct RepresentableLayout: Layout, @unchecked Sendable {
    // @unchecked: the sizing closure is only called during layout, on the main actor.
    let sizing: (ProposedViewSize) -> CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sizing(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
