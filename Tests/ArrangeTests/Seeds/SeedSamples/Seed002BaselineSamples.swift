import Testing
import Arrange
import ArrangeTestSupport

// Seed 002, samples 9–19: the text baselines of texts, buttons and composite views (see
// Seed002GuideSamples.swift for the file layout). The article's rule, which the tests check
// against the placed texts: a composite view's first text baseline is the top-most explicit
// first baseline of its subviews, its last text baseline the bottom-most explicit last one, and
// with none the guide's default (the bottom). Text is in the test font: 17 points for `.body`,
// ascent 13.6, descent 3.4, every character 17 wide.

/// Sample 9: one line of text.
enum Seed002Sample9 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Text("Hello world")
                .border(.red)
        }
    }
}

/// Sample 10: several lines of text.
enum Seed002Sample10 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Text("山不在高，有仙则名。水不在深，有龙则灵。斯是陋室，惟吾德馨。苔痕上阶绿，草色入帘青。谈笑有鸿儒，往来无白丁。可以调素琴，阅金经。无丝竹之乱耳，无案牍之劳形。南阳诸葛庐，西蜀子云亭。孔子云：何陋之有？")
                .frame(width:200)
        }
    }
}

/// Sample 11: a bordered prominent, large button with a text label.
enum Seed002Sample11 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Button("Hello world"){}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
    }
}

/// Sample 12: the same button with a capsule for its label.
enum Seed002Sample12 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Button(action: {}, label: {
                Capsule(style: .circular).fill(.yellow.gradient).frame(width: 30, height: 15)
            })
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
    }
}

/// Sample 13: a text at the top-leading corner of a frame.
enum Seed002Sample13 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Text("Hello world")
                .frame(width: 100, height: 100, alignment: .topLeading)
                .border(.red)
        }
    }
}

/// Sample 14: a VStack of texts between two rectangles.
enum Seed002Sample14 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            VStack {
                Rectangle().fill(.red.gradient).frame(width: 50, height: 10)
                Text("Hello world")
                Text("WWDC 2022")
                Text("肘子的 Swift 记事本")
                Rectangle().fill(.blue.gradient).frame(width: 50, height: 10)
            }
            .border(.red)
        }
    }
}

/// Sample 15: a VStack without text.
enum Seed002Sample15 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            VStack {
                Rectangle().fill(.red.gradient).frame(width: 50, height: 50)
                Rectangle().fill(.blue.gradient).frame(width: 50, height: 50)
            }
            .border(.red)
        }
    }
}

/// Sample 16: an HStack of rectangles and texts in frames.
enum Seed002Sample16 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            HStack(alignment: .center) {
                Rectangle().fill(.blue.gradient).frame(width: 20, height: 50)
                Text("Hello world")
                    .frame(width: 100, height: 100, alignment: .top)
                Text("山不在高，有仙则名。水不在深，有龙则灵。斯是陋室，惟吾德馨。苔痕上阶绿，草色入帘青。谈笑有鸿儒，往来无白丁。可以调素琴，阅金经。无丝竹之乱耳，无案牍之劳形。南阳诸葛庐，西蜀子云亭。孔子云：何陋之有？")
                    .frame(width: 100)
                Text("WWDC 2022")
                    .frame(width: 100, height: 100, alignment: .center)
                Rectangle().fill(.blue.gradient).frame(width: 20, height: 50)
            }
            .border(.red)
        }
    }
}

/// Sample 17: a ZStack of framed texts and a colour, in a larger frame.
enum Seed002Sample17 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            ZStack {
                Text("Hello world")
                    .frame(width: 100, height: 100, alignment: .topTrailing)
                    .border(.red)
                Color.blue.opacity(0.2)
                Text("肘子的 Swift 记事本")
                    .frame(width: 100, height: 100, alignment: .bottomLeading)
                    .border(.red)
            }
            .frame(width: 130, height: 130)
            .border(.red)
        }
    }
}

/// Sample 18: a Grid whose rows align on baselines and at the top.
enum Seed002Sample18 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Grid {
                GridRow(alignment:.lastTextBaseline) {
                    Text("Good")
                    Text("Hello world")
                        .frame(width: 50, height:50, alignment: .top)
                        .border(.red)
                    Text("Nice")
                }
                GridRow {
                    Color.red.opacity(0.3)
                    Color.green.opacity(0.2)
                    Color.pink.opacity(0.2)
                }
                GridRow(alignment:.top) {
                    Text("Start")
                    Text("WWDC 2022")
                        .frame(width: 70, height:50, alignment: .center)
                        .border(.red)
                    Rectangle()
                        .fill(.blue.gradient)
                }
            }
            .frame(maxWidth: 300, maxHeight: 300)
            .border(.red)
        }
    }
}

