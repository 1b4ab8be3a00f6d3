/// The destinations the views of a stack's root registered with `navigationDestination(for:)`,
/// by the type of value they present.
struct NavigationDestinations {
    var byType: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

    /// The view for `value`, if a destination for its type is registered.
    func view(for value: AnyHashable) -> AnyView? {
        byType[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

struct NavigationDestinationsKey: PreferenceKey {
    static var defaultValue: NavigationDestinations { NavigationDestinations() }
    static func reduce(value: inout NavigationDestinations, nextValue: () -> NavigationDestinations) {
        value.byType.merge(nextValue().byType) { first, _ in first }
    }
}

/// The destinations presented with `navigationDestination(isPresented:)` and `(item:)`, pushed on
/// top of the stack in the order they are declared.
struct PresentedDestinationsKey: PreferenceKey {
    static var defaultValue: [AnyView] { [] }
    static func reduce(value: inout [AnyView], nextValue: () -> [AnyView]) {
        value += nextValue()
    }
}

nonisolated extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack: a value of type `D` at the top of the stack's path shows `destination(value)`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        transformPreference(NavigationDestinationsKey.self) { destinations in
            destinations.byType[ObjectIdentifier(D.self)] = { value in
                (value.base as? D).map { AnyView(destination($0)) }
            }
        }
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// navigation stack: while the binding is `true`, the destination is shown.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = isPresented.wrappedValue ? AnyView(destination()) : nil
        return transformPreference(PresentedDestinationsKey.self) { if let view { $0.append(view) } }
            .recordingStyle(InspectedNavigationDestination(isPresented: isPresented, destination: view))
    }

    /// Associates a destination view with a bound value for use within a navigation stack: while
    /// the value is not `nil`, `destination(value)` is shown.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let view = item.wrappedValue.map { AnyView(destination($0)) }
        return transformPreference(PresentedDestinationsKey.self) { if let view { $0.append(view) } }
    }
}

/// A path value no destination was registered for: nothing is shown, as in SwiftUI, and the
/// host's diagnostics say why.
@usableFromInline nonisolated struct UnresolvedDestination: View {
    let value: AnyHashable
    @usableFromInline typealias Body = Never
    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.report("A NavigationStack's path holds a value of type \(type(of: view.value.base)) with no matching navigationDestination(for:) in the stack's root; nothing is shown for it.")
        builder.build(Color.clear)
    }
}

/// What `navigationDestination(isPresented:destination:)` presents, recorded for the
/// ViewInspector module (the destination reaches the stack as a preference).
package struct InspectedNavigationDestination {
    /// Whether the destination is presented.
    package let isPresented: Binding<Bool>
    /// The destination while presented.
    package let destination: AnyView?
}
