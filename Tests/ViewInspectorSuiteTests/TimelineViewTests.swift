import Foundation
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TimelineViewTests`: the content a timeline view builds for a given context, modifiers,
/// reaching it and search paths. (`testTimelineViewContext` rebinds SwiftUI's private context
/// layout and is not ported.)
final class TimelineViewTests: XCTestCase {
    func testEnclosedView() throws {
        let moment = Date(timeIntervalSinceReferenceDate: 1_000)
        let context = ViewType.TimelineView.Context(date: moment, cadence: .live)
        let minutely = TimelineView(.everyMinute) { Text("\($0.date)") }
        let periodic = TimelineView(.periodic(from: moment, by: 2)) { Text("\($0.date)") }
        let animated = TimelineView(.animation) { Text("\($0.date)") }
        XCTAssertEqual(try minutely.inspect().timelineView().contentView(context).text().string(), "\(moment)")
        XCTAssertEqual(try periodic.inspect().timelineView().contentView(context).text().string(), "\(moment)")
        XCTAssertEqual(try animated.inspect().timelineView().contentView(context).text().string(), "\(moment)")
    }

    func testResetsModifiers() throws {
        let content = try TimelineView(.everyMinute) { _ in EmptyView() }.padding().inspect().timelineView().contentView()
        XCTAssertEqual(content.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        let button = Button(action: {}, label: { TimelineView(.everyMinute) { _ in EmptyView() } })
        XCTAssertNoThrow(try button.inspect().button().labelView().timelineView())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { TimelineView(.everyMinute) { _ in EmptyView() }; TimelineView(.everyMinute) { _ in EmptyView() } }
        XCTAssertNoThrow(try row.inspect().hStack().timelineView(0))
        XCTAssertNoThrow(try row.inspect().hStack().timelineView(1))
    }

    func testSearch() throws {
        let root = try AnyView(TimelineView(.everyMinute) { _ in EmptyView() }).inspect()
        XCTAssertEqual(try root.find(ViewType.EmptyView.self).pathToRoot, "anyView().timelineView().contentView().emptyView()")
    }
}
