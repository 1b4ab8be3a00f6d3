/// A structure that computes views on demand from an underlying collection of identified data,
/// as in SwiftUI. Its views join the nearest layout container.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    @usableFromInline let id: ForEachIdentification<Data.Element, ID>

    /// A ForEach of any content, for the other kinds of content SwiftUI's ForEach builds (map
    /// content, table rows).
    package init(data: Data, id: KeyPath<Data.Element, ID>, makeContent: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = .keyPath(id)
        content = makeContent
    }

    /// The id of `element`, as the ForEach identifies it.
    @inline(__always)
    package func identifier(of element: Data.Element) -> ID { identify(element) }

    /// The function that gives an element's id (`identifier(of:)`), read out of the view once.
    var identify: (Data.Element) -> ID {
        switch id {
        case .keyPath(let keyPath): return { $0[keyPath: keyPath] }
        case .property(let property): return property
        }
    }
}

/// How a `ForEach` finds an element's id: through the key path it was given, or, for
/// `Identifiable` data, through the `id` property itself. A key path written in a generic context
/// (`\.id` where the element is only known to be `Identifiable`) is instantiated at run time,
/// resolving its generic arguments by their mangled names, each time the ForEach is made, and
/// every projection through it instantiates generic metadata; for data trees of `ForEach`es
/// that was a tenth of building them.
@usableFromInline enum ForEachIdentification<Element, ID> {
    case keyPath(KeyPath<Element, ID>)
    case property((Element) -> ID)
}

