import SwiftUI
import XCTest
@testable import ViewInspector

/// The three ways of adding a gesture to a view, with the matching inspection call; the three
/// gesture-modifier suites run the same checks over each.
enum GestureSuiteAttachment {
    case normal, highPriority, simultaneous

    /// The inspection call's name, as messages and paths spell it.
    var call: String {
        switch self {
        case .normal: return "gesture"
        case .highPriority: return "highPriorityGesture"
        case .simultaneous: return "simultaneousGesture"
        }
    }

    /// An empty view with `gesture` added this way (after `padding(40)` when `paddedFirst`),
    /// inspected.
    func one<G: Gesture>(_ gesture: G, paddedFirst: Bool = false) throws -> InspectableView<ViewType.EmptyView> {
        if paddedFirst {
            switch self {
            case .normal: return try EmptyView().padding(40).gesture(gesture).inspect().emptyView()
            case .highPriority: return try EmptyView().padding(40).highPriorityGesture(gesture).inspect().emptyView()
            case .simultaneous: return try EmptyView().padding(40).simultaneousGesture(gesture).inspect().emptyView()
            }
        }
        switch self {
        case .normal: return try EmptyView().gesture(gesture).inspect().emptyView()
        case .highPriority: return try EmptyView().highPriorityGesture(gesture).inspect().emptyView()
        case .simultaneous: return try EmptyView().simultaneousGesture(gesture).inspect().emptyView()
        }
    }

    /// An empty view with a drag gesture added this way and then `padding(40)`, inspected.
    func oneThenPadding() throws -> InspectableView<ViewType.EmptyView> {
        switch self {
        case .normal: return try EmptyView().gesture(DragGesture()).padding(40).inspect().emptyView()
        case .highPriority: return try EmptyView().highPriorityGesture(DragGesture()).padding(40).inspect().emptyView()
        case .simultaneous: return try EmptyView().simultaneousGesture(DragGesture()).padding(40).inspect().emptyView()
        }
    }

    /// An empty view with a drag and then a long press gesture added this way (after
    /// `padding(40)` when `paddedFirst`), inspected.
    func dragThenLongPress(paddedFirst: Bool = false) throws -> InspectableView<ViewType.EmptyView> {
        if paddedFirst {
            switch self {
            case .normal: return try EmptyView().padding(40).gesture(DragGesture()).gesture(LongPressGesture()).inspect().emptyView()
            case .highPriority:
                return try EmptyView().padding(40).highPriorityGesture(DragGesture()).highPriorityGesture(LongPressGesture()).inspect().emptyView()
            case .simultaneous:
                return try EmptyView().padding(40).simultaneousGesture(DragGesture()).simultaneousGesture(LongPressGesture()).inspect().emptyView()
            }
        }
        switch self {
        case .normal: return try EmptyView().gesture(DragGesture()).gesture(LongPressGesture()).inspect().emptyView()
        case .highPriority: return try EmptyView().highPriorityGesture(DragGesture()).highPriorityGesture(LongPressGesture()).inspect().emptyView()
        case .simultaneous: return try EmptyView().simultaneousGesture(DragGesture()).simultaneousGesture(LongPressGesture()).inspect().emptyView()
        }
    }

    /// As `dragThenLongPress`, with a tap added another way between them (`highPriorityGesture`
    /// for plain gestures, plain `gesture` for the other two).
    func dragTapLongPress() throws -> InspectableView<ViewType.EmptyView> {
        switch self {
        case .normal:
            return try EmptyView().gesture(DragGesture()).highPriorityGesture(TapGesture()).gesture(LongPressGesture()).inspect().emptyView()
        case .highPriority:
            return try EmptyView().highPriorityGesture(DragGesture()).gesture(TapGesture()).highPriorityGesture(LongPressGesture()).inspect().emptyView()
        case .simultaneous:
            return try EmptyView().simultaneousGesture(DragGesture()).gesture(TapGesture()).simultaneousGesture(LongPressGesture()).inspect().emptyView()
        }
    }

    /// The gesture of type `T` added this way to `view`.
    func find<T>(_ type: T.Type, _ index: Int? = nil, in view: InspectableView<ViewType.EmptyView>) throws
        -> InspectableView<ViewType.Gesture<T>> {
        switch self {
        case .normal: return try view.gesture(type, index)
        case .highPriority: return try view.highPriorityGesture(type, index)
        case .simultaneous: return try view.simultaneousGesture(type, index)
        }
    }
}

/// The checks of the gesture-modifier suites, over one way of adding a gesture.
struct GestureSuiteAttachmentChecker {
    let attachment: GestureSuiteAttachment

    func checkAttaches(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertNoThrow(try attachment.one(DragGesture()), file: file, line: line)
    }

    func checkDoesNotBlock(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try attachment.oneThenPadding().padding(.top), 40, file: file, line: line)
    }

    func checkFinds(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertNoThrow(try attachment.find(DragGesture.self, in: attachment.one(DragGesture())), file: file, line: line)
    }

    func checkNoGesture(file: StaticString = #filePath, line: UInt = #line) throws {
        assertThrows(try attachment.find(DragGesture.self, in: EmptyView().inspect().emptyView()),
                     "EmptyView does not have '\(attachment.call)(DragGesture.self)' modifier", file: file, line: line)
    }

    func checkWrongType(file: StaticString = #filePath, line: UInt = #line) throws {
        assertThrows(try attachment.find(DragGesture.self, in: attachment.one(LongPressGesture())),
                     "Type mismatch: LongPressGesture is not DragGesture", file: file, line: line)
    }

    /// Two gestures added the same way: the index counts both, innermost first.
    func checkIndexed(file: StaticString = #filePath, line: UInt = #line) throws {
        let view = try attachment.dragThenLongPress()
        XCTAssertNoThrow(try attachment.find(DragGesture.self, 0, in: view), file: file, line: line)
        XCTAssertNoThrow(try attachment.find(LongPressGesture.self, 1, in: view), file: file, line: line)
    }

    /// A gesture added another way between the two does not count.
    func checkIndexedAroundOther(file: StaticString = #filePath, line: UInt = #line) throws {
        let view = try attachment.dragTapLongPress()
        XCTAssertNoThrow(try attachment.find(DragGesture.self, 0, in: view), file: file, line: line)
        XCTAssertNoThrow(try attachment.find(LongPressGesture.self, 1, in: view), file: file, line: line)
    }

    func checkIndexPastEnd(file: StaticString = #filePath, line: UInt = #line) throws {
        assertThrows(try attachment.find(DragGesture.self, 2, in: attachment.dragThenLongPress()),
                     "EmptyView does not have '\(attachment.call)(DragGesture.self)' modifier at index 2", file: file, line: line)
    }

    func checkIndexWrongType(file: StaticString = #filePath, line: UInt = #line) throws {
        assertThrows(try attachment.find(LongPressGesture.self, 0, in: attachment.dragThenLongPress()),
                     "Type mismatch: DragGesture is not LongPressGesture", file: file, line: line)
    }

    func checkPath(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try attachment.find(DragGesture.self, in: attachment.one(DragGesture(), paddedFirst: true)).pathToRoot,
                       "emptyView().\(attachment.call)(DragGesture.self)", file: file, line: line)
    }

    func checkIndexedPath(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try attachment.find(LongPressGesture.self, 1, in: attachment.dragThenLongPress(paddedFirst: true)).pathToRoot,
                       "emptyView().\(attachment.call)(LongPressGesture.self, 1)", file: file, line: line)
    }
}
