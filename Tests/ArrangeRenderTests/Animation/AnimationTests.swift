import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

@Suite("Animation: the API is accepted and views show the end state")
@MainActor struct AnimationTests {
    private func host(_ animated: Bool, width: CGFloat = 320) -> HostingView<some View> {
        HostingView(
            rootView: AnimatedDashboard(animated: animated).environment(\.defaultFontFamily, Font.testFontFamily),
            size: CGSize(width: width, height: 600))
    }

    @Test("A view using the whole animation API lays out and dumps exactly as without it")
    func sampleLaysOutAsWithoutAnimation() {
        for width in [320.0, 200, 500] {
            let animated = host(true, width: width)
            let plain = host(false, width: width)
            #expect(animated.dump() == plain.dump())
            #expect(animated.rootFrame == plain.rootFrame)
            #expect(animated.diagnostics == plain.diagnostics)
        }
    }

    @Test("The sample draws exactly as without the animation modifiers")
    func sampleDrawsAsWithoutAnimation() throws {
        func svg(_ animated: Bool) throws -> String {
            let renderer = ImageRenderer(content: AnimatedDashboard(animated: animated).environment(\.defaultFontFamily, Font.testFontFamily))
            renderer.proposedSize = ProposedViewSize(width: 320, height: 600)
            return try renderer.svg()
        }
        let plain = try svg(false)
        #expect(try svg(true) == plain)
        #expect(plain.contains("<path"))
    }

    @Test("Animation modifiers add no layout node")
    func modifiersAddNoNode() {
        let base = Color.red.frame(width: 10, height: 20).id("red")
        let plain = HostingView(rootView: base, size: CGSize(width: 100, height: 100))
        let modified = HostingView(
            rootView: base
                .animation(.default, value: 1)
                .animation(.linear)
                .transaction { $0.animation = nil }
                .transition(.opacity)
                .contentTransition(.numericText()),
            size: CGSize(width: 100, height: 100))
        #expect(modified.dump() == plain.dump())
        #expect(modified.frame(of: "red") == plain.frame(of: "red"))
        #expect(modified.frame(of: "red") == CGRect(x: 45, y: 40, width: 10, height: 20))
    }

    @Test("animation(_:body:) and transaction(_:body:) apply their body's modifiers; the Equatable animation(_:) adds nothing")
    func inlineBodies() {
        func frame<V: View>(_ view: V) -> CGRect? {
            HostingView(rootView: view, size: CGSize(width: 100, height: 100)).frame(of: "inner")
        }
        let base = Color.red.frame(width: 10, height: 20).id("inner")
        let padded = frame(base.padding(5))
        #expect(frame(base.animation(.easeIn) { $0.padding(5) }) == padded)
        #expect(frame(base.transaction({ $0.animation = .linear }) { content in content.padding(5) }) == padded)
        #expect(frame(EquatableBadge().animation(.easeIn)) == frame(EquatableBadge()))
    }

