import ArrangeCore
import Foundation

extension Snapshotting where Value: View, Format == String {
    /// A snapshot strategy for comparing views by the frames of their laid-out tree: one line
    /// per view with its type, frame in points and id, as `HostingView.dump()` prints it,
    /// followed by the host's diagnostics. References are `.txt` files whose diff is what a
    /// reviewer reads in a pull request (which view moved, and by how much). Arrange's own.
    ///
    /// ```swift
    /// assertSnapshot(of: CardView(), as: .frames(layout: .device(config: .iPhoneSE3)))
    /// ```
    ///
    /// - Parameters:
    ///   - layout: Where the view is laid out: its ideal size, a fixed size, or a device's screen.
    ///   - colorScheme: The view's `\.colorScheme`.
    ///   - layoutDirection: The view's `\.layoutDirection`.
    ///   - dynamicTypeSize: The view's `\.dynamicTypeSize`.
    public static func frames(
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .leftToRight,
        dynamicTypeSize: DynamicTypeSize = .large
    ) -> Snapshotting {
        let settings = SnapshotSettings(layout: layout, scale: nil, colorScheme: colorScheme,
                                        layoutDirection: layoutDirection, dynamicTypeSize: dynamicTypeSize)
        return SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback { (view: Value) -> String in
            SnapshotRenderer(view, settings: settings).frames
        }
    }
}
