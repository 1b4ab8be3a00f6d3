import Arrange

// Previews as SwiftUI files carry them, compiled with `import Arrange`; `PreviewDiscoveryTests`
// finds them through `PreviewCatalog` and lays them out. Their lines are asserted there: move
// them and update the tests.

/// A view the previews show.
struct PreviewSampleCounter: View {
    @Binding var count: Int
    var body: some View {
        Color.red.frame(width: CGFloat(count) * 10, height: 10)
            .onTapGesture { count += 1 }
            .accessibilityIdentifier("counter")
    }
}

#Preview {
    Color.blue.frame(width: 30, height: 20)
}

#Preview("Named") {
    let width: CGFloat = 40
    Color.green.frame(width: width, height: 20)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Color.red.frame(width: 50, height: 25)
}

#Preview("Fixed landscape", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
    VStack {
        Text("One")
        Text("Two")
    }
}

#Preview("Previewable") {
    @Previewable @State var count = 2
    PreviewSampleCounter(count: $count)
}

#Preview(body: {
    return Color.yellow.frame(width: 10, height: 10)
})

struct PreviewSampleProvider: PreviewProvider {
    static var previews: some View {
        Color.red.frame(width: 5, height: 5)
    }
}
