import Testing
import Arrange
import ArrangeExamples

/// Seed 002 (the alignment article), "special alignment guides": the text baselines of single
/// views and of composites, in the `text-baselines`, `composite-baselines-first` and
/// `composite-baselines-last` examples.
///
/// With the test font at 17 points (`.body`) every grapheme is 17 wide, a line 17 tall, and a
/// line's baseline 13.6 below its top (ascent 0.8 em). Wrapped at 200 points the article's
/// passage has lines of at most 11 characters (187): 10 lines, as no line may start with
/// "，", "。", "：" or "？"; at 100 points at most 5 characters (85): 21 lines. Vertical gaps in a
/// VStack (A5, U13): rectangle above text 19 − 13.6 = 5.4 (line height 17 plus a tenth of it
/// rounded up to a pixel, minus the ascent); text above text 0 (the lower text's leading); text
/// above rectangle max(19 − 11.9, 2 + 3.4) = 7.1 (cap height 0.7 em, descent 0.2 em).
/// Horizontally every gap is 8.
@Suite("Seed 002 alignment: text baselines")
@MainActor struct TextBaselinesSeedTests: SeedFixtures {

    // MARK: Single views

    @Test func baselinesOfTheArticlesSingleViews() {
        // No text: no explicit baselines (so both are the bottom).
        #expect(explicitBaselines { Color.orange.frame(width: 100, height: 100) } == SeedBaselines(first: nil, last: nil))
        // One line: both baselines are that line's.
        let hello = explicitBaselines { Text("Hello world").border(Color.red) }
        #expect(hello.first.map { abs($0 - 13.6) < 1e-9 } == true, "\(hello)")
        #expect(hello.last.map { abs($0 - 13.6) < 1e-9 } == true, "\(hello)")
        // Ten lines: the first line's baseline and the tenth's, 9 × 17 lower.
        let passage = explicitBaselines { Text(TextBaselinesDemo.passage).frame(width: 200) }
        #expect(passage.first.map { abs($0 - 13.6) < 1e-9 } == true, "\(passage)")
        #expect(passage.last.map { abs($0 - 166.6) < 1e-9 } == true, "\(passage)")
    }

    @Test func textBaselinesExampleFrames() {
        let h = example("text-baselines")
        // Rows 503 wide (100 + 8 + 187 + 8 + 200); 256.4 and 170 tall, 20 apart: 446.4,
        // centred in the example's 600 × 560.
        #expect(nearly(h.rootFrame, rect(48.5, 56.8, 503, 446.4)), "\(h.rootFrame)")
        #expect(nearly(rootRelativeFrame("first-row", in: h), rect(0, 0, 503, 256.4)))
        #expect(nearly(rootRelativeFrame("last-row", in: h), rect(0, 276.4, 503, 170)))

        // First baselines: the rectangle's bottom (100) is the line; the single line and the
        // passage's first line have their baselines on it, so they start 100 − 13.6 down.
        #expect(frame("first-rectangle", relativeTo: "first-row", in: h) == rect(0, 0, 100, 100))
        #expect(nearly(frame("first-hello", relativeTo: "first-row", in: h), rect(108, 86.4, 187, 17)))
        #expect(nearly(frame("first-passage", relativeTo: "first-row", in: h), rect(303, 86.4, 200, 170)))

        // Last baselines: the passage's last baseline (9 × 17 + 13.6 = 166.6) is the lowest
        // guide, so the passage starts at the top and the others hang from its last line.
        #expect(nearly(frame("last-rectangle", relativeTo: "last-row", in: h), rect(0, 66.6, 100, 100)))
        #expect(nearly(frame("last-hello", relativeTo: "last-row", in: h), rect(108, 153, 187, 17)))
        #expect(frame("last-passage", relativeTo: "last-row", in: h) == rect(303, 0, 200, 170))
        #expect(h.diagnostics.isEmpty)
    }

    // MARK: Composites

    /// Where the composites stand, for either guide: each row is its composite 28 points in
    /// (marker 20, gap 8), as the 2-point marker never reaches above the composite; the rows
    /// are 20 apart.
    private func expectCompositeFrames(_ h: HostingView<AnyView>, sourceLocation: SourceLocation = #_sourceLocation) {
        // Rows: 100, 83.5, 108, 357, 130 and 100 tall; 502 wide at most (the nested HStack).
        #expect(nearly(h.rootFrame, rect(49, 60.75, 502, 978.5)), "\(h.rootFrame)", sourceLocation: sourceLocation)
        let composites: [(String, CGRect)] = [
            ("framed", rect(28, 0, 100, 100)),
            ("texts", rect(28, 120, 221, 83.5)),
            ("shapes", rect(28, 223.5, 50, 108)),
            ("hstack", rect(28, 351.5, 372, 357)),
            ("zstack", rect(28, 728.5, 130, 130)),
            ("nested", rect(28, 878.5, 474, 100)),
        ]
        for (id, expected) in composites {
            let actual = rootRelativeFrame(id, in: h, sourceLocation: sourceLocation)
            #expect(nearly(actual, expected), "\(id): \(actual)", sourceLocation: sourceLocation)
        }
    }

    /// The marker of the composite `id` ends on `baseline`, measured from the composite's top.
    private func expectMarker(
        _ id: String, on baseline: CGFloat, in h: HostingView<AnyView>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let marker = frame("\(id)-marker", relativeTo: id, in: h, sourceLocation: sourceLocation)
        #expect(nearly(marker, rect(-28, baseline - 2, 20, 2)), "\(id): \(marker)", sourceLocation: sourceLocation)
    }

