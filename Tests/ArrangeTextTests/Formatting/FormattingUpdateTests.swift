import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// A price whose locale is state: changing it re-formats the unchanged Text.
private struct LocalizedPrice: View {
    let handle: LocaleHandle
    @State private var identifier = "en_US"
    var body: some View {
        let _ = handle.binding = $identifier
        Text(9.0, format: .currency(code: "EUR"))
            .font(.system(size: 10)).environment(\.defaultFontFamily, Font.testFontFamily)
            .environment(\.locale, Locale(identifier: identifier))
            .id("price")
    }
}

private final class LocaleHandle: @unchecked Sendable {
    var binding: Binding<String>?
}

@Suite("Formatted text follows environment changes")
@MainActor struct FormattingUpdateTests {
    @Test("Changing the locale above an unchanged formatted Text re-formats it (\"€9.00\" → \"9,00 €\")")
    func localeChange() throws {
        let handle = LocaleHandle()
        let host = HostingView(rootView: LocalizedPrice(handle: handle), size: CGSize(width: 100, height: 20))
        #expect(host.frame(of: "price")?.width == 50)
        handle.binding?.wrappedValue = "de_DE"
        host.update()
        #expect(host.frame(of: "price")?.width == 60)
        // The leaf built by the update is the last one the engine lists.
        #expect(host.measuredLeaves.compactMap { ($0 as? TextLeaf)?.text.string }.last == "9,00\u{A0}€")
    }

    @Test("A dump names a formatted Text by what it shows in the default environment")
    func dumpName() {
        let host = HostingView(rootView: Text(9.0, format: .currency(code: "USD")), size: CGSize(width: 100, height: 20))
        #expect(host.dump().contains("Text(\"$9.00\")"))
    }
}
