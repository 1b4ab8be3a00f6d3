import SwiftUI
import Theme

/// One item: its name and price, the price in the package's own colour set (`Color(.price)`,
/// an asset symbol of the package's catalog, in `Bundle.module`).
public struct ItemRow: View {
    let item: Item

    public init(item: Item) {
        self.item = item
    }

    public var body: some View {
        HStack(spacing: 0) {
            Text(item.name)
            Text(item.price).foregroundStyle(Color(.price))
        }
        .font(.themeBody)
    }
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    ItemRow(item: Catalog.bundled().items[0])
}
