import ArrangeCore
import Foundation

// Underline and strikethrough with a line pattern, for a Text and for every Text in a view, as
// in SwiftUI (iOS 16). The pattern-less `Text.underline(_:color:)` and
// `Text.strikethrough(_:color:)` stay the forms a call without `pattern:` picks.

extension Text {
    /// Underlines this text with a line of `pattern` (no effect on layout).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled {
            if $0.isUnderlined == nil {
                $0.isUnderlined = isActive
                $0.underlineColor = color
                $0.underlinePattern = pattern
            }
        }
    }

    /// Draws a line of `pattern` through this text (no effect on layout).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled {
            if $0.isStrikethrough == nil {
                $0.isStrikethrough = isActive
                $0.strikethroughColor = color
                $0.strikethroughPattern = pattern
            }
        }
    }
}

nonisolated extension View {
    /// Underlines the text in this view (where a Text sets no underline of its own).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.text.underline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Draws a line through the text in this view (where a Text sets none of its own).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.text.strikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
}
