import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// U12 (OpenSwiftUI `LayoutTraitsTests.swift`): the order in which a stack sizes children of one
/// priority, least flexible first (A4.3, R5). Each test puts the child that must go first *second*
/// in source order and picks a width at which the two orders give different answers.
@Suite("U12: flexibility order of stack children")
@MainActor struct FlexibilityOrderUnits {
    private static func widths<A: View, B: View>(_ first: A, _ second: B, width: CGFloat) -> (CGFloat?, CGFloat?) {
        let host = HostingView(rootView: HStack(spacing: 0) {
            first.id("first")
            second.id("second")
        }, size: CGSize(width: width, height: 10))
        return (host.frame(of: "first")?.width, host.frame(of: "second")?.width)
    }

    @Test("U12: (10…20) is less flexible than (10…30)")
    func finiteRanges() {
        // (10…20) first: it is offered 22 and takes 20; (10…30) then gets 24.
        // Source order would give (10…30) 22 first, then (10…20) 20.
        let (wide, narrow) = Self.widths(
            Color.red.frame(minWidth: 10, maxWidth: 30), Color.blue.frame(minWidth: 10, maxWidth: 20), width: 44)
        #expect(narrow == 20)
        #expect(wide == 24)
    }

    @Test("U12: (10…20) is less flexible than (10…∞)")
    func finiteBeforeInfinite() {
        let (unbounded, bounded) = Self.widths(
            Color.red.frame(minWidth: 10), Color.blue.frame(minWidth: 10, maxWidth: 20), width: 44)
        #expect(bounded == 20)
        #expect(unbounded == 24)
    }

    @Test("U12: with both infinite, (20…∞) is less flexible than (10…∞)")
    func largerMinimumFirst() {
        // (20…∞) first: offered 15, it takes its minimum 20; (10…∞) then gets 10.
        // Source order would give (10…∞) 15, then (20…∞) 20: 35 in all.
        let (small, large) = Self.widths(Color.red.frame(minWidth: 10), Color.blue.frame(minWidth: 20), width: 30)
        #expect(large == 20)
        #expect(small == 10)
    }

    @Test("U12: equal flexibilities keep source order (stable sort)")
    func stable() {
        // Both (10…∞) with the same minimum: the first in source order is offered 30 / 2.
        let (first, second) = Self.widths(Color.red.frame(minWidth: 10), Color.blue.frame(minWidth: 10), width: 30)
        #expect(first == 15)
        #expect(second == 15)
        // Three rigid-then-flexible children in mixed order: widths do not depend on the order.
        let host = HostingView(rootView: HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(width: 40).id("b")
            Color.green.id("c")
        }, size: CGSize(width: 100, height: 10))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 30, y: 0, width: 40, height: 10))
        #expect(host.frame(of: "c") == CGRect(x: 70, y: 0, width: 30, height: 10))
    }
}
