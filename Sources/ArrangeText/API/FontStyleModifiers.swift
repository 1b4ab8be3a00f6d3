import ArrangeCore
import Foundation

// Font design, width, fixed-width digits and baseline offset, for a Text (its own modifiers,
// which win over the environment's) and for every Text in a view (through the environment), as
// in SwiftUI.

extension Text {
    /// Uses fixed-width digits in this text (the font's `tnum` feature, where it has one).
    /// DejaVu Sans, the default family on Debian, has no `tnum` feature because all its digits
    /// have one width already, so its widths do not change.
    public func monospacedDigit() -> Text {
        styled { if $0.hasMonospacedDigits == nil { $0.hasMonospacedDigits = true } }
    }

    /// Sets the font design of this text (`nil`: the font's own).
    public func fontDesign(_ design: Font.Design?) -> Text {
        styled { if $0.design == nil { $0.design = design } }
    }

    /// Sets the font width of this text (`nil`: the font's own).
    public func fontWidth(_ width: Font.Width?) -> Text {
        styled { if $0.width == nil { $0.width = width } }
    }

    /// Raises this text's glyphs `baselineOffset` points above the baseline (negative values
    /// lower them); the line grows to hold them.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset } }
    }
}

nonisolated extension View {
    /// Uses fixed-width digits in the text of this view (see `Text.monospacedDigit()`).
    public func monospacedDigit() -> some View {
        environment(\.text.hasMonospacedDigits, true)
    }

    /// Sets the font design of the text in this view where its font sets none (`nil`: the
    /// default design).
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.text.fontDesign, design)
    }

    /// Sets the font width of the text in this view where its font sets none.
    public func fontWidth(_ width: Font.Width?) -> some View {
        environment(\.text.fontWidth, width)
    }

    /// Raises the text in this view `baselineOffset` points above its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environment(\.text.baselineOffset, baselineOffset)
    }
}
