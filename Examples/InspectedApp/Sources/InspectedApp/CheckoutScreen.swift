import Combine
import SwiftUI

/// A basket the checkout screen shows, shared through the environment.
public final class Basket: ObservableObject {
    @Published public var items: [String]

    public init(items: [String] = []) {
        self.items = items
    }
}

/// A checkout screen: a promotion code field, the basket's items, a button that applies the code
/// (disabled while the field is empty) and a confirmation that appears once it is applied.
public struct CheckoutScreen: View {
    @EnvironmentObject var basket: Basket
    @State var code = ""
    @State var appliedCode: String?
    /// Lets tests inspect the hosted screen (the pattern of ViewInspector's guide).
    public let inspection = Inspection<Self>()

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Checkout").font(.title)
            ForEach(basket.items, id: \.self) { item in
                Text(item)
            }
            TextField("Promotion code", text: $code)
                .accessibilityIdentifier("code")
            Button("Apply") { appliedCode = code }
                .disabled(code.isEmpty)
            if let appliedCode {
                Text("Applied \(appliedCode)")
                    .accessibilityIdentifier("confirmation")
            }
        }
        .padding()
        .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
    }
}

/// The helper ViewInspector's guide puts in the app target: the view passes itself to the test's
/// callbacks from `onReceive(inspection.notice)`.
public final class Inspection<V> {
    public let notice = PassthroughSubject<UInt, Never>()
    public var callbacks = [UInt: (V) -> Void]()

    public init() {}

    public func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}
