import ShopKit
import SwiftUI
import Theme

/// An app screen built from its local packages: `ShopKit` (which depends on `ShopModels` and on
/// the `Theme` package) and `Theme`.
struct ShopScreen: View {
    let catalog = Catalog.bundled()

    var body: some View {
        VStack(spacing: 0) {
            ForEach(catalog.items) { item in
                ItemRow(item: item)
            }
            Color.themeAccent.frame(width: 10, height: 10)
        }
    }
}

#Preview("Shop", traits: .sizeThatFitsLayout) {
    ShopScreen()
}
