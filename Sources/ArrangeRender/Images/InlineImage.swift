import ArrangeCore
import ArrangeText
import Foundation

/// An `Image` shown inside a `Text` (`Text("Tap \(Image(systemName: "star"))")`,
/// `Text(Image(…))`): the text's attachment. It is resolved as the Image view resolves (files
/// found and decoded through the cache, failures reported), and is its natural size in points
/// on the baseline; a symbol is one line of its run's font square, its glyph fitted and centred
/// in it (or its placeholder, see `SymbolPlaceholder`). Estimated: an SF Symbol in text is
/// centred on the cap height and may reach below the baseline; here the square sits on it. A resizable image
/// keeps its natural size: in text nothing proposes it another.
struct InlineImage: TextAttachment, Equatable {
    var image: Image

    func resolve(in environment: EnvironmentValues, lineHeight: CGFloat, report: (String) -> Void) -> ResolvedTextAttachment {
        let leaf = image.resolve(in: environment, report: report)
        // A symbol is one line of its run's font square (its glyph drawn fitted inside).
        let size = leaf.isSymbol ? CGSize(width: lineHeight, height: lineHeight) : leaf.naturalSize
        return ResolvedTextAttachment(size: size, payload: leaf)
    }
}

extension TextAttachment {
    /// The image of an inline image attachment (`nil` for other attachments), for the
    /// ViewInspector module's `images()`.
    package var inspectedImage: Image? { (self as? InlineImage)?.image }
}
