import Foundation
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TimelineViewTests`: the content a timeline view builds for a given context, modifiers,
/// reaching it and search paths. (`testTimelineViewContext` rebinds SwiftUI's private context
/// layout and is not ported.)
final class TimelineViewTests: XCTestCase {
    func testEnclosedView() throws {
        throw XCTSkip("gap: Arrange has no TimelineView (and the module no timelineView() accessor)")
        #if SUITE_GAPS
        let moment = Date(timeIntervalSinceReferenceDate: 1_000)
        let context = ViewType.TimelineView.Context(date: moment, cadence: .live)
        let minutely = TimelineView(.everyMinute) { Text("\($0.date)") }
        let periodic = TimelineView(.periodic(from: moment, by: 2)) { Text("\($0.date)") }
        let animated = TimelineView(.animation) { Text("\($0.date)") }
        XCTAssertEqual(try minutely.inspect().timelineView().contentView(context).text().string(), "\(moment)")
        XCTAssertEqual(try periodic.inspect().timelineView().contentView(context).text().string(), "\(moment)")
        XCTAssertEqual(try animated.inspect().timelineView().contentView(context).text().string(), "\(moment)")
        #endif
    }

    func testResetsModifiers() throws {
        throw XCTSkip("gap: Arrange has no TimelineView (and the module no timelineView() accessor)")
        #if SUITE_GAPS
        let content = try TimelineView(.everyMinute) { _ in EmptyView() }.padding().inspect().timelineView().contentView()
        XCTAssertEqual(content.content.medium.viewModifiers.count, 0)
        #endif
    }

    func testExtractionFromSingleViewContainer() throws {
        throw XCTSkip("gap: Arrange has no TimelineView (and the module no timelineView() accessor)")
        #if SUITE_GAPS
        let button = Button(action: {}, label: { TimelineView(.everyMinute) { _ in EmptyView() } })
        XCTAssertNoThrow(try button.inspect().button().labelView().timelineView())
        #endif
    }

    func testExtractionFromMultipleViewContainer() throws {
        throw XCTSkip("gap: Arrange has no TimelineView (and the module no timelineView() accessor)")
        #if SUITE_GAPS
        let row = HStack { TimelineView(.everyMinute) { _ in EmptyView() }; TimelineView(.everyMinute) { _ in EmptyView() } }
        XCTAssertNoThrow(try row.inspect().hStack().timelineView(0))
        XCTAssertNoThrow(try row.inspect().hStack().timelineView(1))
        #endif
    }

    func testSearch() throws {
        throw XCTSkip("gap: Arrange has no TimelineView (and the module no timelineView() accessor)")
        #if SUITE_GAPS
        let root = try AnyView(TimelineView(.everyMinute) { _ in EmptyView() }).inspect()
        XCTAssertEqual(try root.find(ViewType.EmptyView.self).pathToRoot, "anyView().timelineView().contentView().emptyView()")
        #endif
    }
}
