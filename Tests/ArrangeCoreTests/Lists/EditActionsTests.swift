import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// `onDelete(perform:)` and `onMove(perform:)` on a `ForEach` compile as in SwiftUI and leave its
/// views as they were: rows of a list, children of a stack.
@Suite @MainActor struct EditActionsTests {
    private let names = ["Ann", "Bo", "Cy"]

    @Test func onDeleteKeepsAListsRows() {
        let plain = HostingView(rootView: List { ForEach(names, id: \.self) { Text($0).id($0) } }, size: CGSize(width: 300, height: 400))
        let editable = HostingView(rootView: List {
            ForEach(names, id: \.self) { Text($0).id($0) }
                .onDelete { _ in }
                .onMove { _, _ in }
        }, size: CGSize(width: 300, height: 400))
        for name in names {
            #expect(editable.frame(of: name) != nil)
            #expect(editable.frame(of: name) == plain.frame(of: name))
        }
    }

    @Test func onMoveKeepsAStacksChildren() {
        let host = HostingView(rootView: VStack(spacing: 10) {
            ForEach(0..<3, id: \.self) { Color.red.frame(width: 10, height: 20).id($0) }
                .onMove { _, _ in }
        }, size: CGSize(width: 100, height: 100))
        // Three children of the stack, 10 apart: 80 tall, centred from y = 10.
        #expect(host.frame(of: 0) == CGRect(x: 45, y: 10, width: 10, height: 20))
        #expect(host.frame(of: 2) == CGRect(x: 45, y: 70, width: 10, height: 20))
    }

    @Test func editActionsKeepTheData() {
        let content = ForEach(names, id: \.self) { Text($0) }.onDelete { _ in }
        #expect(content.data.count == 3)
    }
}
