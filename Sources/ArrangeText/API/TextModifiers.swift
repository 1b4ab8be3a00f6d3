import ArrangeCore
import Foundation

// View modifiers that set how the Text views inside them look and lay out. Each writes the
// environment, as in SwiftUI, so it reaches every Text in the subtree; a Text's own modifiers
// (`Text.font(_:)`…) win over these.

nonisolated extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.text.font, font)
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.text.fontWeight, weight)
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.text) { if isActive { $0.fontWeight = .bold } }
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.text.isItalic, isActive)
    }

    /// Uses the monospaced family for the text in this view.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environment(\.text.isMonospaced, isActive)
    }

    /// Adds `kerning` points after each character of the text in this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.text.kerning, kerning)
    }

    /// Adds `tracking` points after each character of the text in this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.text.tracking, tracking)
    }

    /// Sets the maximum number of lines that text can occupy in this view; `nil`, no limit.
    public func lineLimit(_ number: Int?) -> some View {
        transformEnvironment(\.text) {
            $0.lineLimit = number
            $0.minimumLines = 0
        }
    }

    /// Sets a line limit with at least `limit.lowerBound` lines. SwiftUI applies the lower
    /// bound to vertical text fields; Text only uses the limit's upper bound (none here).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment(\.text) {
            $0.lineLimit = nil
            $0.minimumLines = 0
        }
    }

    /// Sets a line limit of at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformEnvironment(\.text) {
            $0.lineLimit = limit.upperBound
            $0.minimumLines = 0
        }
    }

    /// Sets a line limit of at most `limit.upperBound` lines (the lower bound is for text
    /// fields, as in SwiftUI).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment(\.text) {
            $0.lineLimit = limit.upperBound
            $0.minimumLines = 0
        }
    }

    /// Sets a line limit; with `reservesSpace`, text always takes the height of `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment(\.text) {
            $0.lineLimit = limit
            $0.minimumLines = reservesSpace ? limit : 0
        }
    }

    /// Sets the distance between the bottom of one line and the top of the next.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.text.lineSpacing, lineSpacing)
    }

    /// Sets how lines of multiline text align to each other.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.text.multilineTextAlignment, alignment)
    }

    /// Sets where lines that are too long are truncated.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.text.truncationMode, mode)
    }

    /// Sets the smallest fraction of its size text may shrink to before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.text.minimumScaleFactor, factor)
    }

    /// Lets text compress the space between characters to fit a line.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.text.allowsTightening, flag)
    }

    /// Transforms the case of the text in this view.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.text.textCase, textCase)
    }
}
