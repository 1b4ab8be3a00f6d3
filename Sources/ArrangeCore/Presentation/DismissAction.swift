import Foundation

/// An action that dismisses the current presentation, as SwiftUI's `DismissAction`
/// (`@Environment(\.dismiss)`): inside a sheet, full-screen cover or popover it sets the
/// presentation's binding to `false` (or its item to `nil`) and runs its `onDismiss`; on a screen
/// pushed onto a `NavigationStack` it pops that screen. Elsewhere it does nothing, as SwiftUI's.
/// The change is applied on the host's next use (`HostingView.update()`), as any state change.
@MainActor @preconcurrency
public struct DismissAction: Sendable {
    /// What dismissing does; `nil` where nothing is presented.
    let action: (@MainActor @Sendable () -> Void)?

    nonisolated init(_ action: (@MainActor @Sendable () -> Void)?) {
        self.action = action
    }

    /// Dismisses the current presentation.
    public func callAsFunction() {
        action?()
    }
}

/// An indication whether a view is currently presented by another view, as SwiftUI's
/// (deprecated) `PresentationMode`, read through `@Environment(\.presentationMode)`.
public struct PresentationMode: Sendable {
    /// Whether the view is presented (in a sheet, cover or popover, or pushed on a stack).
    public let isPresented: Bool
    /// What `dismiss()` does.
    let dismissAction: DismissAction

    /// Dismisses the view if it is presented; does nothing otherwise.
    @MainActor
    public mutating func dismiss() {
        dismissAction()
    }
}

/// The current presentation: how to dismiss it and whether there is one.
struct PresentationContext: Sendable {
    var dismiss = DismissAction(nil)
    var isPresented = false
}

private struct PresentationContextKey: EnvironmentKey {
    static let defaultValue = PresentationContext()
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation, as in SwiftUI.
    public var dismiss: DismissAction { self[PresentationContextKey.self].dismiss }

    /// Whether the view this environment belongs to is presented (in a sheet, cover or popover,
    /// or pushed onto a navigation stack), as in SwiftUI.
    public var isPresented: Bool { self[PresentationContextKey.self].isPresented }

    /// A binding to the current presentation mode of the view, as SwiftUI's deprecated
    /// `presentationMode`: `presentationMode.wrappedValue.dismiss()` dismisses as `dismiss` does.
    public var presentationMode: Binding<PresentationMode> {
        let context = self[PresentationContextKey.self]
        let mode = PresentationMode(isPresented: context.isPresented, dismissAction: context.dismiss)
        return Binding(get: { mode }, set: { _ in })
    }

    /// The presentation the views here are in.
    var presentationContext: PresentationContext {
        get { self[PresentationContextKey.self] }
        set { self[PresentationContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes `dismiss` (and `\.dismiss`, `\.isPresented`, `\.presentationMode`) in this view's
    /// environment dismiss the presentation it shows.
    func presented(dismissingWith dismiss: @escaping () -> Void) -> some View {
        let action = UncheckedDismissal(body: dismiss)
        return transformEnvironment(\.presentationContext) { context in
            context = PresentationContext(dismiss: DismissAction { action.body() }, isPresented: true)
        }
    }
}

/// A view's own dismissal closure (a binding's writer and `onDismiss`, not `Sendable`), run on
/// the main actor where hosts run every action.
private struct UncheckedDismissal: @unchecked Sendable {
    let body: () -> Void
}