    @Test("withAnimation runs its body once, immediately, and returns its value")
    func withAnimationReturnsBody() throws {
        var runs = 0
        let value = withAnimation(.easeInOut(duration: 1)) { () -> Int in
            runs += 1
            return 42
        }
        #expect(value == 42)
        #expect(runs == 1)

        runs = 0
        let text = withAnimation { runs += 1; return "done" }
        #expect(text == "done" && runs == 1)

        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation { () throws -> Int in throw Failure() } }
    }

    @Test("withAnimation with a completion runs the body, then the completion, once each")
    func withAnimationCompletion() {
        var events: [String] = []
        let value = withAnimation(.bouncy, completionCriteria: .logicallyComplete) {
            events.append("body")
            return 7
        } completion: {
            events.append("completion")
        }
        #expect(value == 7)
        #expect(events == ["body", "completion"])
    }

    @Test("The current transaction carries the animation while the body runs")
    func currentTransaction() {
        #expect(Transaction._current.animation == nil)
        withAnimation(.easeIn) {
            #expect(Transaction._current.animation == .easeIn)
            withTransaction(\.disablesAnimations, true) {
                #expect(Transaction._current.animation == .easeIn)
                #expect(Transaction._current.disablesAnimations)
            }
            withAnimation(nil) { #expect(Transaction._current.animation == nil) }
        }
        var transaction = Transaction(animation: .linear(duration: 2))
        transaction.isContinuous = true
        var completed = false
        transaction.addAnimationCompletion { completed = true }
        let result = withTransaction(transaction) { () -> Bool in
            #expect(Transaction._current.animation == .linear(duration: 2))
            #expect(Transaction._current.isContinuous)
            return completed
        }
        #expect(result == false)
        #expect(completed)
        #expect(Transaction._current.animation == nil)
        #expect(Transaction().animation == nil && !Transaction().disablesAnimations && !Transaction().isContinuous)
    }

    @Test("Binding.animation reads and writes through, writing inside the animation")
    func bindingAnimation() {
        var storage = 1
        var animationsSeen: [Animation?] = []
        let binding = Binding(get: { storage }, set: {
            storage = $0
            animationsSeen.append(Transaction._current.animation)
        })
        let animated = binding.animation(.spring)
        #expect(animated.wrappedValue == 1)
        animated.wrappedValue = 5
        #expect(storage == 5)
        #expect(binding.wrappedValue == 5)
        #expect(animated.wrappedValue == 5)
        binding.animation().wrappedValue = 6
        #expect(storage == 6)
        binding.transaction(Transaction(animation: .easeOut)).wrappedValue = 7
        #expect(storage == 7)
        withAnimation(.linear) { binding.wrappedValue = 8 }
        #expect(animationsSeen == [.spring, .default, .easeOut, .linear])
        #expect(animated.transaction.animation == .spring)
        #expect(binding.transaction.animation == nil)

        var seen: [Animation?] = []
        var point = CGPoint(x: 1, y: 2)
        let withTransaction = Binding(get: { point }, set: { (value: CGPoint, transaction: Transaction) in
            point = value
            seen.append(transaction.animation)
        })
        withTransaction.animation(.easeIn).x.wrappedValue = 9
        #expect(point == CGPoint(x: 9, y: 2))
        #expect(seen == [.easeIn])
    }

    @Test("Animation presets and modifiers compile, compare and describe themselves")
    func presets() {
        let all: [Animation] = [
            .default, .linear, .linear(duration: 1), .easeIn, .easeIn(duration: 1), .easeOut, .easeOut(duration: 1),
            .easeInOut, .easeInOut(duration: 1), .spring, .spring(), .spring(response: 0.3),
            .spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0.1), .spring(duration: 0.4, bounce: 0.2),
            .spring(duration: 0.4, bounce: 0.2, blendDuration: 0.1), .bouncy, .bouncy(), .bouncy(duration: 1, extraBounce: 0.1),
            .snappy, .snappy(duration: 0.2), .smooth, .smooth(extraBounce: 0.1), .interactiveSpring, .interactiveSpring(),
            .interactiveSpring(response: 0.1, dampingFraction: 0.9, blendDuration: 0.2), .interactiveSpring(duration: 0.2, extraBounce: 0.1),
            .interpolatingSpring, .interpolatingSpring(stiffness: 100, damping: 10),
            .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1), .interpolatingSpring(duration: 0.3, bounce: 0.1),
            .timingCurve(0.1, 0.2, 0.3, 0.4), .timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1),
            .timingCurve(UnitPoint(x: 0.1, y: 0.2), UnitPoint(x: 0.3, y: 0.4), duration: 2),
            .easeIn.delay(1), .linear.speed(2), .easeOut.repeatCount(3), .easeOut.repeatCount(3, autoreverses: false),
            .easeInOut.repeatForever(), .easeInOut.repeatForever(autoreverses: false),
        ]
        #expect(Set(all).count >= all.count - 3)  // `.spring` == `.spring()`, `.bouncy` == `.bouncy()`, `.interactiveSpring` == `.interactiveSpring()`
        #expect(Animation.spring == Animation.spring())
        #expect(Animation.easeIn(duration: 0.35) == .easeIn)
        #expect(Animation.easeIn != .easeOut)
        #expect(Animation.easeInOut(duration: 0.5).delay(1).repeatForever(autoreverses: false).description
                == "easeInOut(duration: 0.5).delay(1.0).repeatForever(autoreverses: false)")
    }

    @Test("A Transition's body in the identity phase leaves the content's layout unchanged")
    func transitionApplyAtIdentity() {
        func dump<V: View>(_ view: V) -> String {
            HostingView(rootView: view, size: CGSize(width: 100, height: 100)).dump()
        }
        let content = HStack(spacing: 4) { Color.red.frame(width: 10, height: 20); Circle().frame(width: 8) }
        let plain = dump(content)
        #expect(dump(RotatingFade().apply(content: content, phase: .identity)) == plain)
        #expect(dump(OpacityTransition().combined(with: ScaleTransition(0.1)).apply(content: content, phase: .willAppear)) == plain)
        #expect(dump(AsymmetricTransition(insertion: OffsetTransition(CGSize(width: 5, height: 5)), removal: PushTransition(edge: .top))
            .apply(content: content, phase: .didDisappear)) == plain)
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0 && TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect(OpacityTransition.properties.hasMotion == false && ScaleTransition.properties.hasMotion)
    }

    @Test("AnyTransition and ContentTransition values compose")
    func transitions() {
        let transitions: [AnyTransition] = [
            .identity, .opacity, .scale, .scale(scale: 0.5), .scale(scale: 0.5, anchor: .topLeading), .slide,
            .move(edge: .top), .offset(CGSize(width: 1, height: 2)), .offset(x: 3), .offset(y: 4), .push(from: .bottom),
            .asymmetric(insertion: .opacity, removal: .slide), .opacity.combined(with: .scale).animation(.default),
            .modifier(active: Opaque(amount: 0), identity: Opaque(amount: 1)),
        ]
        #expect(transitions.count == 14)
        #expect(ContentTransition.numericText() == .numericText(countsDown: false))
        #expect(ContentTransition.numericText(countsDown: true) != .numericText())
        #expect(ContentTransition.opacity != .identity && ContentTransition.interpolate != .symbolEffect)
        #expect(ContentTransition.numericText(value: 3) == .numericText(value: 3))
        #expect(EnvironmentValues().contentTransition == .identity)
    }
}

