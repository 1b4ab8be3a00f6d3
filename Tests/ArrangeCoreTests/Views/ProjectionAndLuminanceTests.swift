@testable import ArrangeCore
import ArrangeTestSupport
import Foundation
import Testing

/// `ProjectionTransform` and `projectionEffect(_:)`, `luminanceToAlpha()`: drawing effects that
/// leave frames as they are.
@Suite @MainActor struct ProjectionAndLuminanceTests {
    /// The effects of the node with `id`.
    private func effects<V: View>(of id: String, in view: V) -> [RenderEffect] {
        var pending = [HostingView(rootView: view, size: CGSize(width: 100, height: 100)).renderTree()].compactMap { $0 }
        while let node = pending.popLast() {
            if node.id == AnyHashable(id) { return node.effects }
            pending += node.children
        }
        return []
    }

    @Test("A projection made from an affine transform has its coefficients and is affine")
    func projectionFromAffine() {
        let projection = ProjectionTransform(CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7))
        #expect([projection.m11, projection.m12, projection.m13, projection.m21, projection.m22, projection.m23, projection.m31, projection.m32, projection.m33]
                == [2, 3, 0, 4, 5, 0, 6, 7, 1])
        #expect(projection.isAffine)
        #expect(!projection.isIdentity)
        #expect(ProjectionTransform().isIdentity)
    }

    @Test("A point is projected through the weight")
    func pointProjection() {
        var projection = ProjectionTransform(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 2).applying(projection) == CGPoint(x: 11, y: 22))
        projection.m13 = 0.5
        // Weight 1 + 2 × 0.5 = 2.
        #expect(CGPoint(x: 2, y: 4).applying(projection) == CGPoint(x: 6, y: 12))
        #expect(!projection.isAffine)
    }

    @Test("Concatenating applies the left transform first; inverting undoes it")
    func concatenateAndInvert() {
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
        let move = ProjectionTransform(CGAffineTransform(translationX: 1, y: 1))
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 3, y: 5))
        #expect(scale.inverted() == ProjectionTransform(CGAffineTransform(scaleX: 0.5, y: 0.25)))
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        #expect(singular.invert() == false)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }

    @Test("projectionEffect draws through the transform and leaves the frame as it was")
    func projectionEffectRecorded() {
        var projection = ProjectionTransform()
        projection.m12 = 0.25
        let view = Color.red.frame(width: 40, height: 20).projectionEffect(projection).id("card")
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "card") == CGRect(x: 30, y: 40, width: 40, height: 20))
        let recorded = effects(of: "card", in: view).compactMap { if case .projection(let t) = $0 { ProjectionTransform(t) } else { nil } }
        #expect(recorded == [projection])
    }

    @Test("A projection with non-finite values is not applied and is reported")
    func nonFiniteProjectionReported() {
        var projection = ProjectionTransform()
        projection.m31 = .infinity
        let host = HostingView(rootView: Color.red.projectionEffect(projection), size: CGSize(width: 100, height: 100))
        #expect(host.diagnostics.contains { $0.contains("projectionEffect(_:) has non-finite values") })
    }

    @Test("luminanceToAlpha draws black with an alpha of the colour's luminance")
    func luminanceToAlphaMatrix() {
        let recorded = effects(of: "mask", in: Color.white.luminanceToAlpha().id("mask"))
        guard case .colorMatrix(let matrix)? = recorded.first else {
            Issue.record("no colour matrix recorded: \(recorded)")
            return
        }
        #expect(matrix.values == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
    }
}
