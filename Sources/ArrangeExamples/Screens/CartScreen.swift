import Arrange

/// A shopping cart, written as iOS developers write one (issue 25's gallery): product rows with
/// prices by `Text(_:format: .currency(code:))`, steppers, a free-shipping bar drawn by a custom
/// `ProgressViewStyle` that wraps the default one, a summary in a `GroupBox` with a promotion in a
/// nested `GroupBox`, and a checkout button with a white label on the accent colour.
struct CartScreen: View {
    struct Item: Identifiable {
        let id: Int
        var name: String
        var detail: String
        var price: Double
        var symbol: String
        var tint: Color
    }

    @State private var quantities = [0: 1, 1: 2, 2: 1]
    private let items = [
        Item(id: 0, name: "Trail Running Shoes", detail: "Size 42 · Slate", price: 129.00, symbol: "figure.run", tint: .orange),
        Item(id: 1, name: "Merino Socks", detail: "Pack of 3", price: 18.50, symbol: "gift.fill", tint: .indigo),
        Item(id: 2, name: "Water Bottle", detail: "750 ml · Sage", price: 24.99, symbol: "drop.fill", tint: .teal),
    ]
    private let freeShippingAt = 250.0

    /// The cart with its sample items.
    init() {}

    private var subtotal: Double {
        items.reduce(0) { $0 + $1.price * Double(quantities[$1.id] ?? 0) }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(items) { item in
                        HStack(spacing: 12) {
                            Image(systemName: item.symbol)
                                .font(.title2)
                                .foregroundStyle(item.tint)
                                .frame(width: 56, height: 56)
                                .background(item.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                            VStack(alignment: .leading, spacing: 2) {
                                Text(item.name).font(.headline)
                                Text(item.detail).font(.subheadline).foregroundStyle(.secondary)
                                Text(item.price, format: .currency(code: "USD")).font(.subheadline.weight(.semibold))
                            }
                            Spacer()
                            Stepper("\(quantities[item.id] ?? 0)", value: Binding(
                                get: { quantities[item.id] ?? 0 },
                                set: { quantities[item.id] = $0 }), in: 0...9)
                                .fixedSize()
                        }
                        .accessibilityIdentifier("item-\(item.id)")
                    }

                    ProgressView(value: min(subtotal, freeShippingAt), total: freeShippingAt) {
                        Text("Add \((freeShippingAt - subtotal).formatted(.number.precision(.fractionLength(2)))) more for free shipping")
                            .font(.footnote)
                    }
                    .progressViewStyle(ShippingProgressStyle())
                    .accessibilityIdentifier("shipping")

                    GroupBox("Summary") {
                        VStack(spacing: 8) {
                            LabeledContent("Subtotal") { Text(subtotal, format: .currency(code: "USD")) }
                            LabeledContent("Shipping") { Text("$4.99") }
                            GroupBox {
                                Label("Use code SPRING for 10% off", systemImage: "tag.fill")
                                    .font(.footnote)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                            }
                            .accessibilityIdentifier("promotion")
                            Divider()
                            LabeledContent("Total") {
                                Text(subtotal + 4.99, format: .currency(code: "USD")).fontWeight(.bold)
                            }
                        }
                    }
                    .accessibilityIdentifier("summary")

                    Button {
                    } label: {
                        Text("Checkout").font(.headline).frame(maxWidth: .infinity).padding()
                    }
                    .foregroundStyle(.white)
                    .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
                    .accessibilityIdentifier("checkout")
                }
                .padding()
            }
            .navigationTitle("Cart")
        }
    }
}

/// The free-shipping bar: the default bar, tinted green and with its label below.
struct ShippingProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            ProgressView(configuration).tint(.green)
        }
        .padding(12)
        .background(Color.green.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}
