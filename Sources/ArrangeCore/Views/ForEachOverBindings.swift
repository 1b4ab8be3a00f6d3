import Foundation

// `ForEach($items) { $item in … }`: views over a binding to a collection, each given a binding
// to its own element, as SwiftUI's. The data is the collection's indices paired with the
// elements' identifiers (SwiftUI's generic shape), so views keep their identity by element while
// their bindings reach the element through its index.

nonisolated extension ForEach where Content: View {
    /// Creates views over a binding to a collection of identifiable elements; each view gets a
    /// binding to its element, as SwiftUI's `ForEach(_:content:)` over a binding.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views over a binding to a collection, identified by the key path `id` of each
    /// element; each view gets a binding to its element, as SwiftUI's `ForEach(_:id:content:)`
    /// over a binding.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(elements, id: \.1) { element in
            content(data[dynamicMember: \C.[element.0]])
        }
    }
}
