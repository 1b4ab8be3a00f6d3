import SwiftUI
import XCTest
@testable import ViewInspector

extension LinearGradient: BinaryEquatable {}

/// Upstream `VisualEffectModifiersTests` — `ViewGraphicalEffectsTests`: every graphical effect
/// modifier leaves the view inspectable, and its value reads back (blur, opacity, brightness,
/// contrast, colour invert/multiply, saturation, grayscale, hue rotation, luminance to alpha,
/// shadow, border, blend mode, compositing and drawing groups).
final class ViewGraphicalEffectsTests: XCTestCase {
    func testBlur() throws {
        XCTAssertNoThrow(try EmptyView().blur(radius: 2, opaque: false).inspect().emptyView())
    }

    func testBlurInspection() throws {
        let blur = try EmptyView().blur(radius: 2, opaque: true).inspect().emptyView().blur()
        XCTAssertEqual(blur.radius, 2)
        XCTAssertTrue(blur.isOpaque)
    }

    func testOpacity() throws {
        XCTAssertNoThrow(try EmptyView().opacity(0.4).inspect().emptyView())
    }

    func testOpacityInspection() throws {
        XCTAssertEqual(try EmptyView().opacity(0.4).inspect().emptyView().opacity(), 0.4)
    }

    func testBrightness() throws {
        XCTAssertNoThrow(try EmptyView().brightness(0.2).inspect().emptyView())
    }

    func testBrightnessInspection() throws {
        XCTAssertEqual(try EmptyView().brightness(0.2).inspect().emptyView().brightness(), 0.2)
    }

    func testContrast() throws {
        XCTAssertNoThrow(try EmptyView().contrast(1.5).inspect().emptyView())
    }

    func testContrastInspection() throws {
        XCTAssertEqual(try EmptyView().contrast(1.5).inspect().emptyView().contrast(), 1.5)
    }

    func testColorInvert() throws {
        XCTAssertNoThrow(try EmptyView().colorInvert().inspect().emptyView())
    }

    func testColorInvertInspection() throws {
        XCTAssertNoThrow(try EmptyView().colorInvert().inspect().emptyView().colorInvert())
        assertThrows(try EmptyView().padding().inspect().emptyView().colorInvert(), "EmptyView does not have 'colorInvert' modifier")
    }

    func testColorMultiply() throws {
        XCTAssertNoThrow(try EmptyView().colorMultiply(.blue).inspect().emptyView())
    }

    func testColorMultiplyInspection() throws {
        XCTAssertEqual(try EmptyView().colorMultiply(.blue).inspect().emptyView().colorMultiply(), .blue)
    }

    func testSaturation() throws {
        XCTAssertNoThrow(try EmptyView().saturation(0.3).inspect().emptyView())
    }

    func testSaturationInspection() throws {
        XCTAssertEqual(try EmptyView().saturation(0.3).inspect().emptyView().saturation(), 0.3)
    }

    func testGrayscale() throws {
        XCTAssertNoThrow(try EmptyView().grayscale(0.7).inspect().emptyView())
    }

    func testGrayscaleInspection() throws {
        XCTAssertEqual(try EmptyView().grayscale(0.7).inspect().emptyView().grayscale(), 0.7)
    }

    func testHueRotation() throws {
        XCTAssertNoThrow(try EmptyView().hueRotation(.degrees(90)).inspect().emptyView())
    }

    func testHueRotationInspection() throws {
        XCTAssertEqual(try EmptyView().hueRotation(.radians(1)).inspect().emptyView().hueRotation(), .radians(1))
    }

    func testLuminanceToAlpha() throws {
        XCTAssertNoThrow(try EmptyView().luminanceToAlpha().inspect().emptyView())
    }

    func testLuminanceToAlphaInspection() throws {
        XCTAssertNoThrow(try EmptyView().luminanceToAlpha().inspect().emptyView().luminanceToAlpha())
        assertThrows(try EmptyView().padding().inspect().emptyView().luminanceToAlpha(), "EmptyView does not have 'luminanceToAlpha' modifier")
    }

    func testShadow() throws {
        XCTAssertNoThrow(try EmptyView().shadow(color: .gray, radius: 3, x: 1, y: 2).inspect().emptyView())
    }

    func testShadowInspection() throws {
        let shadow = try EmptyView().shadow(color: .gray, radius: 3, x: 1, y: 2).inspect().emptyView().shadow()
        XCTAssertEqual(shadow.color, .gray)
        XCTAssertEqual(shadow.radius, 3)
        XCTAssertEqual(shadow.offset, CGSize(width: 1, height: 2))
    }