nonisolated extension ForEach: View where Content: View {
    /// Creates an instance that computes views from `data`, identified by the key path `id`.
    /// The `ForEach` initialisers are inlinable, so user code that makes one has its type at hand
    /// instead of looking it up at run time (a hash lookup per `ForEach` made).
    @inlinable public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = .keyPath(id)
        self.content = content
    }

    /// A ForEach over identifiable data, identified by the elements' own `id`.
    @usableFromInline init(identifiable data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = .property(id)
        self.content = content
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    // Inlined into the conformance's witness, which has `Self`'s metadata at hand (see
    // `ModifiedContent._makeLayoutNodes`).
    @inline(__always)
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        // Each element is identified by its id, so its state moves with it when the data
        // reorders; what the content closure reads invalidates the enclosing view.
        // After the first element, room is made for the rest like it (`TreeGrowthMark`).
        // The mark is a constant, so the closures below capture it without the run-time
        // exclusivity checks a captured variable costs for every element.
        let count = view.data.count
        let mark = count > 1 ? builder.growthMark : nil
        func madeRoom(after offset: Int) {
            if offset == 0, let mark { builder.reserveRoom(forMoreLike: mark, times: count - 1) }
        }
        // Inside a picker each element is tagged with its id unless its content sets a tag, as
        // in SwiftUI (`Picker` sets `tagsElementsByID`).
        if builder.environment.tagsElementsByID { return buildTaggedElements(of: view, in: builder, madeRoom: madeRoom) }
        // Elements are evaluated a batch at a time under one observation registration
        // (`evaluateTrackedInBatches`): one registration per element cost as much as building
        // the element's nodes.
        // This function is generic over the data, and unspecialised: iterating `Data` through its
        // witnesses and projecting ids through a key path cost a sixth of building `row_1k`. The
        // two commonest forms are iterated directly, with the same identities as the general path.
        // The type is compared first: a failing dynamic cast of the data costs more than the
        // comparison, for every ForEach over other data.
        if Data.self == Range<Int>.self, let range = view.data as? Range<Int>, let content = view.content as? (Int) -> Content,
           case .keyPath(let keyPath) = view.id, keyPath as AnyKeyPath == \Int.self as AnyKeyPath {
            let first = range.lowerBound
            builder.evaluateTrackedInBatches(count: range.count, { content(first + $0) }) { element, offset in
                builder.build(element, identifiedBy: first + offset)
                madeRoom(after: offset)
            }
            return
        }
        // The id and content functions are read out of the view once: reading the identification,
        // a generic enum, looked its metadata up at run time for every element.
        let identify = view.identify, content = view.content
        let iteratedContiguously: Void? = view.data.withContiguousStorageIfAvailable { elements in
            buildElements(elements, identify: identify, content: content, in: builder, madeRoom: madeRoom)
        }
        guard iteratedContiguously == nil else { return }
        buildIteratedElements(of: view.data, identify: identify, content: content, in: builder, madeRoom: madeRoom)
    }

    // The two paths below iterate the data generically. Out of line, so the common path above
    // does not look up the metadata their iteration needs (the optional element `next()`
    // returns) on every `ForEach` built.

    /// Builds the elements of a `ForEach` inside a picker, each tagged with its id unless its
    /// content sets a tag.
    @inline(never)
    private static func buildTaggedElements(of view: Self, in builder: _LayoutTreeBuilder, madeRoom: (Int) -> Void) {
        // Counted by hand: an enumerated sequence of the generic data looked its metadata up.
        var offset = 0
        for element in view.data {
            let id = view.identifier(of: element)
            builder.buildUpdating(builder.evaluateTracked { view.content(element) }, identifiedBy: identityComponent(of: id)) { node, _ in
                if node.tag(in: builder.engine) == nil { builder.setLayoutValue(TagValueKey.self, AnyHashable(id), on: &node) }
            }
            madeRoom(offset)
            offset += 1
        }
    }

    /// Builds the elements of data that is not contiguous in memory, one by one.
    @inline(never)
    private static func buildIteratedElements(
        of data: Data, identify: (Data.Element) -> ID, content: (Data.Element) -> Content,
        in builder: _LayoutTreeBuilder, madeRoom: (Int) -> Void
    ) {
        var offset = 0
        for element in data {
            builder.build(builder.evaluateTracked { content(element) }, identifiedBy: identityComponent(of: identify(element)))
            madeRoom(offset)
            offset += 1
        }
    }

    /// Builds the views of contiguous `elements`. Generic over the element type itself, so the
    /// element's metadata is at hand rather than looked up through the data's witnesses for
    /// every element.
    ///
    /// The content and id functions see each element borrowed in place: passing `elements[i]`
    /// to a function copies it (a retain and a release of every reference it holds), since the
    /// compiler cannot prove the memory unchanged during the call. Here
    /// the element's bits are taken out of the data (which is only read) and lent, then moved
    /// into `scratch`, which is dropped without being destroyed: the data, which the view holds
    /// for the whole build, keeps the element alive. Only elements that may be moved bit for bit
    /// are lent so (not those holding weak references, whose storage may be registered at its
    /// address); others are copied.
    @inline(never)
    private static func buildElements<Element>(
        _ elements: UnsafeBufferPointer<Element>, identify: (Element) -> ID, content: (Element) -> Content,
        in builder: _LayoutTreeBuilder, madeRoom: (Int) -> Void
    ) {
        guard let base = elements.baseAddress else { return }
        // Temporary memory (on the stack unless large) rather than two allocations per `ForEach`.
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { scratchBuffer in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: elements.count) { componentBuffer in
                guard let scratch = scratchBuffer.baseAddress, let components = componentBuffer.baseAddress else { return }
                let lendsBitwise = _isBitwiseTakable(Element.self)
                @inline(__always)
                func lend<R>(_ offset: Int, to body: (Element) -> R) -> R {
                    guard lendsBitwise else { return body(base[offset]) }
                    let element = UnsafeMutablePointer(mutating: base + offset).move()
                    let result = body(element)
                    scratch.initialize(to: consume element)
                    return result
                }
                // Each element is lent once, for its id and its content together: the id is kept
                // until the element's view is built. (Its id is read under the same observation as
                // its content, so an observable element whose id changes rebuilds the ForEach.)
                builder.evaluateTrackedInBatches(count: elements.count, { offset in
                    lend(offset) { element in
                        (components + offset).initialize(to: identityComponent(of: identify(element)))
                        return content(element)
                    }
                }) { element, offset in
                    builder.build(element, identifiedBy: components[offset])
                    madeRoom(offset)
                }
            }
        }
    }

    /// The part of an element's identity its id gives: an `Int` id is its own component (no
    /// hashing); other ids give their hash value, which is stable within the process.
    @inline(__always)
    private static func identityComponent<I: Hashable>(of id: I) -> Int {
        if I.self == Int.self { return unsafeBitCast(id, to: Int.self) }
        return id.hashValue
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that computes views from identifiable data.
    @inlinable public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(identifiable: data, id: Self.identity(of: Data.Element.self), content: content)
    }

    /// Reads an element's own `id`, made generic over the element type so each call has the
    /// element's metadata at hand instead of looking it up through the data's witnesses.
    @inlinable static func identity<Element: Identifiable>(of _: Element.Type) -> (Element) -> Element.ID {
        { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views over a constant range.
    @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