/// Sample 19: an HStack with a padded, bordered VStack of texts among other texts.
enum Seed002Sample19 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            HStack {
                Text("First")
                VStack {
                    Text("Hello world")
                    Text("肘子的 Swift 记事本")
                    Text("WWDC")
                }
                .border(.red)
                .padding()
                Text("Second")
                Rectangle().fill(.red.gradient)
                    .frame(maxWidth: 10, maxHeight: 100)
            }
            .border(.green)
        }
    }
}

// MARK: - Tests

@Suite("Seed 002 alignment article: code samples 9–19 (text baselines)")
@MainActor struct Seed002BaselineSampleTests: SeedFixtures {
    /// Sample 9: one line: both baselines at 13.6, above the bottom (17).
    @Test func sample9SingleLineBaselinesAreEqualAndAboveTheBottom() throws {
        let d = try #require(seedDimensions { Seed002Sample9.Sample() })
        #expect(d.width == 187 && d.height == 17)
        #expect(nearly(d[.firstTextBaseline], 13.6) && nearly(d[.lastTextBaseline], 13.6))
        #expect(d[.bottom] == 17)
    }

    /// Sample 10: several lines: the first baseline is the first line's, the last the last line's.
    @Test func sample10MultilineBaselinesAreTheFirstAndLastLines() throws {
        let c = composite { Seed002Sample10.Sample() }
        let text = try #require(c.texts.first)
        // The passage's 99 characters take lines of at most 11 (187 points) in 200, and no line
        // may start with the full-width punctuation (，。：？), so two lines end a character
        // early: 10 lines, 170 points.
        #expect(c.size == size(200, 170))
        #expect(text == rect(6.5, 0, 187, 170))
        #expect(nearly(c.baselines.first, text.minY + 13.6))
        #expect(nearly(c.baselines.last, text.maxY - 3.4))
    }

    /// Sample 11: a text button's baselines are its label's, moved by the padding (large
    /// bordered: 20 points each side, 14 above and below): 227 × 45, baselines at 27.6.
    @Test func sample11TextButtonHasItsLabelsBaselines() throws {
        let d = try #require(seedDimensions { Seed002Sample11.Sample() })
        #expect(d.width == 227 && d.height == 45)
        #expect(nearly(d[explicit: .firstTextBaseline], 27.6) && nearly(d[explicit: .lastTextBaseline], 27.6))
        // The label is white on a blue rounded rectangle as large as the button.
        let h = host(300, 300) { Seed002Sample11.Sample() }
        let background = try #require(placedViews(h).first { $0.name == "RoundedRectangle" })
        #expect(background.frame == h.rootFrame)
        #expect(background.paint == .color(.blue))
        #expect(textFrames(in: h) == [rect(h.rootFrame.minX + 20, h.rootFrame.minY + 14, 187, 17)])
        #expect(placedViews(h).first { $0.name.hasPrefix("Text") }?.paint == .color(.white))
    }

    /// Sample 12: a button whose label has no text has no explicit baselines: they are its bottom.
    @Test func sample12ButtonWithoutTextHasItsBottomAsBaselines() throws {
        let d = try #require(seedDimensions { Seed002Sample12.Sample() })
        #expect(d.width == 70 && d.height == 43)
        #expect(d[explicit: .firstTextBaseline] == nil && d[explicit: .lastTextBaseline] == nil)
        #expect(d[.firstTextBaseline] == 43 && d[.lastTextBaseline] == 43)
        let h = host(300, 300) { Seed002Sample12.Sample() }
        let capsule = try #require(placedViews(h).first { $0.name == "Capsule" })
        #expect(capsule.frame == rect(h.rootFrame.minX + 20, h.rootFrame.minY + 14, 30, 15))
        #expect(capsule.paint == Paint.linearGradient(Color.yellow.gradient.gradient, startPoint: .top, endPoint: .bottom))
    }

    /// Sample 13: the frame reports its text's baselines where the text is: "Hello" / "world" at
    /// the top-leading corner, baselines 13.6 and 30.6.
    @Test func sample13FrameReportsItsTextsBaselines() {
        let c = composite { Seed002Sample13.Sample() }
        #expect(c.size == size(100, 100))
        #expect(c.texts == [rect(0, 0, 85, 34)])
        #expect(nearly(c.baselines.first, 13.6) && nearly(c.baselines.last, 30.6))
    }

    /// Sample 14: the VStack's baselines are its first text's first and its last text's last.
    @Test func sample14VStackBaselinesAreItsFirstAndLastTexts() {
        let c = composite { Seed002Sample14.Sample() }
        #expect(c.texts.count == 3)
        #expect(c.texts.map(\.minY) == c.texts.map(\.minY).sorted())
        let expected = articleBaselines(of: c)
        #expect(nearly(c.baselines.first, expected.first) && nearly(c.baselines.last, expected.last))
        // The texts touch; a text keeps 5.4 points from the rectangle above (its line spacing,
        // 17 + 2, minus its ascent 13.6) and 7.1 from the one below (line spacing minus its cap
        // height, 11.9): texts at 15.4, 32.4 and 49.4, baselines 29 and 63, the stack 83.5 tall.
        #expect(c.size == size(221, 83.5))
        #expect(nearly(c.baselines.first, 29) && nearly(c.baselines.last, 63))
    }

