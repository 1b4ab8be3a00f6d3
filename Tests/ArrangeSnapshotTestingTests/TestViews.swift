import Arrange

/// A small card: a shape, two lines of text in two styles, a tinted rounded background.
struct Card: View {
    var title = "Arrange"
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.orange).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text("Snapshots on Linux").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.15)))
        .padding()
    }
}

/// A screen: a title at the top of the safe area, a bar at the bottom, and a background that
/// ignores the safe area (so the insets show in the picture).
struct Screen: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Inbox").font(.largeTitle).bold().frame(maxWidth: .infinity, alignment: .leading).padding()
            Spacer()
            Color.green.frame(height: 44).id("bar")
        }
        .id("content")
        .background(Color.yellow.opacity(0.3).ignoresSafeArea())
    }
}

/// One red (or other) square, `side` points, in nothing else.
struct Square: View {
    var color: Color = .red
    var side: CGFloat = 10
    var body: some View {
        color.frame(width: side, height: side)
    }
}
