import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation

// A representative SwiftUI file that uses the animation API, as it would be written for SwiftUI:
// only the import differs. `animated: false` leaves every animation modifier out; both must lay
// out (and dump) identically, since Arrange shows the end state.

/// A custom shape with animatable data, as in SwiftUI's documentation.
struct Wedge: Shape {
    var startAngle: Double
    var endAngle: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle, endAngle) }
        set {
            startAngle = newValue.first
            endAngle = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(startAngle), endAngle: .degrees(endAngle), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// A shape with a single `CGFloat` of animatable data.
struct Bar: Shape {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

/// A custom layout with animatable data: a row whose spacing animates.
struct SpacedRow: Layout {
    var spacing: CGFloat

    var animatableData: CGFloat {
        get { spacing }
        set { spacing = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + spacing
        }
    }
}

/// A view modifier that adopts `Animatable`, as SwiftUI code does for animatable effects.
struct Shake: ViewModifier, Animatable {
    var amount: CGFloat
    // Animatable's requirement is nonisolated and the modifier is main-actor isolated, as in
    // SwiftUI with Swift 6.
    nonisolated var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: amount)
    }
}

/// The deprecated protocol still compiles.
struct Pulse: AnimatableModifier {
    var scale: Double
    nonisolated var animatableData: Double {
        get { scale }
        set { scale = newValue }
    }
    func body(content: Content) -> some View {
        content.scaleEffect(scale)
    }
}

struct Opaque: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}

struct AnimatedDashboard: View {
    var animated: Bool
    @State private var expanded = true
    @State private var count = 42

    var body: some View {
        VStack(spacing: 12) {
            header
            Wedge(startAngle: 0, endAngle: expanded ? 270 : 90)
                .fill(.orange)
                .frame(width: 80, height: 80)
                .apply(animated) { $0.animation(.spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.1), value: expanded) }
            Bar(fraction: 0.5)
                .frame(height: 8)
                .apply(animated) { $0.animation(.easeInOut(duration: 0.2).delay(0.1).speed(2), value: count) }
            circles
            if expanded {
                RoundedRectangle(cornerRadius: 8)
                    .frame(height: 30)
                    .apply(animated) { $0.transition(.asymmetric(insertion: .push(from: .leading), removal: .move(edge: .trailing))) }
            }
            Text("\(count)")
                .apply(animated) { $0.contentTransition(.numericText(value: Double(count))) }
            Text("Total")
                .apply(animated) { $0.contentTransition(.numericText(countsDown: true)) }
            transitionSamples
            Text("Label")
                .apply(animated) { $0.contentTransition(.interpolate).contentTransition(.opacity).contentTransition(.identity).contentTransition(.symbolEffect) }
            transactionSample
        }
        .padding()
        .apply(animated) { $0.animation(.snappy(duration: 0.3, extraBounce: 0.1), value: count) }
        .apply(animated) { $0.animation(.easeIn) }
    }

    // Parts of the body in properties of their own: one expression with all of them took the
    // type checker seconds.
    private var circles: some View {
        SpacedRow(spacing: expanded ? 12 : 4) {
            ForEach(0..<3) { index in
                Circle()
                    .frame(width: 20, height: 20)
                    .apply(animated) { $0.transition(transition(for: index)) }
            }
        }
        .apply(animated) { $0.animation(.bouncy, value: expanded) }
    }

    private var transitionSamples: some View {
        Rectangle()
            .frame(width: 30, height: 10)
            .apply(animated) { $0.transition(.opacity).transition(.scale).transition(.slide).transition(.identity) }
            .apply(animated) { $0.transition(.move(edge: .bottom)).transition(.push(from: .top)).transition(.offset(x: 3, y: 4)) }
            .apply(animated) { $0.transition(.scale(0.5, anchor: .top)).transition(RotatingFade()).transition(.blurReplace).transition(.blurReplace(.upUp)) }
            .apply(animated) { $0.transition(OpacityTransition().combined(with: ScaleTransition(0.2)).animation(.smooth)) }
            .apply(animated) { $0.transition(AsymmetricTransition(insertion: .push(from: .leading), removal: .opacity)) }
            .apply(animated) { $0.transition(AnyTransition(RotatingFade()).combined(with: .opacity)) }
    }

    private var transactionSample: some View {
        Color.blue
            .frame(width: 40, height: 40)
            .modifier(Shake(amount: 0))
            .modifier(Pulse(scale: 1))
            .apply(animated) { $0.transaction { $0.animation = .linear; $0.disablesAnimations = true } }
            .apply(animated) { $0.transaction(value: count) { $0.isContinuous = true } }
    }

    var header: some View {
        HStack {
            Text("Dashboard").font(.headline)
            Spacer()
            Button("Toggle") {
                withAnimation(.spring(duration: 0.5, bounce: 0.3, blendDuration: 0)) { expanded.toggle() }
                withAnimation { count += 1 }
                withAnimation(.smooth, completionCriteria: .removed) { count -= 1 } completion: { print("done") }
                var transaction = Transaction(animation: .interactiveSpring())
                transaction.disablesAnimations = true
                withTransaction(transaction) { expanded.toggle() }
                withTransaction(\.isContinuous, true) { expanded.toggle() }
            }
            Toggle2(isOn: $expanded.animation(.easeOut))
        }
    }

    func transition(for index: Int) -> AnyTransition {
        switch index {
        case 0: return .opacity.combined(with: .scale).animation(.easeInOut)
        case 1: return .scale(scale: 0.5, anchor: .bottom).combined(with: .slide)
        default:
            return .modifier(active: Opaque(amount: 0), identity: Opaque(amount: 1))
                .combined(with: .offset(CGSize(width: 10, height: 0)))
                .combined(with: .offset(x: 4))
                .combined(with: .identity)
        }
    }
}

/// A custom transition, as in SwiftUI's documentation of `Transition`.
struct RotatingFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1.0 : 0.0)
            .rotationEffect(phase.rotation)
    }
}

extension TransitionPhase {
    fileprivate var rotation: Angle {
        switch self {
        case .willAppear: return .degrees(30)
        case .identity: return .zero
        case .didDisappear: return .degrees(-30)
        }
    }
}

/// A control that takes a binding, as SwiftUI's `Toggle` does.
struct Toggle2: View {
    @Binding var isOn: Bool
    var body: some View {
        Capsule().frame(width: 40, height: 24).opacity(isOn ? 1 : 0.5)
    }
}

extension View {
    /// Applies `transform` when `condition` holds (so both variants are one source).
    @ViewBuilder
    func apply<V: View>(_ condition: Bool, _ transform: (Self) -> V) -> some View {
        if condition { transform(self) } else { self }
    }
}
