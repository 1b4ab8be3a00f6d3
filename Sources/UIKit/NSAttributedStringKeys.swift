import Foundation

/// UIKit's text attribute keys, which bar titles and segmented controls are styled with
/// (`[.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)]`).
extension NSAttributedString.Key {
    /// The text's font (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The space added between characters.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline's style.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough's style.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The paragraph's style.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The text's shadow.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The baseline's offset.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link.
    public static let link = NSAttributedString.Key("NSLink")
}

/// The style of an underline or strikethrough line, as UIKit's `NSUnderlineStyle`: a line
/// thickness (`single`, `thick`, `double`) combined with a pattern and `byWord`.
public struct NSUnderlineStyle: OptionSet, @unchecked Sendable {
    /// The style's bits, as UIKit's.
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single line.
    public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x01) }
    /// A thick line.
    public static var thick: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x02) }
    /// A double line.
    public static var double: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x09) }
    /// A dotted line.
    public static var patternDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0100) }
    /// A dashed line.
    public static var patternDash: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0200) }
    /// An alternating dash and dot.
    public static var patternDashDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0300) }
    /// A dash and two dots, alternating.
    public static var patternDashDotDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0400) }
    /// A line under words only, not the spaces between them.
    public static var byWord: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x8000) }
}
