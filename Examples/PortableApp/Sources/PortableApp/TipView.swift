import SwiftUI

/// A tip calculator's screen: the total, the tip, and buttons that change the percentage.
public struct TipView: View {
    @State private var model: TipModel
    @StateObject private var history = TipHistory()

    public init(model: TipModel = TipModel()) {
        _model = State(initialValue: model)
    }

    public var body: some View {
        VStack(spacing: 16) {
            Text(model.total, format: .currency(code: "USD"))
                .font(.largeTitle.bold())
                .accessibilityIdentifier("total")
            Text("\(model.percent)% tip: \(model.tip, format: .currency(code: "USD"))")
                .foregroundStyle(.secondary)
            HStack(spacing: 12) {
                Button("Less") { change(by: -1) }
                Button("More") { change(by: 1) }
            }
            .buttonStyle(.borderedProminent)
            Badge(text: "\(history.changes) changes")
        }
        .padding(24)
        .frame(maxWidth: UIScreen.main.bounds.width)
    }

    /// Buttons call the view's own method, which calls the main-actor model.
    private func change(by step: Int) {
        if step > 0 { model.raise() } else { model.lower() }
        history.record(model.percent)
    }
}

#Preview {
    TipView()
}
