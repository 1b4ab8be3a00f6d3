import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `CanvasTests`: a canvas's symbols view, modifiers, reaching it, search paths, and its
/// colour mode, opacity and asynchronous rendering settings.
final class CanvasTests: XCTestCase {
    func testEnclosedView() throws {
        XCTAssertNoThrow(try Canvas(renderer: { _, _ in }, symbols: { Spacer() }).inspect().canvas().symbolsView().spacer())
    }

    func testResetsModifiers() throws {
        let symbol = try Canvas(renderer: { _, _ in }, symbols: { Spacer() }).padding().inspect().canvas().symbolsView().spacer()
        XCTAssertEqual(symbol.content.medium.viewModifiers.count, 0)
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
        let root = try AnyView(Canvas(renderer: { _, _ in }, symbols: { Spacer() })).inspect()
        XCTAssertEqual(try root.find(ViewType.Spacer.self).pathToRoot, "anyView().canvas().symbolsView().spacer()")
    }

    func testColorMode() throws {
        XCTAssertEqual(try Canvas(colorMode: .linear, renderer: { _, _ in }).inspect().canvas().colorMode(), .linear)
        XCTAssertEqual(try Canvas(colorMode: .nonLinear, renderer: { _, _ in }).inspect().canvas().colorMode(), .nonLinear)
    }

    func testOpaque() throws {
        XCTAssertTrue(try Canvas(opaque: true, renderer: { _, _ in }).inspect().canvas().opaque())
        XCTAssertFalse(try Canvas(opaque: false, renderer: { _, _ in }).inspect().canvas().opaque())
    }

    func testRendersAsynchronously() throws {
        XCTAssertTrue(try Canvas(rendersAsynchronously: true, renderer: { _, _ in }).inspect().canvas().rendersAsynchronously())
        XCTAssertFalse(try Canvas(rendersAsynchronously: false, renderer: { _, _ in }).inspect().canvas().rendersAsynchronously())
    }
}