private struct EquatableBadge: View, Equatable {
    var body: some View { Color.blue.frame(width: 8, height: 8).id("inner") }
}

@Suite("Animatable: shapes, layouts, modifiers and vector arithmetic")
@MainActor struct AnimatableTests {
    private func roundTrip<T: Animatable>(_ value: T, _ data: T.AnimatableData) -> T.AnimatableData {
        var copy = value
        copy.animatableData = data
        return copy.animatableData
    }

    @Test("A custom shape's animatableData round-trips")
    func shape() {
        var wedge = Wedge(startAngle: 10, endAngle: 20)
        #expect(wedge.animatableData == AnimatablePair(10, 20))
        wedge.animatableData = AnimatablePair(30, 270)
        #expect(wedge.startAngle == 30 && wedge.endAngle == 270)
        #expect(roundTrip(Bar(fraction: 0.25), 0.75) == 0.75)
        // Built-in shapes are Animatable too, with empty data where SwiftUI's is.
        #expect(roundTrip(Circle(), EmptyAnimatableData()) == EmptyAnimatableData())
        #expect(roundTrip(Rectangle(), .zero) == .zero)
        var rounded = RoundedRectangle(cornerRadius: 4)
        #expect(rounded.animatableData == AnimatablePair(4, 4))
        rounded.animatableData = AnimatablePair(6, 8)
        #expect(rounded.cornerSize == CGSize(width: 6, height: 8))
    }

    @Test("A custom layout's animatableData round-trips, and built-in layouts are Animatable")
    func layout() {
        var row = SpacedRow(spacing: 4)
        row.animatableData = 12
        #expect(row.spacing == 12 && row.animatableData == 12)
        #expect(roundTrip(HStackLayout(), EmptyAnimatableData()) == EmptyAnimatableData())
    }

    @Test("A view modifier that adopts Animatable round-trips")
    func modifier() {
        #expect(roundTrip(Shake(amount: 1), 3) == 3)
        #expect(roundTrip(Pulse(scale: 1), 2) == 2)
    }

    @Test("AnimatablePair arithmetic is exact and component-wise")
    func pairArithmetic() {
        typealias Pair = AnimatablePair<Double, AnimatablePair<CGFloat, Float>>
        let a = Pair(1.5, AnimatablePair(2, 3))
        let b = Pair(0.25, AnimatablePair(-4, 0.5))
        #expect(a + b == Pair(1.75, AnimatablePair(-2, 3.5)))
        #expect(a - b == Pair(1.25, AnimatablePair(6, 2.5)))
        var c = a
        c += b
        #expect(c == a + b)
        c -= b
        #expect(c == a)
        #expect(a.scaled(by: 2) == Pair(3, AnimatablePair(4, 6)))
        var d = a
        d.scale(by: 0.5)
        #expect(d == Pair(0.75, AnimatablePair(1, 1.5)))
        let expectedMagnitude: Double = 1.5 * 1.5 + 4 + 9
        #expect(a.magnitudeSquared == expectedMagnitude)
        #expect(Pair.zero == Pair(0, AnimatablePair(0, 0)))
        #expect(a + .zero == a)
        #expect(a.interpolated(towards: b, amount: 0) == a)
        #expect(a.interpolated(towards: b, amount: 1) == b)
        #expect(AnimatablePair(1.0, 2.0).interpolated(towards: AnimatablePair(3.0, 6.0), amount: 0.5) == AnimatablePair(2.0, 4.0))
    }

    @Test("Geometry values are Animatable as in SwiftUI")
    func geometry() {
        #expect(CGPoint(x: 1, y: 2).animatableData == AnimatablePair(1, 2))
        #expect(roundTrip(CGSize(width: 1, height: 2), AnimatablePair(3, 4)) == AnimatablePair(3, 4))
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(Angle.degrees(180).animatableData == .pi)
        #expect(roundTrip(UnitPoint.center, AnimatablePair(0, 1)) == AnimatablePair(0, 1))
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData = insets.animatableData.scaled(by: 2)
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
    }
}
