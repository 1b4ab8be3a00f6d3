/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members, as in SwiftUI.
///
/// The content is read as rows and sections (see `ListContentBuilder`) and laid out as iOS does
/// with the list style in the environment (`.listStyle(_:)`; inset grouped by default), inside a
/// vertical `ScrollView` that fills the space it is offered, its background reaching under the
/// safe area. The metrics are in `ListMetrics`. iOS draws no selection outside edit mode. In
/// edit mode (`\.editMode`) rows of a `ForEach` with `onDelete`/`onMove` show the delete and
/// reorder controls; a list selecting a set shows a selection circle on each selectable row
/// instead of the delete control, and selected rows are highlighted (`ListRowView`); an
/// expanded `DisclosureGroup` is rows (`ListDisclosureRows`). Tapping a
/// row (`HostingView.tap`) selects it by its `.tag(_:)`, else its `ForEach` id: a single
/// selection takes it, a multiple one adds or removes it.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection<SelectionValue>

    /// The rows and sections, drawn in the environment's list style.
    public var body: some View {
        ListBody(sections: ListContentBuilder.sections(of: content), selection: selection.rowSelection)
    }
}

/// The selection a list was given: none, one value or a set.
enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    /// What selecting a row with the given value does (`nil` without a selection): a single
    /// selection takes the value; a multiple one adds it, or removes it when it was selected
    /// (as tapping rows in edit mode does). Values of another type are ignored.
    var writer: ((AnyHashable) -> Void)? {
        switch self {
        case .none: return nil
        case .single(let binding):
            return { value in if let value = value.base as? Value { binding.wrappedValue = value } }
        case .multiple(let binding):
            return { value in
                guard let value = value.base as? Value else { return }
                if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
            }
        }
    }

    /// The values selected now.
    var selectedValues: Set<Value> {
        switch self {
        case .none: return []
        case .single(let binding): return binding.wrappedValue.map { [$0] } ?? []
        case .multiple(let binding): return binding.wrappedValue
        }
    }
}

extension List {
    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .multiple($0) } ?? .none
    }

    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single($0) } ?? .none
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .none
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data, optionally allowing users to select multiple rows.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data, optionally allowing users to select a single row.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data, optionally allowing users to select multiple rows.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data, optionally allowing users to select a single row.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
