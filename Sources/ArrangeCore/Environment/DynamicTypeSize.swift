/// A Dynamic Type size, which specifies how large scalable content should be, as in SwiftUI.
///
/// `\.dynamicTypeSize` is `.large` (iOS's default) unless a view or the host sets another; text
/// styles take the point size Apple's table gives them at each size (see `docs/ios-metrics.md`,
/// "Dynamic Type").
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size (the default).
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size.
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size's position in `allCases`, from 0 (`.xSmall`) to 11 (`.accessibility5`).
    package var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The current Dynamic Type size (`.large` by default, iOS's default setting).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size within the view to the given range: a size outside it
    /// becomes the nearest size inside it (`...DynamicTypeSize.xxxLarge` caps accessibility
    /// sizes at `.xxxLarge`). An empty range leaves the size as it is.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            guard !range.contains(size) else { return }
            let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let nearest = inside.min(by: { abs($0.index - size.index) < abs($1.index - size.index) }) { size = nearest }
        }
    }
}
