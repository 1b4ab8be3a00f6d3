import Arrange
import Foundation
import Observation
import Testing

// The code of the DocC articles in `Sources/Arrange/Arrange.docc`, as written there, so every
// example compiles, and the numbers the articles state are checked.

// MARK: Getting started

private struct Card: View {
    var title: String
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            Text("Drawn on Linux").foregroundStyle(.secondary)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(.blue.opacity(0.1)))
    }
}

// MARK: State and updates

@Observable private final class Model { var value = 1 }

private struct Counter: View {
    let model: Model
    @State private var count = 1
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: CGFloat(count) * 10, height: 10).id("bar")
            Color.blue.frame(width: CGFloat(model.value) * 10, height: 10).id("model")
        }
        .onAppear { count = 3 }      // runs after the first pass
    }
}

// MARK: The layout process

private struct ThirdWidthID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.width / 3
    }
}

extension HorizontalAlignment {
    fileprivate static let third = HorizontalAlignment(ThirdWidthID.self)
}

private struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0,
                      height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

// MARK: Testing

// The Testing article's `Groceries` is the README's (`ReadmeInteractionTests`).

// The README's "Three uses" test, under another name so a reader's copy of it does not clash.
private struct ReadmeCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)").id("label")
            Button("Add") { count += 1 }
        }
    }
}

// MARK: Server rendering

private struct Receipt: View {
    var total: Decimal
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Receipt").font(.headline)
            Text(total, format: .currency(code: "EUR"))
        }
        .padding()
    }
}

