import Arrange

/// What a card request asks for, read from its query and its path's extension or `Accept`
/// header, and checked against the server's limits before anything is rendered.
public struct CardRequest: Hashable, Sendable {
    public var title: String
    public var author: String
    public var theme: CardTheme
    /// Pixels per point: 1 gives 1200×630 pixels, 2 gives 2400×1260.
    public var scale: Int
    public var format: RenderFormat

    /// The longest title accepted, in characters (three lines of the card hold about 90).
    public static let maximumTitleLength = 200
    /// The longest author name accepted, in characters.
    public static let maximumAuthorLength = 80
    /// The scales accepted: the largest image is 2400×1260 pixels.
    public static let scales = 1...2
    /// The formats a card is made in (not PDF: a card is a picture for a link preview).
    public static let formats: [RenderFormat] = [.png, .jpeg, .webp, .svg]

    /// Reads a request's parameters. `parameters` gives a query parameter's decoded value, or
    /// throws when it cannot be read (bytes that are not UTF-8); `format` is the format the path
    /// or the `Accept` header chose. Throws a `CardRequestError` whose message says what is wrong.
    public init(parameters: (String) throws(CardRequestError) -> String?, format: RenderFormat) throws(CardRequestError) {
        guard let title = try parameters("title"), !title.allSatisfy(\.isWhitespace) else {
            throw CardRequestError("the query parameter title is required (for example ?title=Hello)")
        }
        guard title.count <= Self.maximumTitleLength else {
            throw CardRequestError("the title is \(title.count) characters long; at most \(Self.maximumTitleLength) are accepted")
        }
        let author = try parameters("author") ?? ""
        guard author.count <= Self.maximumAuthorLength else {
            throw CardRequestError("the author is \(author.count) characters long; at most \(Self.maximumAuthorLength) are accepted")
        }
        let themeName = try parameters("theme") ?? CardTheme.midnight.rawValue
        guard let theme = CardTheme(rawValue: themeName.lowercased()) else {
            throw CardRequestError("unknown theme \"\(themeName)\"; the themes are \(CardTheme.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let scaleText = try parameters("scale") ?? "1"
        guard let scale = Int(scaleText), Self.scales.contains(scale) else {
            throw CardRequestError("the scale \"\(scaleText)\" is not accepted; it must be \(Self.scales.lowerBound) or \(Self.scales.upperBound) (at most 2400×1260 pixels)")
        }
        guard Self.formats.contains(format) else {
            throw CardRequestError("cards are not made as \(format.rawValue); ask for png, jpeg, webp or svg")
        }
        self.title = title
        self.author = author
        self.theme = theme
        self.scale = scale
        self.format = format
    }

    /// The card this request draws.
    public var card: OpenGraphCard {
        OpenGraphCard(title: title, author: author, theme: theme)
    }

    /// How the card is rendered: the request's format and scale; PNG compressed fast, for
    /// servers; at most the largest accepted image's pixels, as a guard.
    public var options: RenderOptions {
        var limits = ResourceLimits()
        limits.outputPixels = 2400 * 1260
        return RenderOptions(format: format, scale: CGFloat(scale), limits: limits, pngCompression: .fast, compressionQuality: 0.85)
    }

    /// The request's identity, for the cache and the `ETag`: every parameter that changes the
    /// file, with `CardServerApplication.cardVersion`, so a new look of the card changes it.
    var key: String {
        [CardServerApplication.cardVersion, format.rawValue, String(scale), theme.rawValue, author, title].joined(separator: "\u{1F}")
    }
}

/// A request the server will not render, and why, in words sent back with 400 Bad Request.
public struct CardRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
