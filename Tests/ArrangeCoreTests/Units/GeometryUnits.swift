import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// Geometry value types of the public API: `EdgeInsets`, `Angle`, `CGAffineTransform`,
/// `CGVector`, `UnitPoint` (the anchor of `LayoutSubview.place`).
@Suite("Geometry API: EdgeInsets, Angle, CGAffineTransform, CGVector, UnitPoint")
@MainActor struct GeometryUnits {
    // MARK: EdgeInsets

    @Test("EdgeInsets: initialisers, fields, equality")
    func edgeInsets() {
        let zero = EdgeInsets()
        #expect(zero.top == 0 && zero.leading == 0 && zero.bottom == 0 && zero.trailing == 0)
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1)
        #expect(insets.leading == 2)
        #expect(insets.bottom == 3)
        #expect(insets.trailing == 4)
        #expect(insets != zero)
        insets.leading = 20
        #expect(insets == EdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 4))
        #expect(Set([insets, insets, zero]).count == 2)
    }

    @Test("EdgeInsets in padding: leading and trailing follow the layout direction (A6, A17)")
    func edgeInsetsInPadding() {
        let insets = EdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30)
        let ltr = HostingView(rootView: Color.red.frame(width: 20, height: 20).id("child").padding(insets).id("padded"),
                              size: CGSize(width: 60, height: 23))
        #expect(ltr.frame(of: "padded") == CGRect(x: 0, y: 0, width: 60, height: 23))
        #expect(ltr.frame(of: "child") == CGRect(x: 10, y: 1, width: 20, height: 20))

        let rtl = HostingView(
            rootView: Color.red.frame(width: 20, height: 20).id("child").padding(insets).id("padded")
                .environment(\.layoutDirection, .rightToLeft),
            size: CGSize(width: 60, height: 23))
        #expect(rtl.frame(of: "padded") == CGRect(x: 0, y: 0, width: 60, height: 23))
        // The leading inset (10) is on the right: the child starts after the trailing 30.
        #expect(rtl.frame(of: "child") == CGRect(x: 30, y: 1, width: 20, height: 20))
    }

    // MARK: Angle

    @Test("Angle: degrees and radians convert both ways")
    func angleConversions() {
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(Angle.degrees(90).radians == .pi / 2)
        #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
        #expect(Angle.radians(.pi).degrees == 180)
        #expect(Angle().radians == 0)
        #expect(Angle.zero == Angle())
        #expect(Angle.zero == Angle(degrees: 0))
        var angle = Angle(radians: 0)
        angle.degrees = 45
        #expect(angle.radians == .pi / 4)
        angle.radians = .pi
        #expect(angle.degrees == 180)
    }

    @Test("Angle: arithmetic and ordering")
    func angleArithmetic() {
        let a = Angle(degrees: 30), b = Angle(degrees: 60)
        #expect(abs((a + b).degrees - 90) < 1e-12)
        #expect(abs((b - a).degrees - 30) < 1e-12)
        #expect((-a).radians == -a.radians)
        #expect(abs((a * 3).degrees - 90) < 1e-12)
        #expect(a < b)
        #expect(!(b < a))
        #expect([b, a, .zero].sorted() == [.zero, a, b])
        #expect(Set([a, a, b]).count == 2)
    }

    // MARK: CGAffineTransform and CGVector

    private static func close(_ p: CGPoint, _ q: CGPoint) -> Bool {
        abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9
    }

    @Test("CGAffineTransform: identity, translation and scale applied to points")
    func transformBasics() {
        let point = CGPoint(x: 3, y: 4)
        #expect(point.applying(.identity) == point)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        #expect(point.applying(CGAffineTransform(translationX: 10, y: -2)) == CGPoint(x: 13, y: 2))
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 6, y: 12))
        #expect(point.applying(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)) == CGPoint(x: 3 + 12 + 5, y: 6 + 16 + 6))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test("CGAffineTransform: rotation is clockwise in y-down coordinates, as on Apple platforms")
    func transformRotation() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(Self.close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(Self.close(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
        let half = CGAffineTransform(rotationAngle: CGFloat(Angle(degrees: 180).radians))
        #expect(Self.close(CGPoint(x: 2, y: 3).applying(half), CGPoint(x: -2, y: -3)))
    }

    @Test("CGAffineTransform: concatenating, translatedBy, scaledBy, rotated, inverted")
    func transformComposition() {
        let point = CGPoint(x: 1, y: 1)
        // concatenating: self first, then the argument.
        let translateThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(point.applying(translateThenScale) == CGPoint(x: 22, y: 2))
        let scaleThenTranslate = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(point.applying(scaleThenTranslate) == CGPoint(x: 12, y: 2))
        // translatedBy / scaledBy / rotated apply the new operation before the receiver.
        #expect(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0) == translateThenScale)
        #expect(point.applying(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
        let rotatedThenMoved = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
        #expect(Self.close(CGPoint(x: 1, y: 0).applying(rotatedThenMoved), CGPoint(x: 5, y: 1)))
        // inverted undoes; a singular matrix is returned unchanged.
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: -5)
        #expect(Self.close(CGPoint(x: 7, y: -2).applying(t).applying(t.inverted()), CGPoint(x: 7, y: -2)))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("CGSize and CGRect applying: sizes ignore translation, rects take the bounding box")
    func transformSizesAndRects() {
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 100, y: 100)) == CGSize(width: 10, height: 20))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: -1)) == CGSize(width: 20, height: -20))
        let moved = CGRect(x: 1, y: 2, width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5))
        #expect(moved == CGRect(x: 6, y: 7, width: 10, height: 20))
        let rotated = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX + 20) < 1e-9 && abs(rotated.minY) < 1e-9)
        #expect(abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
    }

    @Test("CGVector: initialisers and zero")
    func vector() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3)
        #expect(v.dy == -4)
        #expect(CGVector() == .zero)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector(dx: 1.5, dy: 2.5) == CGVector(dx: CGFloat(1.5), dy: CGFloat(2.5)))
        #expect(v != .zero)
    }

    // MARK: UnitPoint

    @Test("UnitPoint constants")
    func unitPointConstants() {
        let table: [(UnitPoint, CGFloat, CGFloat)] = [
            (.zero, 0, 0), (.center, 0.5, 0.5), (.leading, 0, 0.5), (.trailing, 1, 0.5),
            (.top, 0.5, 0), (.bottom, 0.5, 1), (.topLeading, 0, 0), (.topTrailing, 1, 0),
            (.bottomLeading, 0, 1), (.bottomTrailing, 1, 1),
        ]
        for (point, x, y) in table {
            #expect(point == UnitPoint(x: x, y: y))
        }
        #expect(UnitPoint() == .zero)
    }

    @Test("UnitPoint as the anchor of LayoutSubview.place(at:anchor:proposal:)", arguments: [
        (UnitPoint.topLeading, CGPoint(x: 100, y: 100)), (.center, CGPoint(x: 90, y: 95)),
        (.bottomTrailing, CGPoint(x: 80, y: 90)), (.trailing, CGPoint(x: 80, y: 95)),
        (UnitPoint(x: 0.25, y: 0.75), CGPoint(x: 95, y: 92.5)),
    ])
    func anchor(anchor: UnitPoint, origin: CGPoint) {
        let probe = UnitProbeLayout(size: CGSize(width: 200, height: 200), onPlace: { bounds, subviews in
            subviews[0].place(at: CGPoint(x: bounds.minX + 100, y: bounds.minY + 100), anchor: anchor,
                              proposal: ProposedViewSize(width: 20, height: 10))
        })
        let host = HostingView(rootView: probe { Color.red.id("child") }, size: CGSize(width: 200, height: 200))
        #expect(host.frame(of: "child") == CGRect(origin: origin, size: CGSize(width: 20, height: 10)))
    }

    @Test("The default anchor of place(at:proposal:) is topLeading")
    func defaultAnchor() {
        let probe = UnitProbeLayout(size: CGSize(width: 200, height: 200), onPlace: { bounds, subviews in
            subviews[0].place(at: CGPoint(x: bounds.minX + 30, y: bounds.minY + 40), proposal: ProposedViewSize(width: 20, height: 10))
        })
        let host = HostingView(rootView: probe { Color.red.id("child") }, size: CGSize(width: 200, height: 200))
        #expect(host.frame(of: "child") == CGRect(x: 30, y: 40, width: 20, height: 10))
    }
}
