import Arrange
import Foundation

/// A receipt whose numbers and dates are formatted by `Text` (issue 12): prices with
/// `format: .currency(code:)`, a date with `style: .date`, a quantity through a format
/// specifier, all in the environment's locale. Shown in Arrange's default locale (en_US), in
/// German, and as a placeholder (`.redacted(reason: .placeholder)`: each line a bar, the layout
/// unchanged).
public struct FormattedReceipt: View {
    /// Creates the demo.
    public init() {}

    /// The receipt in three environments, one above the other.
    public var body: some View {
        VStack(spacing: 12) {
            ReceiptCard().id("receipt-en")
            ReceiptCard().environment(\.locale, Locale(identifier: "de_DE")).id("receipt-de")
            ReceiptCard().redacted(reason: .placeholder).id("receipt-placeholder")
        }
        .padding()
    }
}

/// One receipt card.
struct ReceiptCard: View {
    private let items: [(name: String, quantity: Double, price: Double)] = [
        ("Coffee beans", 2, 14.5),
        ("Oat milk", 1.5, 2.2),
    ]
    private let date = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Receipt").font(.headline)
                Spacer()
                Text(date, style: .date).font(.subheadline).foregroundStyle(.secondary)
            }
            ForEach(items, id: \.name) { item in
                HStack {
                    Text("\(item.quantity, specifier: "%.1f") × \(item.name)")
                    Spacer()
                    Text(item.quantity * item.price, format: .currency(code: "EUR")).monospacedDigit()
                }
            }
            Divider()
            HStack {
                Text("**Total**")
                Spacer()
                Text(items.reduce(0) { $0 + $1.quantity * $1.price }, format: .currency(code: "EUR")).bold()
            }
        }
        .padding(12)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 10))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.4)))
    }
}
