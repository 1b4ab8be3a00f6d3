import ArrangeCore
import Foundation

extension Snapshotting where Value: View, Format == Data {
    /// A snapshot strategy for comparing views as PNG images, pixel for pixel, at their ideal
    /// size. Arrange's own, the Linux counterpart of swift-snapshot-testing's SwiftUI `.image`.
    public static var image: Snapshotting {
        .image()
    }

    /// A snapshot strategy for comparing views as PNG images. Arrange's own, the Linux
    /// counterpart of swift-snapshot-testing's SwiftUI
    /// `.image(drawHierarchyInKeyWindow:precision:perceptualPrecision:layout:traits:)`.
    ///
    /// The view is drawn by Arrange's renderer (Cairo) over the system background of its colour
    /// scheme, so the image is opaque as a screen is. References are `.png` files; comparison
    /// and failure images are `Diffing<Data>.image(precision:perceptualPrecision:)`'s.
    ///
    /// ```swift
    /// assertSnapshot(of: CardView(), as: .image(layout: .device(config: .iPhone16Pro), scale: 1))
    /// ```
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
    ///     considered a match, here per colour channel (0.98 allows 5 of 255).
    ///   - layout: Where the view is laid out: its ideal size, a fixed size, or a device's screen.
    ///   - scale: Pixels per point, and the view's `\.displayScale`; `nil` takes the device's
    ///     scale for `.device`, and 1 otherwise.
    ///   - colorScheme: The view's `\.colorScheme` (a `preferredColorScheme` in it wins).
    ///   - layoutDirection: The view's `\.layoutDirection`.
    ///   - dynamicTypeSize: The view's `\.dynamicTypeSize`.
    public static func image(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        scale: CGFloat? = nil,
        colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .leftToRight,
        dynamicTypeSize: DynamicTypeSize = .large
    ) -> Snapshotting {
        let settings = SnapshotSettings(layout: layout, scale: scale, colorScheme: colorScheme,
                                        layoutDirection: layoutDirection, dynamicTypeSize: dynamicTypeSize)
        return SimplySnapshotting<Data>(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ).pullback { (view: Value) -> Data in
            do {
                return try SnapshotRenderer(view, settings: settings).png()
            } catch {
                // Not PNG: the diff reports the error, and a reference recorded from it never
                // matches (see `compareImages`).
                return Data("\(error)".utf8)
            }
        }
    }
}
