import Testing
import Arrange

// Seed 000, Apple's `Layout` page: its eight distinct Swift code blocks (the page repeats each one
// in its Chinese and English halves), each in its own namespace. The layouts of the skeletons
// are filled in by `SeedBasicStacking` (SeedSampleSupport.swift) where the page leaves a comment.
// Text is in the test font (every character 1 em wide, ascent 0.8 em): "A Subview" in `.body`
// is 153 × 17, "Another Subview" 255 × 17.

/// Sample 1: `@preconcurrency protocol Layout : Sendable, Animatable`.
///
/// Adaptation: this is the declaration of the protocol itself, not code to compile on its own
/// (a protocol declaration needs a body, and redeclaring `Layout` would hide Arrange's). What it
/// states — that a layout is `Sendable` and `Animatable` — is checked by the compiler here: the
/// function below compiles only if every `Layout` is both.
enum Seed000Sample1 {
    static func asSendableAndAnimatable<L: Layout>(_ layout: L) -> (any Sendable, any Animatable) {
        (layout, layout)
    }
}

/// Sample 2: the basic layout type with only the two required methods.
enum Seed000Sample2 {
    struct BasicVStack: Layout {
        func sizeThatFits(
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout ()
        ) -> CGSize {
            // Calculate and return the size of the layout container.
            // Adaptation: the seed leaves the body to the reader (a method returning `CGSize`
            // with only a comment does not compile); this one stacks ideal sizes, centred.
            SeedBasicStacking.size(of: subviews)
        }

        func placeSubviews(
            in bounds: CGRect,
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout ()
        ) {
            // Tell each subview where to appear.
            // Adaptation: filled in like `sizeThatFits`.
            SeedBasicStacking.place(subviews, in: bounds)
        }
    }
}

/// Sample 3: using the layout like a built-in container.
enum Seed000Sample3 {
    /// Adaptation: the layout this fragment uses is sample 2's.
    typealias BasicVStack = Seed000Sample2.BasicVStack

    /// Adaptation: the fragment is a view expression; it is this view's body.
    struct Sample: View {
        var body: some View {
            BasicVStack {
                Text("A Subview")
                Text("Another Subview")
            }
        }
    }
}

/// Sample 4: a layout with an input parameter.
enum Seed000Sample4 {
    struct BasicVStack: Layout {
        var alignment: HorizontalAlignment

        // ...
        // Adaptation: the `// ...` stands for the layout's methods; these line the subviews up
        // on `alignment`.
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            SeedBasicStacking.size(of: subviews, alignment: alignment)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            SeedBasicStacking.place(subviews, in: bounds, alignment: alignment)
        }
    }
}

/// Sample 5: setting the parameter where the layout is instantiated.
enum Seed000Sample5 {
    /// Adaptation: the layout this fragment uses is sample 4's.
    typealias BasicVStack = Seed000Sample4.BasicVStack

    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            BasicVStack(alignment: .leading) {
                // ...
                // Adaptation: the `// ...` placeholder is filled with sample 3's two texts.
                Text("A Subview")
                Text("Another Subview")
            }
        }
    }
}

/// Sample 6: a default value in the parameter's declaration.
enum Seed000Sample6 {
    struct BasicVStack: Layout {
        var alignment: HorizontalAlignment = .center

        // ...
        // Adaptation: the `// ...` stands for the layout's methods (as in sample 4).
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            SeedBasicStacking.size(of: subviews, alignment: alignment)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            SeedBasicStacking.place(subviews, in: bounds, alignment: alignment)
        }
    }
}

/// Sample 7: instantiating that layout with the default alignment, empty parentheses included.
///
/// (The page says the parentheses are required here. With Swift 6.3 they are not: a structure
/// whose stored properties all have defaults also gets an implicit `init()`, which
/// `BasicVStack { … }` uses. That is the compiler's doing, the same with SwiftUI as with Arrange.)
enum Seed000Sample7 {
    /// Adaptation: the layout this fragment uses is sample 6's.
    typealias BasicVStack = Seed000Sample6.BasicVStack

    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            BasicVStack() {
                // ...
                // Adaptation: the `// ...` placeholder is filled with sample 3's two texts.
                Text("A Subview")
                Text("Another Subview")
            }
        }
    }
}

/// Sample 8: an explicit initialiser with no arguments, which enables the call site without
/// parentheses.
enum Seed000Sample8 {
    /// Adaptation: the seed's fragment is the initialiser alone; it is declared in the layout of
    /// sample 4 (whose `alignment` has no default), the case the page describes.
    struct BasicVStack: Layout {
        var alignment: HorizontalAlignment

        init() {
            self.alignment = .center
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            SeedBasicStacking.size(of: subviews, alignment: alignment)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            SeedBasicStacking.place(subviews, in: bounds, alignment: alignment)
        }
    }
}

// MARK: - Tests

