import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// layout-rules.md U1–U5 (OpenSwiftUI `Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift`,
/// checked against the SwiftUI binary): how `frame(minWidth:idealWidth:maxWidth:…)` normalises its
/// values. The stored values are internal, so each test observes them through layout (the ideal
/// size under a nil proposal, clamping under finite proposals) and through `host.diagnostics`.
@Suite("U1–U5: flexible frame normalisation")
@MainActor struct FrameNormalisationUnits {
    private static func host<V: View>(_ view: V) -> HostingView<V> {
        HostingView(rootView: view, size: CGSize(width: 200, height: 200))
    }

    private static func hasMessage<V: View>(_ host: HostingView<V>, _ prefix: String) -> Bool {
        host.diagnostics.contains { $0.hasPrefix(prefix) }
    }

    @Test("U1: ascending min/ideal/max are kept unchanged")
    func u1() {
        let host = Self.host(Color.red.frame(
            minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 15, idealHeight: 25, maxHeight: 35))
        // The ideal answers a nil proposal; min and max clamp a concrete one.
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 20, height: 25))
        #expect(host.sizeThatFits(ProposedViewSize(width: 5, height: 5)) == CGSize(width: 10, height: 15))
        #expect(host.sizeThatFits(ProposedViewSize(width: 22, height: 27)) == CGSize(width: 22, height: 27))
        #expect(host.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 30, height: 35))
        #expect(host.sizeThatFits(.zero) == CGSize(width: 10, height: 15))
        #expect(host.sizeThatFits(.infinity) == CGSize(width: 30, height: 35))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("U2: a negative minimum is stored as 0", arguments: [-10.0, -100.0, -0.1] as [CGFloat])
    func u2(minimum: CGFloat) {
        // A minimum of 0 with a maximum of 50 accepts the proposal clamped to 0…50.
        let host = Self.host(Color.red.frame(minWidth: minimum, maxWidth: 50, minHeight: minimum, maxHeight: 50).id("frame"))
        #expect(host.sizeThatFits(.zero) == CGSize(width: 0, height: 0))
        #expect(host.sizeThatFits(ProposedViewSize(width: 30, height: 40)) == CGSize(width: 30, height: 40))
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(host.frame(of: "frame") == CGRect(x: 75, y: 75, width: 50, height: 50))
        // Not contradictory once the minimum is 0 (0 ≤ 50).
        #expect(!Self.hasMessage(host, "Contradictory frame constraints"))
    }

    @Test("U3: an ideal below the minimum is raised to the minimum", arguments: [
        (20, 10, 30, 15), (50, 25, 100, 50), (100, 0, 200, 0),
    ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func u3(minWidth: CGFloat, idealWidth: CGFloat, minHeight: CGFloat, idealHeight: CGFloat) {
        let view = Color.red.frame(minWidth: minWidth, idealWidth: idealWidth, minHeight: minHeight, idealHeight: idealHeight)
        let host = Self.host(view)
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: minWidth, height: minHeight))
        let fixed = Self.host(view.fixedSize().id("fixed"))
        #expect(fixed.frame(of: "fixed")?.size == CGSize(width: minWidth, height: minHeight))
        #expect(Self.hasMessage(host, "Contradictory frame constraints specified"))
    }

    @Test("U4: a maximum below the ideal is raised to the ideal", arguments: [
        (30, 20, 40, 25), (100, 50, 200, 100), (50, 25, 75, 50),
    ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func u4(idealWidth: CGFloat, maxWidth: CGFloat, idealHeight: CGFloat, maxHeight: CGFloat) {
        let host = Self.host(Color.red.frame(idealWidth: idealWidth, maxWidth: maxWidth, idealHeight: idealHeight, maxHeight: maxHeight))
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: idealWidth, height: idealHeight))
        // With the maximum raised, a large proposal is clamped to the ideal, not the original maximum.
        #expect(host.sizeThatFits(ProposedViewSize(width: 1000, height: 1000)) == CGSize(width: idealWidth, height: idealHeight))
        // Below the maximum the proposal is taken.
        #expect(host.sizeThatFits(ProposedViewSize(width: 10, height: 10)) == CGSize(width: 10, height: 10))
        #expect(Self.hasMessage(host, "Contradictory frame constraints specified"))
    }

    @Test("U5: minWidth +∞ is kept (ideal and max stay nil)")
    func u5PlusInfinity() {
        let host = Self.host(Color.red.frame(minWidth: .infinity))
        // Kept: the width is at least +∞ whatever the proposal. No ideal: a nil width proposal
        // still consults the child and is clamped up to +∞. No max: nothing limits it.
        #expect(host.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: CGFloat.infinity, height: 100))
        #expect(host.sizeThatFits(ProposedViewSize(width: nil, height: 30)) == CGSize(width: CGFloat.infinity, height: 30))
        // U5: "OpenSwiftUI also logs the runtime issue 'Invalid frame dimension (negative or
        // non-finite).'" A SwiftUI probe agrees (frame(minWidth: .infinity) is diagnosed).
        #expect(Self.hasMessage(host, "Invalid frame dimension"))
    }

    @Test("U5: minWidth −∞ becomes 0")
    func u5MinusInfinity() {
        let host = Self.host(Color.red.frame(minWidth: -.infinity, maxWidth: 50))
        #expect(host.sizeThatFits(.zero) == CGSize(width: 0, height: 0))
        #expect(host.sizeThatFits(ProposedViewSize(width: 30, height: 40)) == CGSize(width: 30, height: 40))
        #expect(host.sizeThatFits(ProposedViewSize(width: 300, height: 40)) == CGSize(width: 50, height: 40))
        #expect(!Self.hasMessage(host, "Contradictory frame constraints"))
    }

    /// U5 says SwiftUI *stores* a NaN minimum. Arrange reports it and leaves the dimension
    /// unconstrained instead of letting NaN reach the geometry (its bad-input policy); this test
    /// checks the report and that no NaN leaks into frames, not SwiftUI's stored value.
    @Test("U5: minWidth NaN is reported and never reaches a frame")
    func u5NaN() {
        let host = Self.host(Color.red.frame(minWidth: .nan).id("frame"))
        #expect(Self.hasMessage(host, "Invalid frame dimension"))
        let frame = host.frame(of: "frame")
        #expect(frame.map { !$0.minX.isNaN && !$0.width.isNaN && !$0.minY.isNaN && !$0.height.isNaN } == true)
    }

    @Test("U1–U5 through behaviour: frame(minWidth: 20, idealWidth: 10) under fixedSize() is 20 wide")
    func idealRaisedUnderFixedSize() {
        let host = Self.host(Color.red.frame(minWidth: 20, idealWidth: 10).fixedSize().id("fixed"))
        // Height: no constraint, so Color's ideal 10 under fixedSize.
        #expect(host.frame(of: "fixed") == CGRect(x: 90, y: 95, width: 20, height: 10))
        #expect(Self.hasMessage(host, "Contradictory frame constraints specified"))
    }

    @Test("Valid frames produce no diagnostics; a negative fixed frame does")
    func validFramesAreSilent() {
        let quiet = Self.host(VStack {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(minWidth: 0, maxWidth: .infinity)
            Color.red.frame(idealWidth: 40, idealHeight: 40)
        })
        #expect(quiet.diagnostics.isEmpty)
        let loud = Self.host(Color.red.frame(width: -1, height: 10))
        #expect(Self.hasMessage(loud, "Invalid frame dimension"))
    }
}