    func testBorder() throws {
        XCTAssertNoThrow(try EmptyView().border(Color.secondary, width: 2).inspect().emptyView())
    }

    func testBorderInspection() throws {
        let gradient = LinearGradient(gradient: Gradient(colors: [.green]), startPoint: .leading, endPoint: .trailing)
        let border = try EmptyView().border(gradient, width: 4).inspect().emptyView().border(LinearGradient.self)
        XCTAssertEqual(border.shapeStyle, gradient)
        XCTAssertEqual(border.width, 4)
        let lookalike = try EmptyView().overlay(Rectangle().strokeBorder(Color.green, lineWidth: 2, antialiased: true)).inspect()
        XCTAssertEqual(try lookalike.border(Color.self).width, 2)
        XCTAssertNoThrow(try lookalike.overlay().shape())
        assertThrows(try EmptyView().padding().inspect().border(LinearGradient.self), "EmptyView does not have 'border' modifier")
    }

    func testBlendMode() throws {
        XCTAssertNoThrow(try EmptyView().blendMode(.multiply).inspect().emptyView())
    }

    func testBlendModeInspection() throws {
        XCTAssertEqual(try EmptyView().blendMode(.multiply).inspect().emptyView().blendMode(), .multiply)
    }

    func testCompositingGroup() throws {
        XCTAssertNoThrow(try EmptyView().compositingGroup().inspect().emptyView())
    }

    func testDrawingGroup() throws {
        XCTAssertNoThrow(try Capsule().drawingGroup().inspect().shape())
    }
}

/// Upstream `VisualEffectModifiersTests` — `ViewMaskingTests`: clipping, clip shapes, corner
/// radius and masks (read back and searched).
final class ViewMaskingTests: XCTestCase {
    func testClipped() throws {
        XCTAssertNoThrow(try EmptyView().clipped(antialiased: true).inspect().emptyView())
    }

    func testClippedInspection() throws {
        let view = try EmptyView().clipped(antialiased: false).inspect().emptyView()
        XCTAssertNoThrow(try view.clipShape(Rectangle.self))
        XCTAssertFalse(try view.clipStyle().isAntialiased)
    }

    func testClipShape() throws {
        XCTAssertNoThrow(try EmptyView().clipShape(Circle(), style: FillStyle()).inspect().emptyView())
    }

    func testClipShapeInspection() throws {
        let style = FillStyle(eoFill: true)
        let view = try EmptyView().clipShape(Circle(), style: style).inspect().emptyView()
        XCTAssertNoThrow(try view.clipShape(Circle.self))
        XCTAssertEqual(try view.clipStyle(), style)
    }

    func testCornerRadius() throws {
        XCTAssertNoThrow(try EmptyView().cornerRadius(8, antialiased: true).inspect().emptyView())
    }

    func testCornerRadiusInspection() throws {
        XCTAssertEqual(try EmptyView().cornerRadius(8, antialiased: false).inspect().emptyView().cornerRadius(), 8)
    }

    func testMask() throws {
        XCTAssertNoThrow(try EmptyView().mask(Text("")).inspect().emptyView())
    }

    func testMaskInspection() throws {
        XCTAssertEqual(try EmptyView().mask(Text("stencil")).inspect().emptyView().mask().text().string(), "stencil")
    }

    func testMaskSearch() throws {
        XCTAssertNoThrow(try EmptyView().mask(Text("stencil")).inspect().find(text: "stencil"))
    }
}

/// Upstream `VisualEffectModifiersTests` — `ViewHidingTests`: hidden and disabled, read back.
final class ViewHidingTests: XCTestCase {
    func testHidden() throws {
        XCTAssertNoThrow(try EmptyView().hidden().inspect().emptyView())
    }

    func testHiddenInspection() throws {
        XCTAssertTrue(try EmptyView().hidden().inspect().emptyView().isHidden())
        XCTAssertFalse(try EmptyView().padding().inspect().emptyView().isHidden())
    }

    func testDisabled() throws {
        XCTAssertNoThrow(try EmptyView().disabled(true).inspect().emptyView())
    }

    func testDisabledInspection() throws {
        XCTAssertTrue(try EmptyView().disabled(true).inspect().emptyView().isDisabled())
        XCTAssertFalse(try EmptyView().disabled(false).inspect().emptyView().isDisabled())
        XCTAssertFalse(try EmptyView().padding().inspect().emptyView().isDisabled())
    }
}
