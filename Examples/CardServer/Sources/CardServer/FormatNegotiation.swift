import Arrange
import Foundation

/// Which image format a request gets: the one its path's extension names (`/card.webp`), or the
/// one its `Accept` header prefers among those the server makes.
enum FormatNegotiation {
    /// The media type of each format a card is made in.
    static func mediaType(of format: RenderFormat) -> String {
        switch format {
        case .png: return "image/png"
        case .jpeg: return "image/jpeg"
        case .webp: return "image/webp"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        }
    }

    /// The format a path extension names ("png", "jpg", "jpeg", "webp", "svg", any case).
    static func format(pathExtension: String) throws(CardRequestError) -> RenderFormat {
        guard let format = RenderFormat(pathExtension: pathExtension), CardRequest.formats.contains(format) else {
            throw CardRequestError("unknown image format \".\(pathExtension)\"; use .png, .jpg, .webp or .svg")
        }
        return format
    }

    /// The format an `Accept` header prefers (RFC 9110, 12.5.1): the highest quality value wins;
    /// among equals, the more specific range and then the earlier one; `image/*` and `*/*` mean
    /// PNG. No header means PNG. Nil when the header accepts none of the formats.
    static func format(accept: String?) -> RenderFormat? {
        guard let accept, !accept.allSatisfy(\.isWhitespace) else { return .png }
        var best: (format: RenderFormat, quality: Double, specific: Bool)?
        for range in accept.split(separator: ",") {
            let parts = range.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let type = parts.first else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            guard quality > 0 else { continue }
            let format: RenderFormat?, specific: Bool
            switch type {
            case "image/png": (format, specific) = (.png, true)
            case "image/jpeg", "image/jpg": (format, specific) = (.jpeg, true)
            case "image/webp": (format, specific) = (.webp, true)
            case "image/svg+xml": (format, specific) = (.svg, true)
            case "image/*", "*/*": (format, specific) = (.png, false)
            default: (format, specific) = (nil, false)
            }
            guard let format else { continue }
            if let current = best, current.quality > quality || (current.quality == quality && (current.specific || !specific)) { continue }
            best = (format, quality, specific)
        }
        return best?.format
    }
}
