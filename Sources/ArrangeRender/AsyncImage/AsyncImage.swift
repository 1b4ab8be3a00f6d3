import ArrangeCore
import Foundation

/// The current phase of an asynchronous image loading operation, as in SwiftUI.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image succesfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads and displays an image, as in SwiftUI.
///
/// Arrange renders on a server, where a view is drawn once: `file:` URLs and `data:` URLs are
/// loaded synchronously when the view is built, so the render shows the image (or the failure
/// phase). `http(s)` URLs are not fetched — a server loads the bytes itself and passes a
/// `data:` URL or uses `Image.load(data:)` — and show the empty phase (the placeholder) with a
/// diagnostic. A `nil` URL is the empty phase. The simple form's placeholder is a flexible
/// rectangle filled with a light grey (an estimate of iOS's; docs/ios-metrics.md).
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let makeContent: (AsyncImagePhase) -> Content?
    /// The transaction given to `init(url:scale:transaction:content:)` (kept for inspection).
    var transaction = Transaction()

    /// Loads and displays an image from the URL, with a grey placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        makeContent = { $0.image }
    }

    /// Loads an image from the URL and shows it through `content`, `placeholder` until then
    /// (and when loading fails).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        makeContent = { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    /// Loads an image from the URL and shows what `content` makes of each phase. The
    /// transaction is accepted (nothing animates between phases in a single render).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        makeContent = content
    }

    /// The phase's content, or the default placeholder.
    public var body: some View {
        let (phase, message) = AsyncImageLoader.phase(for: url, scale: scale)
        return ReportingView(message: message, content: Group {
            if let content = makeContent(phase) {
                content
            } else {
                AsyncImageMetrics.placeholderColor
            }
        })
    }
}

extension AsyncImage: PhasedContentForInspection {
    package func inspectedContent(for phase: Any) -> Any? {
        guard let phase = phase as? AsyncImagePhase else { return nil }
        return makeContent(phase).map { $0 as Any }
    }

    package var inspectedTransaction: Transaction { transaction }
}

/// The default placeholder's fill (see docs/ios-metrics.md, "AsyncImage").
enum AsyncImageMetrics {
    /// An estimate of iOS's secondary system fill in the light appearance.
    static let placeholderColor = Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.16)
}

/// Loads what `AsyncImage` can load at build time.
enum AsyncImageLoader {
    /// Why an `AsyncImage` URL was not loaded.
    struct UnsupportedURL: Error, CustomStringConvertible {
        var description: String
    }

    /// The phase for `url`, and a diagnostic when the URL cannot be loaded here.
    static func phase(for url: URL?, scale: CGFloat) -> (AsyncImagePhase, String?) {
        guard let url else { return (.empty, nil) }
        switch url.scheme?.lowercased() {
        case "file":
            do { return (.success(try Image.load(contentsOf: url, scale: scale)), nil) } catch {
                return (.failure(error), "AsyncImage could not load \(url.path): \(error); it shows its failure phase.")
            }
        case "data":
            guard let bytes = dataURLBytes(url.absoluteString) else {
                let error = UnsupportedURL(description: "a data URL that is not base64 image data")
                return (.failure(error), "AsyncImage was given \(error); it shows its failure phase.")
            }
            do { return (.success(try Image.load(data: bytes, scale: scale)), nil) } catch {
                return (.failure(error), "AsyncImage could not decode its data URL: \(error); it shows its failure phase.")
            }
        case "http", "https":
            return (.empty, "AsyncImage does not fetch remote URLs (\(url.absoluteString)): it shows its placeholder. Load the bytes yourself and pass a data: URL, or use Image.load(data:).")
        default:
            let error = UnsupportedURL(description: "an unsupported URL scheme (\(url.scheme ?? "none"))")
            return (.failure(error), "AsyncImage was given \(error); it shows its failure phase.")
        }
    }

    /// The bytes of a base64 `data:` URL.
    static func dataURLBytes(_ string: String) -> Data? {
        guard let comma = string.firstIndex(of: ","), string[..<comma].hasSuffix(";base64") else { return nil }
        let payload = String(string[string.index(after: comma)...]).removingPercentEncoding ?? ""
        return Data(base64Encoded: payload, options: .ignoreUnknownCharacters)
    }
}
