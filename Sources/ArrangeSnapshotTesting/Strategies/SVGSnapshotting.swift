import ArrangeCore
import Foundation

extension Snapshotting where Value: View, Format == String {
    /// A snapshot strategy for comparing views as SVG documents (text as glyph outlines, so a
    /// reference draws the same anywhere), line by line. References are `.svg` files. Arrange's own.
    ///
    /// - Parameters:
    ///   - layout: Where the view is laid out: its ideal size, a fixed size, or a device's screen.
    ///   - colorScheme: The view's `\.colorScheme` (a `preferredColorScheme` in it wins).
    ///   - layoutDirection: The view's `\.layoutDirection`.
    ///   - dynamicTypeSize: The view's `\.dynamicTypeSize`.
    public static func svg(
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .leftToRight,
        dynamicTypeSize: DynamicTypeSize = .large
    ) -> Snapshotting {
        let settings = SnapshotSettings(layout: layout, scale: nil, colorScheme: colorScheme,
                                        layoutDirection: layoutDirection, dynamicTypeSize: dynamicTypeSize)
        return SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { (view: Value) -> String in
            do {
                return try SnapshotRenderer(view, settings: settings).svg()
            } catch {
                return "The view could not be rendered as SVG: \(error)\n"
            }
        }
    }
}
