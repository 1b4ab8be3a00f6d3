import ArrangeCore
import ArrangeText
import Foundation

/// Draws the core containers' symbols (`SystemSymbolRole`) with `Image(systemName:)`, so they go
/// through the same glyph path, sizing and pixel-grid rounding as any symbol. The core finds this
/// type by its name (`SystemSymbols`): keep its name and module.
struct SystemSymbolProvider: SystemSymbolProviding {
    static func symbol(named name: String, role: SystemSymbolRole) -> AnyView {
        switch role {
        case .listDisclosure:
            // UIKit's disclosure indicator: the symbol at the body size, semibold, so its ink is
            // about UIKit's 8 × 13-point chevron (docs/ios-metrics.md, "Lists and navigation").
            return AnyView(Image(systemName: name).font(Font.body.weight(.semibold)).imageScale(.medium))
        }
    }
}
