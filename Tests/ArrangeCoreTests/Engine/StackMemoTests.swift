@testable import ArrangeCore
import Foundation
import Testing

@Suite("Engine: stack memos")
struct StackMemoTests {
    /// A memo has room for the children its stack had when built. A distribution with more
    /// children is not kept, and the next memo's children stay as they were.
    @Test("A memo keeps no distribution with more children than its room, and leaves the next memo alone")
    func memoKeepsItsRoom() {
        var memos = StackMemos()
        let first = memos.add(childCount: 2)
        let second = memos.add(childCount: 2)
        let wide = ProposedViewSize(width: 100, height: 10)
        memos.store(second, wide, { StackMemos.Child(major: 50, size: CGSize(width: 50 + CGFloat($0), height: 10)) }, count: 2)
        let narrow = ProposedViewSize(width: 30, height: 10)
        memos.store(first, narrow, { StackMemos.Child(major: 10, size: CGSize(width: 10, height: CGFloat($0))) }, count: 3)
        #expect(!memos.matches(first, narrow))
        #expect(memos.matches(second, wide))
        #expect(memos.child(second, 0).size == CGSize(width: 50, height: 10))
        #expect(memos.child(second, 1).size == CGSize(width: 51, height: 10))
        // Within its room, the memo keeps the distribution.
        memos.store(first, narrow, { StackMemos.Child(major: 10, size: CGSize(width: 10, height: CGFloat($0))) }, count: 2)
        #expect(memos.matches(first, narrow))
        #expect(memos.child(first, 1).size == CGSize(width: 10, height: 1))
    }
}
