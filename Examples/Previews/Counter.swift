// A file to try `arrange preview` and `arrange render --preview` on (README, "Live preview"):
//
//     swift run arrange preview Examples/Previews/Counter.swift
//     swift run arrange render Examples/Previews/Counter.swift --preview Counter -o counter.png
import Arrange

struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Tapped \(count) times")
                .font(.title2)
            Button("Tap me") { count += 1 }
                .buttonStyle(.borderedProminent)
            HStack {
                ForEach(0..<max(count, 1), id: \.self) { index in
                    Circle()
                        .fill(index < count ? Color.accentColor : Color.secondary.opacity(0.3))
                        .frame(width: 14, height: 14)
                }
            }
        }
        .padding()
    }
}

#Preview("Counter") {
    Counter()
}

#Preview("Counter, fitted", traits: .sizeThatFitsLayout) {
    Counter()
        .padding()
}