    @Test func compositeInsides() {
        let h = example("composite-baselines-first")
        // texts: 10 + 5.4 + 17 + 0 + 17 + 0 + 17 + 7.1 + 10 tall, as wide as its widest text
        // ("肘子的 Swift 记事本", 13 graphemes: 221), centred.
        #expect(nearly(frame("texts-hello", relativeTo: "texts", in: h), rect(17, 15.4, 187, 17)))
        #expect(nearly(frame("texts-wwdc", relativeTo: "texts", in: h), rect(34, 32.4, 153, 17)))
        #expect(nearly(frame("texts-notebook", relativeTo: "texts", in: h), rect(0, 49.4, 221, 17)))
        // hstack: the passage, 21 lines at 100 points, sets the height (357); the 100×100
        // frames are centred on it.
        #expect(frame("hstack-hello", relativeTo: "hstack", in: h) == rect(28, 128.5, 100, 100))
        #expect(frame("hstack-passage", relativeTo: "hstack", in: h) == rect(136, 0, 100, 357))
        #expect(frame("hstack-wwdc", relativeTo: "hstack", in: h) == rect(244, 128.5, 100, 100))
        // zstack: the two 100×100 frames centred in 130×130.
        #expect(frame("zstack-hello", relativeTo: "zstack", in: h) == rect(15, 15, 100, 100))
        #expect(frame("zstack-notebook", relativeTo: "zstack", in: h) == rect(15, 15, 100, 100))
        // nested: "First" (85), the padded column (221 + 32), "Second" (102) and the 10-wide
        // bar, 8 apart, centred on the bar's 100.
        #expect(nearly(frame("nested-first", relativeTo: "nested", in: h), rect(0, 41.5, 85, 17)))
        #expect(frame("nested-column", relativeTo: "nested", in: h) == rect(109, 24.5, 221, 51))
        #expect(nearly(frame("nested-second", relativeTo: "nested", in: h), rect(354, 41.5, 102, 17)))
        #expect(frame("nested-bar", relativeTo: "nested", in: h) == rect(464, 0, 10, 100))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func firstBaselineOfACompositeIsItsTopMostExplicitOne() {
        let h = example("composite-baselines-first")
        expectCompositeFrames(h)
        // framed: "Hello" / "world" at the frame's top: the first line's baseline.
        expectMarker("framed", on: 13.6, in: h)
        // texts: "Hello world", below the 10-point rectangle and the 5.4 gap.
        expectMarker("texts", on: 29, in: h)
        // shapes: no text inside, so the bottom.
        expectMarker("shapes", on: 108, in: h)
        // hstack: the passage's first line, at the top, is above "Hello world"'s
        // (128.5 + 13.6) and "WWDC"'s (128.5 + 33 + 13.6).
        expectMarker("hstack", on: 13.6, in: h)
        // zstack: "Hello world"'s first line at the top of its frame: 15 + 13.6.
        expectMarker("zstack", on: 28.6, in: h)
        // nested: the column's "Hello world" (8.5 + 16 + 13.6) is above "First" and "Second"
        // (41.5 + 13.6).
        expectMarker("nested", on: 38.1, in: h)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func lastBaselineOfACompositeIsItsBottomMostExplicitOne() {
        let h = example("composite-baselines-last")
        expectCompositeFrames(h)
        // framed: "world", the second line.
        expectMarker("framed", on: 30.6, in: h)
        // texts: "肘子的 Swift 记事本", the third text.
        expectMarker("texts", on: 63, in: h)
        // shapes: still the bottom.
        expectMarker("shapes", on: 108, in: h)
        // hstack: the passage's 21st line: 20 × 17 + 13.6.
        expectMarker("hstack", on: 353.6, in: h)
        // zstack: "记事本", the third line of the bottom-leading text, which starts 100 − 51
        // into its frame: 15 + 49 + 34 + 13.6.
        expectMarker("zstack", on: 111.6, in: h)
        // nested: the column's "WWDC": 24.5 + 34 + 13.6.
        expectMarker("nested", on: 72.1, in: h)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func myZStackReportsTheSameBaselinesAsZStack() {
        // The article's ZStack composite, built with its Layout replica: the replica's
        // explicitAlignment gives the same guides as the built-in container's default merge.
        @ViewBuilder func layers() -> some View {
            Text("Hello world")
                .frame(width: 100, height: 100, alignment: .topTrailing)
            Color.blue.opacity(0.2)
            Text("肘子的 Swift 记事本")
                .frame(width: 100, height: 100, alignment: .bottomLeading)
        }
        let builtin = explicitBaselines { ZStack { layers() }.frame(width: 130, height: 130) }
        let replica = explicitBaselines { MyZStack { layers() }.frame(width: 130, height: 130) }
        #expect(builtin.first.map { abs($0 - 28.6) < 1e-9 } == true, "\(builtin)")
        #expect(builtin.last.map { abs($0 - 111.6) < 1e-9 } == true, "\(builtin)")
        #expect(replica.first.map { abs($0 - 28.6) < 1e-9 } == true, "\(replica)")
        #expect(replica.last.map { abs($0 - 111.6) < 1e-9 } == true, "\(replica)")
    }
}