@Suite("Documentation: the articles' examples")
@MainActor struct DocumentationExampleTests {
    @Test("Getting started: the card lays out, and draws to PNG and SVG")
    func gettingStartedCard() throws {
        let host = HostingView(rootView: Card(title: "Hello"), size: CGSize(width: 300, height: 200))
        let ideal = host.sizeThatFits(.unspecified)
        // The card is its ideal size, centred in the host.
        #expect(host.rootFrame == CGRect(x: (300 - ideal.width) / 2, y: (200 - ideal.height) / 2,
                                         width: ideal.width, height: ideal.height))
        #expect(host.diagnostics.isEmpty)

        let renderer = ImageRenderer(content: Card(title: "Hello"))
        renderer.scale = 2
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("documentation-card-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.write(to: url)
        #expect(try Data(contentsOf: url).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let svg = try renderer.svg()
        #expect(svg.contains("<svg"))
    }

    @Test("Porting: Hello world in the test font is 187 × 17 at the body size")
    func portingTestFontHelloWorld() {
        let host = HostingView(
            rootView: Text("Hello world").environment(\.defaultFontFamily, Font.testFontFamily),
            size: CGSize(width: 390, height: 763)
        )
        #expect(host.rootFrame.size == CGSize(width: 187, height: 17))
    }

    @Test("Porting: Hello world in the system font is 85.33 × 20.33 points at 3×, as on an iPhone")
    func portingSystemFontHelloWorld() {
        let host = HostingView(rootView: Text("Hello world").environment(\.displayScale, 3), size: CGSize(width: 390, height: 763))
        #expect(host.rootFrame.width == 256.0 / 3)
        #expect(host.rootFrame.height == 61.0 / 3)
    }

    @Test("Layout process: the alignment guide moves the other square 30 points right")
    func layoutAlignmentGuide() {
        let view = VStack(alignment: .leading) {
            Color.blue.frame(width: 100, height: 100)
                .alignmentGuide(.leading) { d in d[.leading] + 30 }
                .id("first")
            Color.blue.frame(width: 100, height: 100).id("second")
        }
        let host = HostingView(rootView: view, size: CGSize(width: 300, height: 300))
        let first = host.frame(of: "first") ?? .zero
        let second = host.frame(of: "second") ?? .zero
        #expect(second.minX - first.minX == 30)
    }

    @Test("Layout process: a custom alignment lines children up a third of the way across")
    func layoutCustomAlignment() {
        let view = VStack(alignment: .third, spacing: 0) {
            Color.red.frame(width: 150, height: 30).id("wide")
            Color.green.frame(width: 60, height: 30).id("narrow")
        }
        let host = HostingView(rootView: view, size: CGSize(width: 300, height: 300))
        let wide = host.frame(of: "wide") ?? .zero
        let narrow = host.frame(of: "narrow") ?? .zero
        #expect(wide.minX + 50 == narrow.minX + 20)
    }

    @Test("Layout process: the Column layout stacks its subviews at their ideal sizes")
    func layoutColumn() {
        let view = Column {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 20, height: 30).id("b")
        }
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame == CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(host.frame(of: "a") == CGRect(x: 30, y: 30, width: 40, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 30, y: 40, width: 20, height: 30))
    }

    @Test("Layout process: a view made of flexible views lets the fixed child be sized first")
    func layoutInfinityExample() {
        let view = VStack(spacing: 0) {
            HStack { Color.red }.id("row")
            Color.blue.frame(height: 8).id("fixed")
        }
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "row")?.height == 92)
        #expect(host.frame(of: "fixed")?.height == 8)
    }

    @Test("State and updates: the counter example gives the numbers the article states")
    func stateCounter() {
        let model = Model()
        let host = HostingView(rootView: Counter(model: model), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "bar")?.width == 30)
        model.value = 5
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.frame(of: "model")?.width == 50)
    }

    @Test("State and updates: a host's environment reaches the root view")
    func stateEnvironment() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.layoutDirection = .rightToLeft
        let dark = HostingView(rootView: Counter(model: Model()), size: CGSize(width: 200, height: 100),
                               environment: environment)
        #expect(dark.frame(of: "bar")?.width == 30)
        #expect(dark.environment.colorScheme == .dark)
        #expect(dark.environment.layoutDirection == .rightToLeft)
    }

    // The Testing article's interaction example is the README's, run as written by
    // `ReadmeInteractionTests.readmeExample`.

    @Test("Testing: a disabled button refuses a tap")
    @MainActor func testingADisabledButtonRefusesATap() throws {
        let host = HostingView(rootView: Groceries(), size: CGSize(width: 300, height: 400))
        #expect(throws: InteractionError.self) { try host.tap("Clear") }
    }

    @Test("Testing: the title sits below the icon, in the test font")
    func testingTheTitleSitsBelowTheIcon() {
        let view = VStack(spacing: 8) {
            Color.blue.frame(width: 40, height: 40).id("icon")
            Text("Title").id("title")
        }
        .environment(\.defaultFontFamily, Font.testFontFamily)
        let host = HostingView(rootView: view, size: CGSize(width: 200, height: 200))
        #expect(host.frame(of: "icon") == CGRect(x: 80, y: 67.5, width: 40, height: 40))
        #expect(host.frame(of: "title") == CGRect(x: 57.5, y: 115.5, width: 85, height: 17))
    }

    @Test("Testing: the queries the article lists find what it says")
    @MainActor func testingQueries() throws {
        let view = VStack {
            Text("Total").id("total")
            Text("Three").id(3)
            TextField("Email", text: .constant("")).accessibilityIdentifier("email")
            Button("Save") {}
            Toggle("Wi-Fi", isOn: .constant(true))
        }
        let host = HostingView(rootView: view, size: CGSize(width: 300, height: 400))
        #expect(try host.find("total").text == "Total")
        #expect(try host.find(.id(3)).text == "Three")
        #expect(try host.find(.accessibilityIdentifier("email")).accessibilityIdentifier == "email")
        #expect(try host.find(.text("Save")).isEnabled)
        #expect(host.findAll(.type(Toggle<Text>.self)).count == 1)
    }

    @Test("README: tapping Add counts, as the Three uses section's test says")
    @MainActor func readmeTappingAddCounts() throws {
        let host = HostingView(rootView: ReadmeCounter(), size: CGSize(width: 200, height: 100))
        try host.tap("Add")
        #expect(try host.find("label").text == "Count: 1")
    }

    @Test("Server rendering: the receipt draws to PNG and PDF at the proposed width")
    func serverReceipt() throws {
        let renderer = ImageRenderer(content: Receipt(total: 12.5))
        renderer.proposedSize = ProposedViewSize(width: 320, height: nil)
        renderer.scale = 2
        let png = try renderer.pngData()
        let pdf = try renderer.pdfData()
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(pdf.prefix(4) == Data("%PDF".utf8))
        let host = HostingView(rootView: Receipt(total: 12.5), size: CGSize(width: 320, height: 200))
        #expect(try host.find(text: "€12.50").frame.height > 0)
    }

    @Test("Server rendering: renders awaited in a task group draw concurrently; a batch gives the same files")
    nonisolated func serverTaskGroup() async throws {
        let names = ["Ada", "Grace", "Katherine"]
        let options = RenderOptions(format: .png, scale: 2)
        let images = try await withThrowingTaskGroup(of: Data.self) { group in
            for name in names {
                group.addTask {
                    try await ImageRenderer.render(Text("Hello, \(name)").padding(), options: options).get()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(images.count == 3)
        let cards = await ImageRenderer.render(names.map { Text("Hello, \($0)").padding() }, options: options)
        let batch = try cards.map { try $0.get() }
        #expect(Set(batch) == Set(images))
        let single = await MainActor.run {
            let renderer = ImageRenderer(content: Text("Hello, Ada").padding())
            renderer.scale = 2
            return try? renderer.pngData()
        }
        #expect(batch[0] == single)
    }

    @Test("Server rendering: an output over the limit throws a RenderError")
    func serverLimits() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 3000, height: 2000))
        renderer.limits.outputPixels = 4_000_000
        renderer.limits.textLength = 10_000
        var message: String?
        do {
            _ = try renderer.pngData()
        } catch let error as RenderError {
            message = error.message
        }
        #expect(message != nil)
    }

    @Test("Inspector: a record lists the root's children with their frames and probes")
    func inspectorRecord() throws {
        let content = HStack { Color.red; Text("Hello") }
        let host = HostingView(rootView: content, size: CGSize(width: 390, height: 300), recordsLayout: true)
        #expect(host.layoutRecord?.description.isEmpty == false)
        #expect(host.recordLayout(fromScratch: true).root != nil)
        #expect(host.recordLayout(fromScratch: false).root != nil)

        let record = LayoutRecord.record(of: content, size: CGSize(width: 390, height: 300))
        #expect(record.root?.children.isEmpty == false)
        let json = try record.formatted(.json)
        #expect(json.hasPrefix("{"))
    }
}