@Suite("Seed 000 Layout page: code samples")
@MainActor struct Seed000LayoutSampleTests: SeedFixtures {
    /// Sample 1: the page's conforming types (`HStackLayout`, `VStackLayout`, `ZStackLayout`,
    /// `GridLayout`, `AnyLayout`) are layouts — `Sendable` and `Animatable` — and lay out as the
    /// containers they stand for.
    @Test func sample1LayoutsAreSendableAnimatableAndLayOutAsTheirContainers() {
        _ = Seed000Sample1.asSendableAndAnimatable(HStackLayout())
        _ = Seed000Sample1.asSendableAndAnimatable(GridLayout())
        _ = Seed000Sample1.asSendableAndAnimatable(AnyLayout(ZStackLayout()))
        let viaLayout = host(300, 300) {
            AnyLayout(HStackLayout(alignment: .top, spacing: 5)) { R(50, 20).id("a"); R(30, 40).id("b") }
        }
        let viaStack = host(300, 300) {
            HStack(alignment: .top, spacing: 5) { R(50, 20).id("a"); R(30, 40).id("b") }
        }
        // 85 × 40 centred in 300 × 300: (107.5, 130); "b" 55 to the right of "a", both at the top.
        #expect(viaLayout.rootFrame == rect(107.5, 130, 85, 40))
        #expect(frame("a", in: viaLayout) == rect(107.5, 130, 50, 20))
        #expect(frame("b", in: viaLayout) == rect(162.5, 130, 30, 40))
        #expect(frame("b", in: viaLayout) == frame("b", in: viaStack))
        #expect(viaLayout.rootFrame == viaStack.rootFrame)
    }

    /// Sample 2: the two required methods are enough for a working container.
    @Test func sample2StacksSubviewsAtTheirIdealSizes() {
        let h = host(300, 300) {
            Seed000Sample2.BasicVStack { R(50, 20).id("a"); R(30, 40).id("b") }
        }
        // 50 wide (the widest), 60 tall (20 + 40), no gap; the narrower subview centred.
        #expect(h.rootFrame == rect(125, 120, 50, 60))
        #expect(rootRelativeFrame("a", in: h) == rect(0, 0, 50, 20))
        #expect(rootRelativeFrame("b", in: h) == rect(10, 20, 30, 40))
    }

    /// Sample 3: `BasicVStack { … }` is used like a built-in container.
    @Test func sample3StacksTheTwoTexts() {
        let h = host(400, 300) { Seed000Sample3.Sample() }
        #expect(h.rootFrame.size == size(255, 34))
        let texts = textFrames(in: h).map { $0.offsetBy(dx: -h.rootFrame.minX, dy: -h.rootFrame.minY) }
        #expect(texts == [rect(51, 0, 153, 17), rect(0, 17, 255, 17)])
    }

    /// Samples 4 and 5: the alignment parameter, set at the call site, lines the texts up on
    /// their leading edges.
    @Test func sample4And5AlignmentParameterSetAtTheCallSite() {
        let h = host(400, 300) { Seed000Sample5.Sample() }
        let texts = textFrames(in: h).map { $0.offsetBy(dx: -h.rootFrame.minX, dy: -h.rootFrame.minY) }
        #expect(texts == [rect(0, 0, 153, 17), rect(0, 17, 255, 17)])
    }

    /// Samples 6 and 7: with a default in the declaration, `BasicVStack() { … }` centres.
    @Test func sample6And7DefaultAlignmentWithEmptyParentheses() {
        #expect(Seed000Sample6.BasicVStack().alignment == .center)
        let h = host(400, 300) { Seed000Sample7.Sample() }
        let texts = textFrames(in: h).map { $0.offsetBy(dx: -h.rootFrame.minX, dy: -h.rootFrame.minY) }
        #expect(texts == [rect(51, 0, 153, 17), rect(0, 17, 255, 17)])
        // A trailing alignment set on the same layout moves the short text to the right.
        let trailing = host(400, 300) {
            Seed000Sample6.BasicVStack(alignment: .trailing) { Text("A Subview"); Text("Another Subview") }
        }
        #expect(textFrames(in: trailing).first.map { $0.minX - trailing.rootFrame.minX } == 102)
    }

    /// Sample 8: with an explicit `init()`, the call site needs no parentheses.
    @Test func sample8ExplicitInitializerAllowsTheCallSiteWithoutParentheses() {
        let h = host(400, 300) {
            Seed000Sample8.BasicVStack {
                Text("A Subview")
                Text("Another Subview")
            }
        }
        #expect(h.rootFrame.size == size(255, 34))
        let texts = textFrames(in: h).map { $0.offsetBy(dx: -h.rootFrame.minX, dy: -h.rootFrame.minY) }
        #expect(texts == [rect(51, 0, 153, 17), rect(0, 17, 255, 17)])
    }
}
