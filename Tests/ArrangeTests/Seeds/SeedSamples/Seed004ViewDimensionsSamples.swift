import Testing
import Arrange
import ArrangeTestSupport

// Seed 004, Apple's `ViewDimensions` page: its four distinct Swift code blocks (each appears in the
// Chinese and the English half), each in its own namespace. Text is in the test font: "Default"
// is 119 × 17, "Indented" 136 × 17.

/// Sample 1: `struct ViewDimensions`.
///
/// Adaptation: this is the declaration of the structure itself, not code to compile on its own
/// (a structure declaration needs a body, and redeclaring `ViewDimensions` would hide Arrange's).
/// What the page says of it — a view's size and guides, `Equatable` — is checked by the compiler
/// here: `same(_:_:)` compiles only if `ViewDimensions` is `Equatable`, `size(of:)` only if it has
/// `width` and `height`.
enum Seed004Sample1 {
    static func same(_ a: ViewDimensions, _ b: ViewDimensions) -> Bool { a == b }
    static func size(of d: ViewDimensions) -> CGSize { CGSize(width: d.width, height: d.height) }
}

/// Sample 2: a custom vertical alignment at a third of a view's height.
enum Seed004Sample2 {
    /// Adaptation: `private` → `fileprivate`. The seed declares the ID at file scope, where
    /// `private` means visible in the file; nested here, `private` would hide it from the
    /// file-scope extension below.
    fileprivate struct FirstThirdAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context.height / 3
        }
    }
}

/// Adaptation: the extension below names the ID at file scope; it is sample 2's.
private typealias FirstThirdAlignment = Seed004Sample2.FirstThirdAlignment

// Sample 2, the seed's extension.
// Adaptation: the property is `fileprivate`, so that it cannot clash with ArrangeExamples'
// public `VerticalAlignment.firstThird` (the same code on its own ID) outside this file.
extension VerticalAlignment {
    fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

/// Sample 3: a view that indents its second text by moving its leading guide.
enum Seed004Sample3 {
    struct ViewDimensionsOffset: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Default")
                Text("Indented")
                    .alignmentGuide(.leading) { context in
                        context[.leading] - 10
                    }
            }
        }
    }
}

/// Sample 4: the same view in a right-to-left environment.
enum Seed004Sample4 {
    /// Adaptation: the view this fragment uses is sample 3's.
    typealias ViewDimensionsOffset = Seed004Sample3.ViewDimensionsOffset

    /// Adaptation: the fragment is a view expression; it is this view's body.
    struct Sample: View {
        var body: some View {
            ViewDimensionsOffset()
                .environment(\.layoutDirection, .rightToLeft)
        }
    }
}

// MARK: - Tests

@Suite("Seed 004 ViewDimensions page: code samples")
@MainActor struct Seed004ViewDimensionsSampleTests: SeedFixtures {
    /// Sample 1: a view's dimensions hold its size; two reads of the same view for the same
    /// proposal are equal, dimensions of another size are not.
    @Test func sample1DimensionsAreASizeAndEquatable() throws {
        let short = Recorder<[ViewDimensions]>([]), tall = Recorder<[ViewDimensions]>([])
        _ = host(300, 300) {
            SeedDimensionsProbe(inspect: { d in short.update { $0.append(d) } }) {
                Color.blue.frame(width: 100, height: 50)
            }
            SeedDimensionsProbe(inspect: { d in tall.update { $0.append(d) } }) {
                Color.blue.frame(width: 100, height: 60)
            }
        }
        let first = try #require(short.value.first), last = try #require(tall.value.first)
        #expect(Seed004Sample1.size(of: first) == size(100, 50))
        #expect(Seed004Sample1.size(of: last) == size(100, 60))
        #expect(Seed004Sample1.same(first, first))
        #expect(!Seed004Sample1.same(first, last))
    }

    /// Sample 2: `firstThird` is a third of a view's height, and lines views up there.
    @Test func sample2FirstThirdAlignsAtAThirdOfTheHeight() {
        let guide = Recorder<CGFloat?>(nil)
        _ = host(300, 300) {
            SeedDimensionsProbe(inspect: { d in guide.set(d[VerticalAlignment.firstThird]) }) {
                Color.blue.frame(width: 10, height: 90)
            }
        }
        #expect(guide.value == 30)
        // The name resolves to this file's guide (sample 2's ID), not ArrangeExamples' one.
        #expect(VerticalAlignment.firstThird == VerticalAlignment(Seed004Sample2.FirstThirdAlignment.self))
        let h = host(300, 300) {
            HStack(alignment: .firstThird, spacing: 0) {
                Color.red.frame(width: 40, height: 90).id("tall")
                Color.green.frame(width: 40, height: 30).id("short")
                Color.blue.frame(width: 40, height: 60).id("medium")
            }
        }
        // Guides at 30, 10 and 20: the views start at y = 0, 20 and 10.
        #expect(h.rootFrame.size == size(120, 90))
        #expect(rootRelativeFrame("tall", in: h) == rect(0, 0, 40, 90))
        #expect(rootRelativeFrame("short", in: h) == rect(40, 20, 40, 30))
        #expect(rootRelativeFrame("medium", in: h) == rect(80, 10, 40, 60))
    }

    /// Sample 3: the second text is indented 10 points to the right of the first.
    @Test func sample3IndentsTheSecondText() {
        let h = host(300, 300) { Seed004Sample3.ViewDimensionsOffset() }
        let texts = textFrames(in: h).map { $0.offsetBy(dx: -h.rootFrame.minX, dy: -h.rootFrame.minY) }
        // The stack is 146 wide (10 + 136); the texts touch (no gap between texts in the test font).
        #expect(h.rootFrame.size == size(146, 34))
        #expect(texts == [rect(0, 0, 119, 17), rect(10, 17, 136, 17)])
    }

    /// Sample 4: right to left, the texts hang from the right edge and the second one's right side
    /// is indented 10 points from the first one's.
    @Test func sample4RightToLeftIndentsFromTheRight() {
        let h = host(300, 300) { Seed004Sample4.Sample() }
        let texts = textFrames(in: h).map { $0.offsetBy(dx: -h.rootFrame.minX, dy: -h.rootFrame.minY) }
        #expect(h.rootFrame.size == size(146, 34))
        #expect(texts == [rect(27, 0, 119, 17), rect(0, 17, 136, 17)])
        #expect(texts[0].maxX - texts[1].maxX == 10)
    }
}
