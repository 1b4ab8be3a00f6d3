import ArrangeCore
import Foundation

/// Something a `Text` shows inline among its characters: an `Image` interpolated into a string
/// (`Text("Tap \(Image(systemName: "star"))")`) or given to `Text.init(_:)`. Images live in the
/// rendering target, above the text target, so the text engine knows them only through this
/// protocol: the rendering target's image conforms, and the text lays it out as one character
/// (U+FFFC OBJECT REPLACEMENT CHARACTER) whose advance is the attachment's width.
package protocol TextAttachment: Sendable {
    /// The attachment as it stands in a run: its size in points and what renderers draw.
    /// `lineHeight` is the height of one line of the run's font on the pixel grid (ascent,
    /// descent and line gap), which a symbol takes as its side.
    func resolve(in environment: EnvironmentValues, lineHeight: CGFloat, report: (String) -> Void) -> ResolvedTextAttachment

    /// Whether `other` is the same attachment (so `Text` stays `Equatable`).
    func isEqual(to other: any TextAttachment) -> Bool
}

extension TextAttachment where Self: Equatable {
    /// Equal when `other` is of this type and `==` says so.
    package func isEqual(to other: any TextAttachment) -> Bool {
        (other as? Self) == self
    }
}

/// An attachment resolved in its run's environment: its size (its bottom sits on the baseline)
/// and an opaque payload that only the target which made it knows how to draw.
package struct ResolvedTextAttachment {
    /// The attachment's size in points, at the text's unscaled size.
    package var size: CGSize
    /// What renderers draw (the rendering target's image leaf).
    package var payload: AnyObject

    /// Creates a resolved attachment.
    package init(size: CGSize, payload: AnyObject) {
        self.size = size
        self.payload = payload
    }
}

/// An attachment kept in a Text's runs, compared through `isEqual(to:)`: an existential is not
/// `Equatable` on its own, and `Text` must be.
struct TextAttachmentBox: Equatable, Sendable {
    let attachment: any TextAttachment

    static func == (lhs: TextAttachmentBox, rhs: TextAttachmentBox) -> Bool {
        lhs.attachment.isEqual(to: rhs.attachment)
    }
}

extension String {
    /// The string without U+FFFC, the character that marks an attachment's place in a key.
    var withoutObjectReplacement: String {
        guard unicodeScalars.contains("\u{FFFC}") else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "\u{FFFC}" }))
    }
}
