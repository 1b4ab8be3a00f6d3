import Testing
import Arrange
import ArrangeTestSupport

// Seed 001, Apple's `LayoutValueKey` page: its five distinct Swift code blocks (each appears in
// the Chinese and the English half), each in its own namespace. The View extension of sample 3
// must be at file scope (Swift has no extensions inside types); its method is `fileprivate`, and
// since ArrangeExamples declares the same method publicly, this file's calls name it with a module
// selector, `ArrangeTests::layoutFlexibility`. Text is in the test font: "One View" is 136 × 17,
// "Another View" 204 × 17.

/// Sample 1: `protocol LayoutValueKey`.
///
/// Adaptation: this is the declaration of the protocol itself, not code to compile on its own.
/// What the page says of it — one required property, the default value, whose type is the key's
/// value type — is checked here: `value(of:)` compiles only if `LayoutValueKey` has
/// `defaultValue` of type `Value`, and `Count` conforms with that one property.
enum Seed001Sample1 {
    static func value<K: LayoutValueKey>(of key: K.Type) -> K.Value { K.defaultValue }

    /// A key with a non-optional value, for the test.
    struct Count: LayoutValueKey {
        static let defaultValue = 7
    }
}

/// Sample 2: a key for an optional flexibility, `nil` by default.
enum Seed001Sample2 {
    /// Adaptation: `private` → `fileprivate`. The seed declares the key at file scope, where
    /// `private` means visible in the file; nested in this namespace, `private` would hide it
    /// from the file-scope extension of sample 3.
    fileprivate struct Flexibility: LayoutValueKey {
        static let defaultValue: CGFloat? = nil
    }
}

/// Adaptation: samples 3 and 5 name the key `Flexibility` at file scope; it is sample 2's.
private typealias Flexibility = Seed001Sample2.Flexibility

// Sample 3: a convenience modifier in an extension of `View`.
// Adaptation: the method is `fileprivate` (see the top of the file).
extension View {
    fileprivate func layoutFlexibility(_ value: CGFloat?) -> some View {
        layoutValue(key: Flexibility.self, value: value)
    }
}

/// Sample 5: reading the values in the layout's `sizeThatFits`.
///
/// Adaptation: the seed extends a `BasicVStack` declared elsewhere (seed 000); the extension needs
/// a type to extend in this file, so the layout is declared here with seed 000's other method,
/// `placeSubviews`, and the extension below is the seed's, its `// ...` filled in. The layout
/// stacks its subviews at their ideal sizes, centred; when proposed a height taller than that
/// and some subview is flexible, it takes the proposed height and the flexible subviews' slots
/// share the extra height in proportion to their flexibilities (each subview is placed at the
/// top of its slot, proposed the slot's size).
enum Seed001Sample5 {
    struct BasicVStack: Layout {
        func placeSubviews(
            in bounds: CGRect,
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout Void
        ) {
            let slots = slots(proposal: proposal, subviews: subviews)
            for (subview, slot) in zip(subviews, slots) {
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY + slot.minY), anchor: .top,
                              proposal: ProposedViewSize(slot.size))
            }
        }

        /// Each subview's slot, relative to the stack's top; the last slot's `maxY` is the
        /// stack's height, the widest slot its width.
        func slots(proposal: ProposedViewSize, subviews: Subviews) -> [CGRect] {
            let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
            let flexibilities = subviews.map { max(0, $0[Flexibility.self] ?? 0) }
            let idealHeight = ideals.reduce(0) { $0 + $1.height }
            let total = flexibilities.reduce(0, +)
            var extra: CGFloat = 0
            if let height = proposal.height, height.isFinite, height > idealHeight, total > 0 {
                extra = height - idealHeight
            }
            var y: CGFloat = 0
            return zip(ideals, flexibilities).map { ideal, flexibility in
                let height = ideal.height + (total > 0 ? extra * flexibility / total : 0)
                defer { y += height }
                return CGRect(x: 0, y: y, width: ideal.width, height: height)
            }
        }
    }
}

/// Adaptation: the seed's `extension BasicVStack` extends sample 5's layout.
private typealias BasicVStack = Seed001Sample5.BasicVStack

// Sample 5, the seed's extension.
extension BasicVStack {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {

        // Map the flexibility property of each subview into an array.
        let flexibilities = subviews.map { subview in
            subview[Flexibility.self]
        }

