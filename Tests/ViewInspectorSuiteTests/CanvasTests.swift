import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `CanvasTests`: a canvas's symbols view, modifiers, reaching it, search paths, and its
/// colour mode, opacity and asynchronous rendering settings.
final class CanvasTests: XCTestCase {
    func testEnclosedView() throws {
        throw XCTSkip("gap: Canvas has no symbolsView()")
        #if SUITE_GAPS
        XCTAssertNoThrow(try Canvas(renderer: { _, _ in }, symbols: { Spacer() }).inspect().canvas().symbolsView().spacer())
        #endif
    }

    func testResetsModifiers() throws {
        throw XCTSkip("gap: Canvas has no symbolsView()")
        #if SUITE_GAPS
        let symbol = try Canvas(renderer: { _, _ in }, symbols: { Spacer() }).padding().inspect().canvas().symbolsView().spacer()
        XCTAssertEqual(symbol.content.medium.viewModifiers.count, 0)
        #endif
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try Button(action: {}, label: { Canvas(renderer: { _, _ in }) }).inspect().button().labelView().canvas())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Canvas(renderer: { _, _ in }); Canvas(renderer: { _, _ in }) }
        XCTAssertNoThrow(try row.inspect().hStack().canvas(0))
        XCTAssertNoThrow(try row.inspect().hStack().canvas(1))
    }

    func testSearch() throws {
        throw XCTSkip("gap: Canvas has no symbolsView(); search does not enter a canvas's symbols")
        #if SUITE_GAPS
        let root = try AnyView(Canvas(renderer: { _, _ in }, symbols: { Spacer() })).inspect()
        XCTAssertEqual(try root.find(ViewType.Spacer.self).pathToRoot, "anyView().canvas().symbolsView().spacer()")
        #endif
    }

    func testColorMode() throws {
        throw XCTSkip("gap: Canvas has no colorMode() read")
        #if SUITE_GAPS
        XCTAssertEqual(try Canvas(colorMode: .linear, renderer: { _, _ in }).inspect().canvas().colorMode(), .linear)
        XCTAssertEqual(try Canvas(colorMode: .nonLinear, renderer: { _, _ in }).inspect().canvas().colorMode(), .nonLinear)
        #endif
    }

    func testOpaque() throws {
        throw XCTSkip("gap: Canvas has no opaque() read")
        #if SUITE_GAPS
        XCTAssertTrue(try Canvas(opaque: true, renderer: { _, _ in }).inspect().canvas().opaque())
        XCTAssertFalse(try Canvas(opaque: false, renderer: { _, _ in }).inspect().canvas().opaque())
        #endif
    }

    func testRendersAsynchronously() throws {
        throw XCTSkip("gap: Canvas has no rendersAsynchronously() read")
        #if SUITE_GAPS
        XCTAssertTrue(try Canvas(rendersAsynchronously: true, renderer: { _, _ in }).inspect().canvas().rendersAsynchronously())
        XCTAssertFalse(try Canvas(rendersAsynchronously: false, renderer: { _, _ in }).inspect().canvas().rendersAsynchronously())
        #endif
    }
}
