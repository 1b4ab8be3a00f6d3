import Arrange

/// One line of the receipt's model.
struct LineItem: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Int
    var unitPrice: Decimal

    var total: Decimal { unitPrice * Decimal(quantity) }
}

/// A receipt written as an iOS developer writes one (issue 12's proof): a `Grid` of items with
/// quantities and money formatted by `Text(_:format: .currency(code:))`, `Divider`s between the
/// parts, subtotal, tax (a percentage) and total rows in `HStack`s, and the purchase date.
struct ReceiptScreen: View {
    private let items = [
        LineItem(name: "Sourdough loaf", quantity: 1, unitPrice: 7.50),
        LineItem(name: "Croissant", quantity: 2, unitPrice: 3.25),
        LineItem(name: "Flat white", quantity: 2, unitPrice: 4.80),
        LineItem(name: "Jam, apricot", quantity: 1, unitPrice: 6.00),
    ]
    private let taxRate: Decimal = 0.0875
    private let purchased = Date(timeIntervalSince1970: 1_795_687_500)

    /// The receipt with its sample items.
    init() {}

    private var subtotal: Decimal { items.reduce(0) { $0 + $1.total } }
    private var tax: Decimal { subtotal * taxRate }
    private var total: Decimal { subtotal + tax }

    /// The screen.
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    VStack(spacing: 4) {
                        Image(systemName: "bag.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.orange)
                        Text("Corner Bakery")
                            .font(.title2.bold())
                        Text(purchased, format: .dateTime.year().month().day().hour().minute())
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .accessibilityIdentifier("date")
                    }
                    .accessibilityIdentifier("header")

                    Divider()

                    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                        GridRow {
                            Text("Item")
                            Text("Qty").gridColumnAlignment(.trailing)
                            Text("Amount").gridColumnAlignment(.trailing)
                        }
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        ForEach(items) { item in
                            GridRow {
                                Text(item.name)
                                Text(item.quantity, format: .number)
                                Text(item.total, format: .currency(code: "USD"))
                                    .monospacedDigit()
                            }
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityIdentifier("items")

                    Divider()

                    VStack(spacing: 6) {
                        HStack {
                            Text("Subtotal")
                            Spacer()
                            Text(subtotal, format: .currency(code: "USD"))
                                .accessibilityIdentifier("subtotal")
                        }
                        HStack {
                            Text("Tax (\(taxRate, format: .percent))")
                            Spacer()
                            Text(tax, format: .currency(code: "USD"))
                                .accessibilityIdentifier("tax")
                        }
                        .foregroundStyle(.secondary)
                        HStack {
                            Text("Total")
                            Spacer()
                            Text(total, format: .currency(code: "USD"))
                                .accessibilityIdentifier("total")
                        }
                        .font(.headline)
                    }
                    .monospacedDigit()

                    Divider()

                    Label("Paid with Visa •••• 4242", systemImage: "creditcard")
                        .font(.footnote)
                        .foregroundStyle(.secondary)

                    Button("Done") {}
                        .buttonStyle(.borderedProminent)
                        .controlSize(.large)
                        .accessibilityIdentifier("done")
                }
                .padding(20)
            }
            .navigationTitle("Receipt")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
