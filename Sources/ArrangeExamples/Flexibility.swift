import Arrange

/// The custom layout value of Apple's `LayoutValueKey` page (seed 001): how much a view may grow,
/// an optional floating-point number that is `nil` unless a view sets it.
///
/// ``BasicVStack`` reads it with `subview[Flexibility.self]` and shares the height it is proposed
/// beyond its subviews' ideal heights among the views that set it, in proportion to the values.
/// (The seed declares the key `private`; it is public here so that tests and other layouts can
/// read it.)
public struct Flexibility: LayoutValueKey {
    /// No flexibility: the view keeps its ideal height.
    public static let defaultValue: CGFloat? = nil
}

extension View {
    /// Sets this view's ``Flexibility`` layout value, as in the seed's convenience modifier:
    /// `layoutValue(key: Flexibility.self, value: value)`.
    public func layoutFlexibility(_ value: CGFloat?) -> some View {
        layoutValue(key: Flexibility.self, value: value)
    }
}
