import ArrangeCore
import Foundation

/// An image, as UIKit's `UIImage`, for SwiftUI code that loads pictures with UIKit and shows them
/// with `Image(uiImage:)`. Arrange's stand-in holds decoded pixels (PNG or JPEG, from a named file
/// as `Image(_:bundle:)` finds it, a file or data) or a system symbol's name; the initialisers
/// that read pixels answer `nil` for what cannot be found or decoded, as UIKit's do.
public final class UIImage: Sendable, Equatable, CustomStringConvertible {
    /// The SwiftUI image this shows as.
    let image: Image
    /// The size in points (pixels divided by `scale`); zero for a symbol.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    init(image: Image, size: CGSize, scale: CGFloat) {
        self.image = image
        self.size = size
        self.scale = scale
    }

    /// An empty image, of no size.
    public convenience init() {
        self.init(image: Image(decorative: ""), size: .zero, scale: 1)
    }

    private convenience init(decoded: DecodedImage, scale: CGFloat, description: String) {
        self.init(image: Image(source: .decoded(decoded, scale: scale, description: description)),
                  size: CGSize(width: CGFloat(decoded.bitmap.width) / scale, height: CGFloat(decoded.bitmap.height) / scale),
                  scale: scale)
    }

    /// The named image in `Bundle.main`'s resources (see `Image(_:bundle:)` for where Arrange
    /// looks), at a 3× screen's preferred variant; `nil` when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The named image in `bundle`'s resources (an asset catalog's image set, else a file); `nil`
    /// when there is none. The configuration is
    /// accepted and has no effect.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        var path: String, scale: CGFloat
        if case .found(let set) = ImageSets.find(name, bundle: bundle, displayScale: 3, colorScheme: .light) {
            (path, scale) = (set.path, set.scale)
        } else if let file = ImageResources.find(name, bundle: bundle, displayScale: 3).found {
            (path, scale) = (file.path, file.scale)
        } else {
            return nil
        }
        guard let decoded = try? ImageCache.shared.image(atPath: path) else { return nil }
        self.init(decoded: decoded, scale: scale, description: name)
    }

    /// The image in a PNG or JPEG file; `nil` when it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let decoded = try? ImageCache.shared.image(atPath: URL(fileURLWithPath: path).standardizedFileURL.path) else { return nil }
        self.init(decoded: decoded, scale: 1, description: (path as NSString).lastPathComponent)
    }

    /// The image in PNG or JPEG bytes; `nil` when they cannot be decoded.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG or JPEG bytes at `scale` pixels per point; `nil` when they cannot be
    /// decoded or the scale is not positive and finite.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale.isFinite, scale > 0,
              let decoded = try? ImageDecoding.decode(data, source: "image data (\(data.count) bytes)") else { return nil }
        self.init(decoded: decoded, scale: scale, description: "data")
    }

    /// A system symbol, drawn as `Image(systemName:)` draws it.
    public convenience init?(systemName name: String) {
        self.init(image: Image(systemName: name), size: .zero, scale: 1)
    }

    /// A system symbol; the configuration is accepted and has no effect.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }

    /// The same image; rendering modes are chosen on `Image` in SwiftUI code.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// The same image tinted: the tint is chosen with `foregroundStyle` in SwiftUI code.
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// Whether both hold the same picture.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.image == rhs.image && lhs.scale == rhs.scale }

    /// A textual description, used in dumps and messages.
    public var description: String { "UIImage(\(size.width) × \(size.height) at \(scale)×)" }

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// The automatic rendering mode.
        case automatic
        /// The always original rendering mode.
        case alwaysOriginal
        /// The always template rendering mode.
        case alwaysTemplate
    }

    /// Settings of a symbol image, as UIKit's `UIImage.Configuration`: accepted, not applied.
    public class Configuration: @unchecked Sendable {
        /// An empty configuration.
        public init() {}
    }
}

extension UIImage {
    /// PNG bytes of the image; `nil` for a symbol.
    public func pngData() -> Data? {
        guard case .decoded(let decoded, _, _) = image.source else { return nil }
        return try? PNGEncoder.encode(decoded.bitmap)
    }
}

extension Image {
    /// A view that shows a UIKit image, as SwiftUI's `Image(uiImage:)`.
    public init(uiImage: UIImage) { self = uiImage.image }
}
