/// A view that displays a root view and enables you to present additional views over the root
/// view, as in SwiftUI.
///
/// It shows the screen at the top of the stack: the root when the path is empty, else the
/// destination for the path's last value (from the `navigationDestination(for:)` registered in
/// the root's content), and over it any `navigationDestination(isPresented:)`/`(item:)` whose
/// binding is set. A screen has its navigation bar (see `NavigationScreen`) with the title and
/// toolbar items its content sets.
///
/// A `NavigationLink` in the stack pushes: a value onto the bound path (or the stack's own, without
/// a binding), a destination view onto the stack's own screens, which show above the path's.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let pathElements: () -> [AnyHashable]
    /// Appends a value to the bound path (`nil` without a binding: the stack's own path).
    var appendToPath: ((AnyHashable) -> Void)? = nil
    /// Removes the last value of the bound path.
    var removeLastOfPath: (() -> Void)? = nil
    /// What the stack's links pushed that is not in a bound path, oldest first.
    @State private var pushed: [NavigationEntry] = []

    /// The root screen, the path's top screen over it, and presented destinations over both.
    public var body: some View {
        let entries = pathElements().map(NavigationEntry.value) + pushed
        NavigationScreen(depth: 0) { root }
            .opacity(entries.isEmpty ? 1 : 0)
            .overlayPreferenceValue(NavigationDestinationsKey.self) { destinations in
                if let top = entries.last {
                    NavigationScreen(depth: entries.count) {
                        switch top {
                        case .view(let view): view
                        case .value(let value):
                            if let view = destinations.view(for: value) { view } else { UnresolvedDestination(value: value) }
                        }
                    }
                    // A pushed screen's `\.dismiss` pops it, as its back button does.
                    .presented(dismissingWith: pop)
                }
            }
            .overlayPreferenceValue(PresentedDestinationsKey.self) { presented in
                if let top = presented.last {
                    NavigationScreen(depth: entries.count + presented.count) { top }
                }
            }
            .transformPreference(NavigationDestinationsKey.self) { $0 = NavigationDestinations() }
            .transformPreference(PresentedDestinationsKey.self) { $0 = [] }
            .environment(\.navigationPush, push)
            .controlAction(ControlAction(.navigationStack, activate: ControlAction.mainActor(pop), value: { [count = entries.count] in count }))
    }

    /// What a link in the stack does: a value goes onto the bound path if there is one, else,
    /// like a destination view, onto the stack's own screens.
    private var push: NavigationPushAction {
        let own = $pushed, append = appendToPath
        return NavigationPushAction { entry in
            if case .value(let value) = entry, let append { append(value) } else { own.wrappedValue.append(entry) }
        }
    }

    /// Pops the top screen: the stack's own first (they show above the path's).
    private var pop: () -> Void {
        let own = $pushed, removeLast = removeLastOfPath
        return {
            if !own.wrappedValue.isEmpty { own.wrappedValue.removeLast() } else { removeLast?() }
        }
    }
}

/// A screen pushed onto a navigation stack: a value shown through `navigationDestination(for:)`,
/// or a link's destination view.
enum NavigationEntry {
    case value(AnyHashable)
    case view(AnyView)
}

/// How a `NavigationLink` pushes onto the enclosing stack (`\.navigationPush`).
struct NavigationPushAction {
    let push: (NavigationEntry) -> Void
    func callAsFunction(_ entry: NavigationEntry) { push(entry) }
}

private struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPushAction? { nil }
}

extension EnvironmentValues {
    /// How links push onto the enclosing navigation stack (`nil` outside one).
    var navigationPush: NavigationPushAction? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}



extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.pathElements = { [] }
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control (a
    /// type-erased path).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.pathElements = { path.wrappedValue.elements }
        self.appendToPath = { path.wrappedValue.elements.append($0) }
        self.removeLastOfPath = { path.wrappedValue.removeLast() }
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.pathElements = { path.wrappedValue.map { AnyHashable($0) } }
        self.appendToPath = { value in
            if let element = value.base as? Data.Element { path.wrappedValue.append(element) }
        }
        self.removeLastOfPath = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
    }
}