        // Calculate and return the size of the layout container.
        // ...
        // Adaptation: the `// ...` is filled in: the ideal stack, or the proposed height when
        // it is taller and a subview is flexible.
        let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = ideals.map(\.width).max() ?? 0
        let idealHeight = ideals.reduce(0) { $0 + $1.height }
        if flexibilities.contains(where: { ($0 ?? 0) > 0 }),
           let height = proposal.height, height.isFinite, height > idealHeight {
            return CGSize(width: width, height: height)
        }
        return CGSize(width: width, height: idealHeight)
    }
}

/// Sample 4: setting the value on one of two views.
enum Seed001Sample4 {
    /// Adaptation: the fragment is this view's body; its `BasicVStack` is sample 5's, and the
    /// call names sample 3's method with a module selector (`ArrangeTests::`): ArrangeExamples
    /// declares a public `layoutFlexibility(_:)` too (the same code on its own key), and Swift
    /// makes extension members of every imported module visible, so the bare name is ambiguous.
    struct Sample: View {
        var body: some View {
            BasicVStack {
                Text("One View")
                Text("Another View")
                    .ArrangeTests::layoutFlexibility(3)
            }
        }
    }
}

// MARK: - Tests

/// A layout that records the values of a key its subviews report, and sizes itself like its
/// first subview.
private struct SeedLayoutValueReader<K: LayoutValueKey>: Layout where K.Value: Sendable {
    let recorder: Recorder<[K.Value]>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        recorder.set(subviews.map { $0[K.self] })
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

@Suite("Seed 001 LayoutValueKey page: code samples")
@MainActor struct Seed001LayoutValueKeySampleTests: SeedFixtures {
    /// Sample 1: a key's default value is what a subview reports unless it sets another.
    @Test func sample1KeysHaveADefaultValue() {
        #expect(Seed001Sample1.value(of: Seed001Sample1.Count.self) == 7)
        let recorder = Recorder<[Int]>([])
        _ = host(300, 300) {
            SeedLayoutValueReader<Seed001Sample1.Count>(recorder: recorder) {
                R(10, 10)
                R(10, 10).layoutValue(key: Seed001Sample1.Count.self, value: 2)
            }
        }
        #expect(recorder.value == [7, 2])
    }

    /// Sample 2: the key's value type is an optional `CGFloat`, `nil` by default.
    @Test func sample2FlexibilityDefaultsToNil() {
        #expect(Seed001Sample1.value(of: Seed001Sample2.Flexibility.self) == nil)
        let recorder = Recorder<[CGFloat?]>([])
        _ = host(300, 300) {
            SeedLayoutValueReader<Seed001Sample2.Flexibility>(recorder: recorder) { R(10, 10); R(20, 20) }
        }
        #expect(recorder.value == [nil, nil])
    }

    /// Sample 3: the convenience modifier sets the value a container reads with the key.
    @Test func sample3ModifierSetsTheValue() {
        let recorder = Recorder<[CGFloat?]>([])
        _ = host(300, 300) {
            SeedLayoutValueReader<Seed001Sample2.Flexibility>(recorder: recorder) {
                Text("One View")
                Text("Another View").ArrangeTests::layoutFlexibility(3)
                R(5, 5).ArrangeTests::layoutFlexibility(nil)
            }
        }
        #expect(recorder.value == [nil, 3, nil])
    }

    /// Samples 4 and 5: the layout reads the flexibilities in `sizeThatFits`; the flexible
    /// second text lets the stack take the height it is proposed, the first keeps its own.
    @Test func sample4And5FlexibleViewTakesTheExtraHeight() {
        let h = host(300, 200) { Seed001Sample4.Sample() }
        // 204 wide (the wider text); 200 tall (the host's height): the second text's slot is
        // 200 − 17 = 183 tall, the text itself stays one line at the slot's top.
        #expect(h.rootFrame == rect(48, 0, 204, 200))
        #expect(textFrames(in: h) == [rect(82, 0, 136, 17), rect(48, 17, 204, 17)])
        // Without a flexible subview the stack keeps its ideal size.
        let rigid = host(300, 200) {
            Seed001Sample5.BasicVStack { Text("One View"); Text("Another View") }
        }
        #expect(rigid.rootFrame == rect(48, 83, 204, 34))
    }
}
