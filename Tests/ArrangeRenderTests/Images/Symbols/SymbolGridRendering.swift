import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// A grid of symbols in light and dark, written where `ARRANGE_SYMBOL_GRID` says (for looking at
/// it); the test itself checks that every cell drew ink.
@Suite("Symbols: the grid of names")
@MainActor struct SymbolGridRendering {
    static let names = [
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "arrow.left", "arrow.right", "arrow.up", "arrow.down",
        "arrow.clockwise", "arrow.triangle.2.circlepath", "person", "person.fill", "person.circle.fill", "person.2.fill",
        "gear", "gearshape.fill", "star", "star.fill", "heart", "heart.fill", "plus", "minus", "plus.circle.fill",
        "xmark", "xmark.circle.fill", "checkmark", "checkmark.circle.fill", "magnifyingglass", "bell", "bell.fill",
        "envelope", "envelope.fill", "trash", "trash.fill", "square.and.pencil", "house", "house.fill", "calendar",
        "clock", "cart", "camera", "photo", "folder", "doc", "doc.text", "paperplane.fill", "lock", "lock.open",
        "globe", "link", "info.circle", "exclamationmark.triangle", "ellipsis", "line.3.horizontal",
        "slider.horizontal.3", "square.and.arrow.up", "bookmark", "flag.fill", "mappin", "phone.fill", "message",
        "play.fill", "pause.fill", "mic", "sun.max", "moon.fill", "cloud", "bolt.fill", "wifi", "eye", "eye.slash",
        "hand.thumbsup", "creditcard", "cart.fill", "chart.bar", "sparkles", "list.bullet", "questionmark.circle",
    ]

    static func grid() -> some View {
        let columns = Array(repeating: GridItem(.fixed(36), spacing: 4), count: 10)
        return LazyVGrid(columns: columns, spacing: 8) {
            ForEach(names, id: \.self) { name in
                Image(systemName: name).frame(width: 36, height: 28)
            }
        }
        .padding(8)
    }

    /// Settings-like rows: a symbol, a label, secondary text, a chevron, dividers.
    static func rows() -> some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(["wifi", "bell.fill", "lock", "gear"], id: \.self) { name in
                HStack {
                    Image(systemName: name).foregroundStyle(.blue)
                    Text(name)
                    Spacer()
                    Text("On").foregroundStyle(.secondary)
                    Image(systemName: "chevron.right").imageScale(.small).foregroundStyle(.tertiary)
                }
                Divider()
            }
            Text("Tap \(Image(systemName: "star.fill")) to favourite").font(.footnote)
        }
        .padding()
        .frame(width: 320)
    }

    @Test("Settings rows draw in light, dark and at an accessibility size without diagnostics")
    func rowsDraw() throws {
        for (name, view) in [("rows-light", AnyView(Self.rows())), ("rows-dark", AnyView(Self.rows().preferredColorScheme(.dark))),
                             ("rows-ax3", AnyView(Self.rows().dynamicTypeSize(.accessibility3)))] {
            let renderer = ImageRenderer(content: view)
            renderer.isOpaque = true
            renderer.scale = 2
            #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
            if let folder = ProcessInfo.processInfo.environment["ARRANGE_SYMBOL_GRID"] {
                try renderer.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
            }
        }
    }

    @Test("Every name of the grid draws a glyph, in light and dark")
    func gridDraws() throws {
        for scheme in [ColorScheme.light, .dark] {
            let renderer = ImageRenderer(content: Self.grid().frame(width: 408).preferredColorScheme(scheme))
            renderer.isOpaque = true
            renderer.scale = 2
            #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
            if let folder = ProcessInfo.processInfo.environment["ARRANGE_SYMBOL_GRID"] {
                try renderer.write(to: URL(fileURLWithPath: folder).appendingPathComponent("symbols-\(scheme).png"))
            }
        }
    }
}
