import Foundation

/// The last distribution each stack worked out: the proposal it was for, and each child's
/// proposal and size. Placing a stack usually repeats the distribution of its final measurement;
/// with the memo it skips re-probing every child (A4.6 re-runs A4.3 against the real bounds).
/// A node's answer to a proposal never changes within one tree, so a memo stays valid until the
/// engine forgets everything.
struct StackMemos {
    /// One child's share: the length it was offered along the stack's axis, kept as the size
    /// cache's 8-byte key, and its size. Its proposal across the axis is the stack's own, which
    /// the memo holds once.
    struct Child {
        private var majorKey: UInt64
        var size: CGSize

        init(major: CGFloat?, size: CGSize) {
            majorKey = SizeCache.key(major)
            self.size = size
        }

        /// The length the child was offered along the axis (`nil`: its ideal).
        var major: CGFloat? { SizeCache.dimension(majorKey) }
    }

    private var proposals: [ProposedViewSize?] = []
    private var starts: [Int] = []
    private var children: [Child] = []
    /// Each stack's gaps between its children (A4.1): they depend on spacing only, not on the
    /// proposal, so they are worked out once. By memo, not in a dictionary by node: looking them
    /// up is an index, not a hash.
    private var gapLists: [[CGFloat]?] = []

    /// Room for a stack of `count` children; returns its memo's index.
    mutating func add(childCount count: Int) -> Int32 {
        proposals.append(nil)
        gapLists.append(nil)
        starts.append(children.count)
        children.append(contentsOf: repeatElement(Child(major: nil, size: .zero), count: count))
        return Int32(proposals.count - 1)
    }

    func matches(_ memo: Int32, _ proposal: ProposedViewSize) -> Bool {
        proposals[Int(memo)] == proposal
    }

    /// The proposal the memo's distribution is for, if any.
    func proposal(_ memo: Int32) -> ProposedViewSize? { proposals[Int(memo)] }

    /// Whether the memo holds a distribution for a proposal of `length` along `axis`.
    @inline(__always)
    func matches(_ memo: Int32, along axis: Axis, _ length: CGFloat?) -> Bool {
        guard let proposal = proposals[Int(memo)] else { return false }
        return proposal[axis] == length
    }

    func child(_ memo: Int32, _ index: Int) -> Child {
        children[starts[Int(memo)] + index]
    }

    mutating func store(_ memo: Int32, _ proposal: ProposedViewSize, _ values: (Int) -> Child, count: Int) {
        let start = starts[Int(memo)]
        // A memo holds as many children as its stack had when built; one with more keeps none
        // (its room ends where the next memo's starts).
        guard start + count <= end(of: memo) else { return proposals[Int(memo)] = nil }
        proposals[Int(memo)] = proposal
        // One uniqueness check for the run, not one per child.
        children.withUnsafeMutableBufferPointer { children in
            for i in 0..<count { children[start + i] = values(i) }
        }
    }

    /// Where memo `memo`'s children end in `children`: the next memo's start, or the end.
    @inline(__always)
    private func end(of memo: Int32) -> Int {
        Int(memo) + 1 < starts.count ? starts[Int(memo) + 1] : children.count
    }

    /// The gaps remembered for the stack, if any.
    @inline(__always)
    func gaps(_ memo: Int32) -> [CGFloat]? { gapLists[Int(memo)] }

    mutating func storeGaps(_ memo: Int32, _ gaps: [CGFloat]) { gapLists[Int(memo)] = gaps }

    /// Forgets one stack's distribution and gaps.
    mutating func forget(_ memo: Int32) {
        proposals[Int(memo)] = nil
        gapLists[Int(memo)] = nil
    }

    /// Forgets one stack's distribution but keeps its gaps (its children's spacing is known not
    /// to have changed).
    mutating func forgetDistribution(_ memo: Int32) {
        proposals[Int(memo)] = nil
    }

    mutating func removeAll() {
        for i in proposals.indices {
            proposals[i] = nil
            gapLists[i] = nil
        }
    }

    var memoryFootprint: Int {
        proposals.capacity * MemoryLayout<ProposedViewSize?>.stride + starts.capacity * 8
            + gapLists.capacity * MemoryLayout<[CGFloat]?>.stride
            + children.capacity * MemoryLayout<Child>.stride
    }
}
