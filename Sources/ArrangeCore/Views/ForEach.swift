/// A structure that computes views on demand from an underlying collection of identified data,
/// as in SwiftUI. Its views join the nearest layout container.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
}

extension ForEach: View where Content: View {
    /// Creates an instance that computes views from `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        // Each element is identified by its id, so its state moves with it when the data
        // reorders; what the content closure reads invalidates the enclosing view.
        // After the first element, room is made for the rest like it (`TreeGrowthMark`).
        let count = view.data.count
        var mark = count > 1 ? builder.growthMark : nil
        func madeRoom() {
            if let first = mark {
                builder.reserveRoom(forMoreLike: first, times: count - 1)
                mark = nil
            }
        }
        // Inside a picker each element is tagged with its id unless its content sets a tag, as
        // in SwiftUI (`Picker` sets `tagsElementsByID`).
        if builder.environment.tagsElementsByID {
            for element in view.data {
                let id = element[keyPath: view.id]
                builder.buildUpdating(builder.evaluateTracked { view.content(element) }, identifiedBy: id.hashValue) { node, _ in
                    if node.tag(in: builder.engine) == nil { builder.setLayoutValue(TagValueKey.self, AnyHashable(id), on: &node) }
                }
                madeRoom()
            }
            return
        }
        func buildElement(_ content: Content, identity: Int) {
            builder.build(content, identifiedBy: identity)
            madeRoom()
        }
        func buildIdentifiedByID(_ element: Data.Element) {
            buildElement(builder.evaluateTracked { view.content(element) }, identity: element[keyPath: view.id].hashValue)
        }
        // This function is generic over the data, and unspecialised: iterating `Data` through its
        // witnesses and projecting ids through a key path cost a sixth of building `row_1k`. The
        // two commonest forms are iterated directly, with the same identities as the general path.
        if let range = view.data as? Range<Int>, let content = view.content as? (Int) -> Content,
           view.id as AnyKeyPath == \Int.self as AnyKeyPath {
            for element in range {
                buildElement(builder.evaluateTracked { content(element) }, identity: element.hashValue)
            }
            return
        }
        let iteratedContiguously: Void? = view.data.withContiguousStorageIfAvailable { elements in
            for element in elements {
                buildIdentifiedByID(element)
            }
        }
        guard iteratedContiguously == nil else { return }
        for element in view.data {
            buildIdentifiedByID(element)
        }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that computes views from identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views over a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
