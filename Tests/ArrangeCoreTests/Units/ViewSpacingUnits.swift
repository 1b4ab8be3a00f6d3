import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// `ViewSpacing` (A5.2, R1, R2, U9–U11, B-66) through the public API. As in SwiftUI, the public
/// API has no initialiser with per-edge values, so U9's 11/17 edges and U10's
/// (10, 20, 30, 40) spacing cannot be built from a test; what can be built is `ViewSpacing()`,
/// `.zero`, unions of those, and the spacings subviews report to a custom `Layout`.
@Suite("ViewSpacing API, U9–U11")
@MainActor struct ViewSpacingUnits {
    @Test("U11: two default spacings share no edge key, so their distance is the default 8")
    func u11() {
        for axis in [Axis.horizontal, .vertical] {
            #expect(ViewSpacing().distance(to: ViewSpacing(), along: axis) == 8)
        }
    }

    @Test("ViewSpacing.zero: 0 to a default view, from a default view, and to itself")
    func zero() {
        for axis in [Axis.horizontal, .vertical] {
            #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: axis) == 0)
            #expect(ViewSpacing().distance(to: .zero, along: axis) == 0)
            #expect(ViewSpacing.zero.distance(to: .zero, along: axis) == 0)
        }
        #expect(ViewSpacing.zero != ViewSpacing())
        #expect(ViewSpacing() == ViewSpacing())
    }

    @Test("union and formUnion merge edges; edges: limits the merge")
    func union() {
        // Everything of .zero merged in: its plain 0 now faces every neighbour.
        let all = ViewSpacing().union(.zero)
        #expect(all.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: all, along: .vertical) == 0)

        // Only the top edge: a view above still sees 0, but horizontal neighbours and the view
        // below (which faces the bottom edge) keep the default 8.
        let top = ViewSpacing().union(.zero, edges: .top)
        #expect(ViewSpacing().distance(to: top, along: .vertical) == 0)
        #expect(top.distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(top.distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: top, along: .horizontal) == 8)

        var formed = ViewSpacing()
        formed.formUnion(.zero, edges: .top)
        #expect(formed == top)
        var formedAll = ViewSpacing()
        formedAll.formUnion(.zero)
        #expect(formedAll == all)

        // Union with itself changes nothing.
        #expect(ViewSpacing().union(ViewSpacing()) == ViewSpacing())
        #expect(ViewSpacing.zero.union(.zero) == .zero)
    }

    @Test("Subviews report their spacing: colours are default, a stack Spacer is 0 on its axis (R2, B-66)")
    func subviewSpacing() {
        struct Row: Layout {
            static var layoutProperties: LayoutProperties {
                var properties = LayoutProperties()
                properties.stackOrientation = .horizontal
                return properties
            }
            let distances: Recorder<[CGFloat]>
            let colourIsDefault: Recorder<Bool?>
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let gaps = subviews.indices.dropLast().map {
                    subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal)
                }
                distances.update { $0 = gaps }
                colourIsDefault.update { $0 = subviews[0].spacing == ViewSpacing() }
                return CGSize(width: 100, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let distances = Recorder<[CGFloat]>([])
        let colourIsDefault = Recorder<Bool?>(nil)
        let layout = Row(distances: distances, colourIsDefault: colourIsDefault)
        _ = HostingView(rootView: layout {
            Color.red
            Color.blue
            Spacer()
            Color.green.padding(4)
            Color.yellow.frame(width: 10)
        }, size: CGSize(width: 200, height: 200))
        // colour–colour 8; colour–Spacer 0; Spacer–padded 0; padded–framed 8.
        #expect(distances.value == [8, 0, 0, 8])
        #expect(colourIsDefault.value == true)
    }

    @Test("U9 (shape): only the facing edges count, so distance(to:) is directional")
    func u9Facing() {
        // A plain 0 on the trailing edge only: it faces a view after, not a view before.
        let trailingZero = ViewSpacing().union(.zero, edges: .trailing)
        #expect(trailingZero.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: trailingZero, along: .horizontal) == 8)
        // Vertically the trailing edge faces nothing.
        #expect(trailingZero.distance(to: ViewSpacing(), along: .vertical) == 8)
        let bottomZero = ViewSpacing().union(.zero, edges: .bottom)
        #expect(bottomZero.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: bottomZero, along: .vertical) == 8)
    }

    @Test("A custom Layout's spacing(subviews:cache:) is what a stack uses next to it")
    func layoutSpacingInStack() {
        struct Leading0: Layout {
            func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
                ViewSpacing().union(.zero, edges: .leading)
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 20, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let host = HostingView(rootView: HStack {
            Color.red.frame(width: 20, height: 20).id("a")
            Leading0() { EmptyView() }.id("b")
            Color.blue.frame(width: 20, height: 20).id("c")
        }, size: CGSize(width: 200, height: 20))
        // a–b: b's leading edge has a plain 0, so 0; b–c: default views, 8. Stack 68 wide.
        #expect(host.frame(of: "a") == CGRect(x: 66, y: 0, width: 20, height: 20))
        #expect(host.frame(of: "b") == CGRect(x: 86, y: 0, width: 20, height: 20))
        #expect(host.frame(of: "c") == CGRect(x: 114, y: 0, width: 20, height: 20))
    }
}