    /// Sample 15: no text, so no explicit baselines: both are the bottom of the 50 × 108 stack.
    @Test func sample15VStackWithoutTextHasNoExplicitBaselines() throws {
        let c = composite { Seed002Sample15.Sample() }
        #expect(c.size == size(50, 108))
        #expect(c.baselines == SeedBaselines(first: nil, last: nil))
        let d = try #require(seedDimensions { Seed002Sample15.Sample() })
        #expect(d[.firstTextBaseline] == 108 && d[.lastTextBaseline] == 108)
    }

    /// Sample 16: the HStack's first baseline is the top-most first baseline of its texts, the
    /// last the bottom-most last one; the rectangles have none.
    @Test func sample16HStackBaselinesAreTheExtremesOfItsTexts() {
        let c = composite { Seed002Sample16.Sample() }
        #expect(c.texts.count == 3)
        let expected = articleBaselines(of: c)
        #expect(nearly(c.baselines.first, expected.first) && nearly(c.baselines.last, expected.last))
        // "Hello world" wraps in its 100-point frame, aligned at the frame's top; the passage
        // is the tallest view, so it starts at the top: its first line gives the first baseline.
        #expect(nearly(c.baselines.first, 13.6))
    }

    /// Sample 17: the ZStack (and its frame) report the top-trailing text's first baseline and
    /// the bottom-leading text's last.
    @Test func sample17ZStackBaselinesComeFromBothTexts() {
        let c = composite { Seed002Sample17.Sample() }
        #expect(c.size == size(130, 130))
        #expect(c.texts.count == 2)
        let expected = articleBaselines(of: c)
        #expect(nearly(c.baselines.first, expected.first) && nearly(c.baselines.last, expected.last))
        // The frames are centred in 130: the first text starts at 15, the second ends at 115.
        #expect(nearly(c.baselines.first, 15 + 13.6) && nearly(c.baselines.last, 115 - 3.4))
    }

    /// Sample 18: the grid's rows: texts on their last baselines, colours sharing the rest, and
    /// the top row aligned at the top (the numbers of GridSeedTests, which lays the same grid out
    /// as an example).
    @Test func sample18GridRowsAlignOnBaselines() throws {
        let h = host(400, 400) { Seed002Sample18.Sample() }
        let origin = h.rootFrame.origin
        let column: CGFloat = 284.0 / 3
        #expect(h.rootFrame == rect(50, 50, 300, 300))
        func relative(_ r: CGRect) -> CGRect { r.offsetBy(dx: -origin.x, dy: -origin.y) }
        let texts = textFrames(in: h).map(relative)
        try #require(texts.count == 5)
        // Row 0: "Good" and "Nice" (baseline 13.6) sit 17 lower than the framed "Hello world",
        // whose last baseline is 30.6.
        #expect(nearly(texts[0], rect((column - 68) / 2, 17, 68, 17)))
        #expect(nearly(texts[2], rect(2 * (column + 8) + (column - 68) / 2, 17, 68, 17)))
        #expect(nearly(texts[1].maxY - 3.4, 30.6))
        // Row 1: the colours share the height left by the rigid first row.
        let red = try #require(frames(named: "Color(red)", in: h).first.map(relative))
        #expect(nearly(red, rect(0, 58, column, 117)))
        // Row 2, at the top: "Start" and the rectangle (filled with the blue gradient).
        #expect(nearly(texts[3], rect((column - 85) / 2, 183, 85, 17)))
        let rectangle = try #require(placedViews(h).first { $0.name == "Rectangle" && !$0.isStroked })
        #expect(nearly(relative(rectangle.frame), rect(2 * (column + 8), 183, column, 117)))
        #expect(rectangle.paint == Paint.linearGradient(Color.blue.gradient.gradient, startPoint: .top, endPoint: .bottom))
    }

    /// Sample 19: the HStack reports the top-most first baseline and the bottom-most last one of
    /// all its texts, the padded VStack's included.
    @Test func sample19NestedStackBaselines() {
        let c = composite { Seed002Sample19.Sample() }
        #expect(c.texts.count == 5)
        let expected = articleBaselines(of: c)
        #expect(nearly(c.baselines.first, expected.first) && nearly(c.baselines.last, expected.last))
        // The padded VStack is the tallest subview and starts at the top; its first text, 16
        // points down, has the top-most baseline.
        #expect(nearly(c.baselines.first, 16 + 13.6))
    }
}
