import ArrangeCore
import Foundation

/// What a strategy was asked for: where the view is laid out and the environment it sees.
struct SnapshotSettings: Sendable, Equatable {
    var layout: SwiftUISnapshotLayout
    /// Pixels per point asked for; `nil` takes the device's scale (1 for other layouts).
    var scale: CGFloat?
    var colorScheme: ColorScheme
    var layoutDirection: LayoutDirection
    var dynamicTypeSize: DynamicTypeSize

    /// The device configuration, when the layout is a device's.
    var device: ViewImageConfig? {
        if case .device(let config) = layout { return config }
        return nil
    }

    /// Pixels per point of the picture, which is also the view's `\.displayScale` (text sizes
    /// round to its pixel grid, as on a device of that scale).
    var resolvedScale: CGFloat {
        scale ?? device?.displayScale ?? 1
    }

    /// The environment the view is built in: the scheme, direction, type size and scale asked
    /// for, and a device's size classes.
    var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.layoutDirection = layoutDirection
        environment.dynamicTypeSize = dynamicTypeSize
        environment.displayScale = resolvedScale
        if let device {
            if let horizontal = device.horizontalSizeClass { environment.horizontalSizeClass = horizontal }
            if let vertical = device.verticalSizeClass { environment.verticalSizeClass = vertical }
        }
        return environment
    }

    /// The screen's size and insets, or `nil` when the view is fitted to its ideal size.
    var screen: (size: CGSize, safeArea: EdgeInsets)? {
        switch layout {
        case .sizeThatFits:
            return nil
        case .fixed(let width, let height):
            return (CGSize(width: width, height: height), EdgeInsets())
        case .device(let config):
            return config.size.map { ($0, config.safeArea) }
        }
    }
}
