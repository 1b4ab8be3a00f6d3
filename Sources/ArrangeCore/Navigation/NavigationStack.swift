/// A view that displays a root view and enables you to present additional views over the root
/// view, as in SwiftUI.
///
/// It shows the screen at the top of the stack: the root when the path is empty, else the
/// destination for the path's last value (from the `navigationDestination(for:)` registered in
/// the root's content), and over it any `navigationDestination(isPresented:)`/`(item:)` whose
/// binding is set. A screen has its navigation bar (see `NavigationScreen`) with the title and
/// toolbar items its content sets.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let pathElements: () -> [AnyHashable]

    /// The root screen, the path's top screen over it, and presented destinations over both.
    public var body: some View {
        let elements = pathElements()
        NavigationScreen(depth: 0) { root }
            .opacity(elements.isEmpty ? 1 : 0)
            .overlayPreferenceValue(NavigationDestinationsKey.self) { destinations in
                if let top = elements.last {
                    NavigationScreen(depth: elements.count) {
                        if let view = destinations.view(for: top) { view } else { UnresolvedDestination(value: top) }
                    }
                }
            }
            .overlayPreferenceValue(PresentedDestinationsKey.self) { presented in
                if let top = presented.last {
                    NavigationScreen(depth: elements.count + presented.count) { top }
                }
            }
            .transformPreference(NavigationDestinationsKey.self) { $0 = NavigationDestinations() }
            .transformPreference(PresentedDestinationsKey.self) { $0 = [] }
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
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.pathElements = { path.wrappedValue.map { AnyHashable($0) } }
    }
}
