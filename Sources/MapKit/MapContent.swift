import Arrange
import ArrangeCore
import LinuxCoreLocation

/// Content a `Map` shows — markers, annotations, overlays — as MapKit's `MapContent` (iOS 17).
/// A type of your own composes others in its `body`.
public protocol MapContent {
    /// The content this content is made of.
    associatedtype Body: MapContent
    /// The content this content is made of.
    @MapContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension MapContent where Body == Never {
    /// Primitive map content has no body; asking for one stops the program, as in MapKit.
    public var body: Never {
        preconditionFailure("\(Self.self) is primitive map content and has no body")
    }
}

extension Never: MapContent {}

/// One thing drawn on the map (Arrange's own record of map content). Made and read on the main
/// actor, where views are built.
enum MapMark: @unchecked Sendable {
    /// A balloon with a title and a symbol.
    case marker(title: String, systemImage: String?, tint: Color?, coordinate: CLLocationCoordinate2D)
    /// A view of the app's at a coordinate.
    case annotation(view: AnyView, coordinate: CLLocationCoordinate2D)
    /// An overlay (circle, polyline, polygon), listed but not drawn.
    case overlay(coordinates: [CLLocationCoordinate2D])

    var coordinates: [CLLocationCoordinate2D] {
        switch self {
        case .marker(_, _, _, let coordinate), .annotation(_, let coordinate): [coordinate]
        case .overlay(let coordinates): coordinates
        }
    }
}

/// Map content that has no body: it says what it draws.
protocol PrimitiveMapContent {
    @MainActor var marks: [MapMark] { get }
}

/// The marks of any map content: a primitive's own, else its body's.
@MainActor func mapMarks<C: MapContent>(of content: C) -> [MapMark] {
    if let primitive = content as? any PrimitiveMapContent { return primitive.marks }
    if C.Body.self == Never.self { return [] }
    return mapMarks(of: content.body)
}

/// Builds map content from the statements of a closure, as MapKit's `MapContentBuilder`.
@resultBuilder public enum MapContentBuilder {
    /// One piece of content.
    public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
    /// No content.
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    /// Several pieces of content, in order.
    public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> TupleMapContent<repeat each C> {
        TupleMapContent(repeat each content)
    }
    /// Content shown when a condition holds.
    public static func buildOptional<C: MapContent>(_ content: C?) -> OptionalMapContent<C> { OptionalMapContent(content: content) }
    /// The first branch of an `if`.
    public static func buildEither<T: MapContent, F: MapContent>(first: T) -> ConditionalMapContent<T, F> { ConditionalMapContent(storage: .first(first)) }
    /// The second branch of an `if`.
    public static func buildEither<T: MapContent, F: MapContent>(second: F) -> ConditionalMapContent<T, F> { ConditionalMapContent(storage: .second(second)) }
    /// Content under an availability check.
    public static func buildLimitedAvailability<C: MapContent>(_ content: C) -> C { content }
}

/// No map content.
public struct EmptyMapContent: MapContent, PrimitiveMapContent {
    /// No content.
    public init() {}
    /// A primitive: it has no body.
    public typealias Body = Never
    var marks: [MapMark] { [] }
}

/// Several pieces of map content, in order.
public struct TupleMapContent<each C: MapContent>: MapContent, PrimitiveMapContent {
    let content: (repeat each C)
    init(_ content: repeat each C) { self.content = (repeat each content) }
    /// A primitive: it has no body.
    public typealias Body = Never
    @MainActor var marks: [MapMark] {
        var all: [MapMark] = []
        for piece in repeat each content { all += mapMarks(of: piece) }
        return all
    }
}

/// Map content shown when a condition holds.
public struct OptionalMapContent<C: MapContent>: MapContent, PrimitiveMapContent {
    let content: C?
    /// A primitive: it has no body.
    public typealias Body = Never
    @MainActor var marks: [MapMark] { content.map { mapMarks(of: $0) } ?? [] }
}

/// One of two pieces of map content.
public struct ConditionalMapContent<T: MapContent, F: MapContent>: MapContent, PrimitiveMapContent {
    enum Storage {
        case first(T)
        case second(F)
    }
    let storage: Storage
    /// A primitive: it has no body.
    public typealias Body = Never
    @MainActor var marks: [MapMark] {
        switch storage {
        case .first(let content): mapMarks(of: content)
        case .second(let content): mapMarks(of: content)
        }
    }
}

extension ForEach: MapContent where Content: MapContent {
    /// A primitive: it has no body.
    public typealias Body = Never

    /// Map content for each element of identified data.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, makeContent: content)
    }
}

extension ForEach where ID == Data.Element.ID, Content: MapContent, Data.Element: Identifiable {
    /// Map content for each element of identifiable data.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, makeContent: content)
    }
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
    @MainActor var marks: [MapMark] {
        data.flatMap { mapMarks(of: content($0)) }
    }
}
