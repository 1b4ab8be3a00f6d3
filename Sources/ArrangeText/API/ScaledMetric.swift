import ArrangeCore
import Foundation

/// A dynamic property that scales a numeric value with Dynamic Type, as in SwiftUI: the value
/// is its size at the default Dynamic Type size (`.large`), multiplied by how much `textStyle`
/// grows or shrinks at the environment's `\.dynamicTypeSize` (Apple's table, see
/// `docs/ios-metrics.md`, "Dynamic Type"). `@ScaledMetric var icon = 20.0` is 20 at `.large`
/// and 20 × 53 / 17 at `.accessibility5`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Creates the scaled metric with an unscaled value, relative to the body text style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the environment's Dynamic Type size.
    public var wrappedValue: Value {
        Value(DynamicTypeSizes.scale(CGFloat(base), relativeTo: textStyle, at: dynamicTypeSize))
    }
}

extension ScaledMetric: Sendable where Value: Sendable {}
