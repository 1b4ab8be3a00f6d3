import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TransformingModifiersTests` — `ViewTransformingTests`: rotation, 3D rotation,
/// projection and transform effects leave the view inspectable and read back.
final class ViewTransformingTests: XCTestCase {
    func testRotationEffect() throws {
        XCTAssertNoThrow(try EmptyView().rotationEffect(.degrees(10), anchor: .center).inspect().emptyView())
    }

    func testRotationEffectInspection() throws {
        let rotation = try EmptyView().rotationEffect(.degrees(30), anchor: .topLeading).inspect().emptyView().rotation()
        XCTAssertEqual(rotation.angle, .degrees(30))
        XCTAssertEqual(rotation.anchor, .topLeading)
    }

    func testRotation3DEffect() throws {
        XCTAssertNoThrow(try EmptyView().rotation3DEffect(.degrees(10), axis: (1, 1, 1), anchor: .center, anchorZ: 1, perspective: 1)
            .inspect().emptyView())
    }

    func testRotation3DEffectInspection() throws {
        let rotation = try EmptyView().rotation3DEffect(.degrees(45), axis: (3, 1, 4), anchor: .bottom, anchorZ: 2, perspective: 0.5)
            .inspect().emptyView().rotation3D()
        XCTAssertEqual(rotation.angle, .degrees(45))
        XCTAssertEqual(rotation.axis.x, 3)
        XCTAssertEqual(rotation.axis.y, 1)
        XCTAssertEqual(rotation.axis.z, 4)
        XCTAssertEqual(rotation.anchor, .bottom)
        XCTAssertEqual(rotation.anchorZ, 2)
        XCTAssertEqual(rotation.perspective, 0.5)
    }

    func testProjectionEffect() throws {
        XCTAssertNoThrow(try EmptyView().projectionEffect(ProjectionTransform()).inspect().emptyView())
    }

    func testProjectionEffectInspection() throws {
        var projection = ProjectionTransform()
        projection.m12 = 42
        XCTAssertEqual(try EmptyView().projectionEffect(projection).inspect().emptyView().projectionTransform(), projection)
    }

    func testTransformEffect() throws {
        XCTAssertNoThrow(try EmptyView().transformEffect(.identity).inspect().emptyView())
    }

    func testTransformEffectInspection() throws {
        let transform = CGAffineTransform(translationX: 5, y: -5)
        XCTAssertEqual(try EmptyView().transformEffect(transform).inspect().emptyView().transformEffect(), transform)
    }
}

/// Upstream `TransformingModifiersTests` — `ViewScalingTests`: scaledToFill/Fit, scale effects,
/// aspect ratio and image scale leave the view inspectable and read back.
final class ViewScalingTests: XCTestCase {
    func testScaledToFill() throws {
        XCTAssertNoThrow(try EmptyView().scaledToFill().inspect().emptyView())
    }

    func testScaledToFillInspection() throws {
        XCTAssertTrue(try EmptyView().scaledToFill().inspect().isScaledToFill())
        XCTAssertFalse(try EmptyView().scaledToFit().inspect().isScaledToFill())
        XCTAssertTrue(try EmptyView().aspectRatio(contentMode: .fill).inspect().isScaledToFill())
    }

    func testScaledToFit() throws {
        XCTAssertNoThrow(try EmptyView().scaledToFit().inspect().emptyView())
    }

    func testScaledToFitlInspection() throws {
        XCTAssertTrue(try EmptyView().scaledToFit().inspect().isScaledToFit())
        XCTAssertFalse(try EmptyView().scaledToFill().inspect().isScaledToFit())
        XCTAssertTrue(try EmptyView().aspectRatio(contentMode: .fit).inspect().isScaledToFit())
    }

    func testScaleEffectFloat() throws {
        XCTAssertNoThrow(try EmptyView().scaleEffect(2, anchor: .trailing).inspect().emptyView())
    }

    func testScaleEffectSize() throws {
        XCTAssertNoThrow(try EmptyView().scaleEffect(CGSize(width: 2, height: 3), anchor: .trailing).inspect().emptyView())
    }

    func testScaleEffectXY() throws {
        XCTAssertNoThrow(try EmptyView().scaleEffect(x: 2, y: 3, anchor: .center).inspect().emptyView())
    }

    func testScaleEffectInspection() throws {
        XCTAssertEqual(try EmptyView().scaleEffect(1.5, anchor: .trailing).inspect().emptyView().scaleEffect(), CGSize(width: 1.5, height: 1.5))
    }

    func testScaleEffectAnchorInspection() throws {
        XCTAssertEqual(try EmptyView().scaleEffect(1.5, anchor: .trailing).inspect().emptyView().scaleEffectAnchor(), .trailing)
    }

    func testAspectRatioFloat() throws {
        XCTAssertNoThrow(try EmptyView().aspectRatio(2, contentMode: .fill).inspect().emptyView())
    }

    func testAspectRatioSize() throws {
        XCTAssertNoThrow(try EmptyView().aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit).inspect().emptyView())
    }

    func testAspectRatioInspection() throws {
        let ratio = try EmptyView().aspectRatio(CGSize(width: 4, height: 5), contentMode: .fill).inspect().emptyView().aspectRatio()
        XCTAssertEqual(ratio.aspectRatio, 0.8)
        XCTAssertEqual(ratio.contentMode, .fill)
    }

    func testImageScale() throws {
        XCTAssertNoThrow(try EmptyView().imageScale(.large).inspect().emptyView())
    }

    func testImageScaleInspection() throws {
        let view = AnyView(EmptyView()).imageScale(.large)
        XCTAssertEqual(try view.inspect().anyView().imageScale(), .large)
        XCTAssertEqual(try view.inspect().anyView().emptyView().imageScale(), .large)
    }
}
