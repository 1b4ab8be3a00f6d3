import ArrangeCore
import Foundation

// Strategies for a host as it stands: after state changes, or after the interaction API has
// acted on it, at the host's size, safe area and environment.

extension Snapshotting where Format == Data {
    /// A snapshot strategy for comparing a host's current picture as a PNG image, at the host's
    /// size with its safe area. Arrange's own.
    ///
    /// ```swift
    /// let host = HostingView(rootView: Counter(), size: CGSize(width: 390, height: 200))
    /// assertSnapshot(of: host, as: .image())
    /// ```
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
    ///     considered a match, here per colour channel.
    ///   - scale: Pixels per point; `nil` takes the host environment's `displayScale`.
    public static func image<Content: View>(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        scale: CGFloat? = nil
    ) -> Snapshotting where Value == HostingView<Content> {
        SimplySnapshotting<Data>(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ).pullback { (host: HostingView<Content>) -> Data in
            do {
                return try SnapshotRenderer(host: host, scale: scale).png()
            } catch {
                return Data("\(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Format == String {
    /// A snapshot strategy for comparing a host's current picture as an SVG document, line by
    /// line. Arrange's own.
    public static func svg<Content: View>() -> Snapshotting where Value == HostingView<Content> {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { (host: HostingView<Content>) -> String in
            do {
                return try SnapshotRenderer(host: host, scale: nil).svg()
            } catch {
                return "The view could not be rendered as SVG: \(error)\n"
            }
        }
    }

    /// A snapshot strategy for comparing a host's laid-out tree (`dump()`) and diagnostics,
    /// line by line. Arrange's own.
    public static func frames<Content: View>() -> Snapshotting where Value == HostingView<Content> {
        SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback { (host: HostingView<Content>) -> String in
            SnapshotRenderer.frames(of: host)
        }
    }
}
