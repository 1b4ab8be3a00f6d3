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
