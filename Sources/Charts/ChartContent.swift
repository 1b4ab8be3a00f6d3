import Arrange
import ArrangeCore
import Foundation

/// What a chart plots — marks, and content made of marks — as Swift Charts' `ChartContent`.
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension ChartContent where Body == Never {
    /// Primitive chart content has no body; asking for one stops the program, as in Swift Charts.
    public var body: Never {
        preconditionFailure("\(Self.self) is primitive chart content and has no body")
    }
}

extension Never: ChartContent {}

/// The kind of a mark.
enum ChartMarkKind: Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// One mark as the chart draws it (Arrange's own record of chart content): its values on each
/// axis (a start and end where the mark spans), and its style.
struct ChartMarkRecord {
    var kind: ChartMarkKind
    var x: PlotValue?
    var xEnd: PlotValue?
    var y: PlotValue?
    var yEnd: PlotValue?
    var xUnit: Calendar.Component?
    var angle: Double?
    var innerRadius: MarkDimension?
    var style: AnyShapeStyle?
    var series: String?
    var symbolSeries: String?
    var lineWidth: CGFloat?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var width: MarkDimension?
    var height: MarkDimension?
}

/// Chart content that has no body: it lists its marks.
protocol PrimitiveChartContent {
    @MainActor var records: [ChartMarkRecord] { get }
}

/// The marks of any chart content: a primitive's own, else its body's.
@MainActor func chartRecords<C: ChartContent>(of content: C) -> [ChartMarkRecord] {
    if let primitive = content as? any PrimitiveChartContent { return primitive.records }
    if C.Body.self == Never.self { return [] }
    return chartRecords(of: content.body)
}

/// Builds chart content from the statements of a closure, as Swift Charts' `ChartContentBuilder`.
@resultBuilder public enum ChartContentBuilder {
    /// One piece of content.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// No content.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    /// Several pieces of content, in order.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each content)
    }
    /// Content shown when a condition holds.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> OptionalChartContent<C> { OptionalChartContent(content: content) }
    /// The first branch of an `if`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(storage: .first(first))
    }
    /// The second branch of an `if`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(storage: .second(second))
    }
    /// Content under an availability check.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// No chart content.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// No content.
    public init() {}
    var records: [ChartMarkRecord] { [] }
}

/// Several pieces of chart content, in order.
public struct TupleChartContent<each C: ChartContent>: ChartContent, PrimitiveChartContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    let content: (repeat each C)
    init(_ content: repeat each C) { self.content = (repeat each content) }
    @MainActor var records: [ChartMarkRecord] {
        var all: [ChartMarkRecord] = []
        for piece in repeat each content { all += chartRecords(of: piece) }
        return all
    }
}

/// Chart content shown when a condition holds.
public struct OptionalChartContent<C: ChartContent>: ChartContent, PrimitiveChartContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    let content: C?
    @MainActor var records: [ChartMarkRecord] { content.map { chartRecords(of: $0) } ?? [] }
}

/// One of two pieces of chart content.
public struct ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent, PrimitiveChartContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    enum Storage {
        case first(T)
        case second(F)
    }
    let storage: Storage
    @MainActor var records: [ChartMarkRecord] {
        switch storage {
        case .first(let content): chartRecords(of: content)
        case .second(let content): chartRecords(of: content)
        }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// A primitive: it has no body.
    public typealias Body = Never

    /// Chart content for each element of identified data.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, makeContent: content)
    }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    /// Chart content for each element of identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, makeContent: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    @MainActor var records: [ChartMarkRecord] { data.flatMap { chartRecords(of: content($0)) } }
}

/// Chart content with a change to each of its marks (what the mark modifiers make).
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    let content: Content
    let change: (inout ChartMarkRecord) -> Void
    @MainActor var records: [ChartMarkRecord] {
        chartRecords(of: content).map { record in
            var changed = record
            change(&changed)
            return changed
        }
    }
}
