import ArrangeCore
import Foundation

/// How a preview is shown: on which device, light or dark, in which direction and at which
/// Dynamic Type size — the controls of `arrange preview`'s page. Arrange's own.
///
/// Every field is a short name (as a page's query string carries it); a name it does not know
/// falls back to the default, and `problems` says so.
public struct PreviewSettings: Codable, Hashable, Sendable {
    /// The device preset's name (`DevicePreset.all`); default "iPhone 16".
    public var device: String
    /// "light" or "dark".
    public var colorScheme: String
    /// "ltr" (left to right) or "rtl" (right to left).
    public var layoutDirection: String
    /// A `DynamicTypeSize` case name: "xSmall" … "large" (the default) … "accessibility5".
    public var dynamicTypeSize: String

    /// The defaults: iPhone 16, light, left to right, large type.
    public init(device: String = DevicePreset.default.name, colorScheme: String = "light",
                layoutDirection: String = "ltr", dynamicTypeSize: String = "large") {
        self.device = device
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// The Dynamic Type sizes by their case names, smallest first.
    public static let typeSizes: [(name: String, size: DynamicTypeSize)] = [
        ("xSmall", .xSmall), ("small", .small), ("medium", .medium), ("large", .large), ("xLarge", .xLarge),
        ("xxLarge", .xxLarge), ("xxxLarge", .xxxLarge), ("accessibility1", .accessibility1),
        ("accessibility2", .accessibility2), ("accessibility3", .accessibility3),
        ("accessibility4", .accessibility4), ("accessibility5", .accessibility5),
    ]

    /// The device preset named, else the default one.
    public var resolvedDevice: DevicePreset {
        DevicePreset.named(device) ?? .default
    }

    /// The environment a preview is built in: scheme, direction, type size, the picture's scale
    /// and, on a device, its size classes.
    public func environment(scale: CGFloat, onDevice: Bool) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme == "dark" ? .dark : .light
        environment.layoutDirection = layoutDirection == "rtl" ? .rightToLeft : .leftToRight
        environment.dynamicTypeSize = Self.typeSizes.first { $0.name == dynamicTypeSize }?.size ?? .large
        environment.displayScale = scale
        if onDevice {
            environment.horizontalSizeClass = resolvedDevice.horizontalSizeClass
            environment.verticalSizeClass = resolvedDevice.verticalSizeClass
        }
        return environment
    }

    /// What is wrong with the settings: names that fell back to a default.
    public var problems: [String] {
        var problems: [String] = []
        if DevicePreset.named(device) == nil {
            problems.append("unknown device '\(device)' (shown on \(DevicePreset.default.name)); devices: \(DevicePreset.all.map(\.name).joined(separator: ", "))")
        }
        if colorScheme != "light" && colorScheme != "dark" { problems.append("unknown colour scheme '\(colorScheme)' (light or dark)") }
        if layoutDirection != "ltr" && layoutDirection != "rtl" { problems.append("unknown layout direction '\(layoutDirection)' (ltr or rtl)") }
        if !Self.typeSizes.contains(where: { $0.name == dynamicTypeSize }) {
            problems.append("unknown Dynamic Type size '\(dynamicTypeSize)'; sizes: \(Self.typeSizes.map(\.name).joined(separator: ", "))")
        }
        return problems
    }
}
