import ArrangeCore
import ArrangeText
import Foundation

// SwiftUI's two ways to put an image in text. They are declared here rather than beside `Text`
// and `LocalizedStringKey` because `Image` lives in this target, above the text target; users
// see them through `Arrange`, which re-exports both.

extension Text {
    /// Creates a text view that displays an image inline, to be combined with other text
    /// (`Text("Tap ") + Text(Image(systemName: "star"))`). The image sits on the baseline and
    /// advances the line by its width; a symbol is one line of the text's font square.
    public init(_ image: Image) {
        self.init(attachment: InlineImage(image: image))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends an image to a string interpolation: `Text("Tap \(Image(systemName: "star"))")`
    /// shows the image inline where it is interpolated (see `Text.init(_ image:)`), rather than
    /// the image's description.
    public mutating func appendInterpolation(_ image: Image) {
        appendAttachment(InlineImage(image: image))
    }
}
