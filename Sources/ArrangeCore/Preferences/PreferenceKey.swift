/// A named value produced by a view, as in SwiftUI.
///
/// A view with several children combines their values with `reduce`, in the children's order;
/// values flow up from the views that set them (`preference(key:value:)`) to the views that read
/// them (`onPreferenceChange`, `overlayPreferenceValue`, `backgroundPreferenceValue`). Only views
/// in the laid-out tree contribute (a `ViewThatFits` branch not chosen does not).
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Let nil-expressible values default to nil, as in SwiftUI.
    public static var defaultValue: Value { nil }
}
