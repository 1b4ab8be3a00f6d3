import Arrange
import ArrangeCore
import Foundation

/// What an axis shows, as Swift Charts' `AxisContent`.
public protocol AxisContent {}

/// Where an axis's marks are, as Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: Equatable, Sendable {
    /// The chart's choice.
    case automatic
    /// Before the plot.
    case leading
    /// After the plot.
    case trailing
    /// Above the plot.
    case top
    /// Below the plot.
    case bottom
}

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
    /// The chart's choice.
    public static let automatic = AxisMarkValues()
    /// The chart's choice, with a number of marks.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    /// Every `step` of a number.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues() }
    /// Every `count` units of time.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues { AxisMarkValues() }
    /// These values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues { AxisMarkValues() }
}

/// How an axis's marks look, as Swift Charts' `AxisMarkPreset`.
public enum AxisMarkPreset: Sendable {
    /// The chart's choice.
    case automatic
    /// Extended marks.
    case extended
    /// Aligned marks.
    case aligned
    /// Inset marks.
    case inset
}

/// A value an axis marks, as Swift Charts' `AxisValue`.
public struct AxisValue {
    /// The value's index among the marked values.
    public let index: Int
    /// How many values are marked.
    public let count: Int
    let value: PlotValue

    /// The value as a type.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let candidates: [Any]
        switch value {
        case .number(let number): candidates = [number, Int(exactly: number) as Any, Float(number)]
        case .category(let text): candidates = [text]
        case .date(let date): candidates = [date]
        }
        for candidate in candidates {
            if let primitive = candidate as? P.PrimitivePlottable { return P(primitivePlottable: primitive) }
        }
        return nil
    }
}

/// The marks of an axis, as Swift Charts' `AxisMarks`.
public struct AxisMarks: AxisContent {
    let position: AxisMarkPosition

    /// The default marks, at a position, for some values.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        self.position = position
    }

    /// Marks of the app's for each value (drawn as the default marks are).
    public init<Content: AxisMarkContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                                          @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.position = position
    }

    /// Marks of the app's for these values (drawn as the default marks are).
    public init<Content: AxisMarkContent, P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                                                        @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.position = position
    }
}

/// What is drawn at an axis's value, as Swift Charts' `AxisMarkContent`.
public protocol AxisMarkContent {}

/// A grid line, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMarkContent {
    /// A grid line.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    /// The line in a style (accepted).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { self }
}

/// A tick, as Swift Charts' `AxisTick`.
public struct AxisTick: AxisMarkContent {
    /// A tick.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    /// The tick in a style (accepted).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
}

/// A value's label, as Swift Charts' `AxisValueLabel`.
public struct AxisValueLabel: AxisMarkContent {
    /// The value's label.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    /// The value's label, formatted.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    /// A label of the app's.
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                         collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                         orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                         @ViewBuilder content: () -> C) {}
    /// A label of text.
    public init<S: StringProtocol>(_ label: S) {}
    /// The label in a style (accepted).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { self }
    /// The label in a font (accepted).
    public func font(_ font: Font?) -> AxisValueLabel { self }
}

/// How overlapping labels are resolved (accepted).
public struct AxisValueLabelCollisionResolution: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Greedy.
    public static let greedy = AxisValueLabelCollisionResolution()
    /// Truncated.
    public static let truncate = AxisValueLabelCollisionResolution()
    /// Not resolved.
    public static let disabled = AxisValueLabelCollisionResolution()
}

/// How a label is turned (accepted).
public struct AxisValueLabelOrientation: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelOrientation()
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation()
    /// Vertical.
    public static let vertical = AxisValueLabelOrientation()
    /// Vertical, the other way.
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// Builds the content of an axis's marks (accepted).
@resultBuilder public enum AxisMarkBuilder {
    /// One piece.
    public static func buildExpression<C: AxisMarkContent>(_ content: C) -> AxisMarkGroup { AxisMarkGroup() }
    /// Several pieces.
    public static func buildBlock(_ content: AxisMarkGroup...) -> AxisMarkGroup { AxisMarkGroup() }
    /// A piece shown when a condition holds.
    public static func buildOptional(_ content: AxisMarkGroup?) -> AxisMarkGroup { AxisMarkGroup() }
    /// One branch of an `if`.
    public static func buildEither(first: AxisMarkGroup) -> AxisMarkGroup { AxisMarkGroup() }
    /// The other branch of an `if`.
    public static func buildEither(second: AxisMarkGroup) -> AxisMarkGroup { AxisMarkGroup() }
}

/// What an axis mark builder makes.
public struct AxisMarkGroup: AxisMarkContent {}

/// Builds an axis's content: its `AxisMarks`.
@resultBuilder public enum AxisContentBuilder {
    /// One piece.
    public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentGroup { AxisContentGroup(marks: [content as? AxisMarks].compactMap { $0 }) }
    /// No content: the axis is hidden.
    public static func buildBlock() -> AxisContentGroup { AxisContentGroup(marks: []) }
    /// Several pieces.
    public static func buildBlock(_ content: AxisContentGroup...) -> AxisContentGroup { AxisContentGroup(marks: content.flatMap(\.marks)) }
    /// A piece shown when a condition holds.
    public static func buildOptional(_ content: AxisContentGroup?) -> AxisContentGroup { content ?? AxisContentGroup(marks: []) }
    /// One branch of an `if`.
    public static func buildEither(first: AxisContentGroup) -> AxisContentGroup { first }
    /// The other branch of an `if`.
    public static func buildEither(second: AxisContentGroup) -> AxisContentGroup { second }
}

/// What an axis content builder makes: the axis's marks.
public struct AxisContentGroup: AxisContent {
    let marks: [AxisMarks]
}

extension AxisContent {
    /// Where the axis's labels go.
    var position: AxisMarkPosition {
        if let marks = self as? AxisMarks { return marks.position }
        return (self as? AxisContentGroup)?.marks.first?.position ?? .automatic
    }

    /// Whether the axis has no marks (an empty builder hides it).
    var isEmptyAxis: Bool {
        if self is AxisMarks { return false }
        return (self as? AxisContentGroup)?.marks.isEmpty ?? false
    }
}
