import Arrange

/// The `ZStack` replica of the alignment article (seed 002), built on the `Layout` protocol.
///
/// `sizeThatFits` proposes its own proposal to every subview and puts each one's bounds on a
/// virtual canvas whose origin is the subview's alignment point (its `alignment` guides); the
/// stack's size is the box around all of them (``cropBounds()``). `placeSubviews` moves that box to
/// the real bounds. So the subviews are aligned with each other — not with the stack — and the
/// stack's frames match `ZStack(alignment:)`'s for the same children.
///
/// `explicitAlignment(of: VerticalAlignment, …)` is the article's proof of how composite views
/// report text baselines: the top-most explicit `firstTextBaseline` of the subviews and the
/// bottom-most explicit `lastTextBaseline`, or `nil` (the guide's default, the bottom) when no
/// subview has one.
public struct MyZStack: Layout {
    /// The guides that line the subviews up on both axes.
    public var alignment: Alignment

    /// A stack that aligns its subviews on `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// What the stack remembers between its protocol calls: each subview's dimensions and bounds
    /// on the virtual canvas, and the box around them.
    public struct CacheInfo {
        /// One entry per subview, in order.
        public var subviewInfo: [SubviewInfo] = []
        /// The smallest rectangle holding every subview's bounds on the virtual canvas.
        public var cropBounds: CGRect = .zero
        /// The proposal the entries were measured for; `nil` before the first measurement.
        public var proposal: ProposedViewSize?

        /// An empty cache.
        public init() {}
    }

    /// One subview as `sizeThatFits` measured it.
    public struct SubviewInfo {
        /// The subview's size and guides for the stack's proposal.
        public var viewDimension: ViewDimensions
        /// The subview's rectangle on the virtual canvas, whose origin is its alignment point.
        public var bounds: CGRect

        /// An entry from the subview's dimensions and canvas bounds.
        public init(viewDimension: ViewDimensions, bounds: CGRect) {
            self.viewDimension = viewDimension
            self.bounds = bounds
        }
    }

    /// An empty cache; `sizeThatFits` fills it.
    public func makeCache(subviews: Subviews) -> CacheInfo {
        CacheInfo()
    }

    /// Measures every subview with the stack's proposal, puts them on the virtual canvas and
    /// returns the size of the box around them.
    public func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout CacheInfo
    ) -> CGSize {
        cache = .init() // Clear the cache.
        cache.proposal = proposal
        for subview in subviews {
            // Propose to the subview and get its dimensions.
            let viewDimension = subview.dimensions(in: proposal)
            // The subview's point for the stack's alignment.
            let alignmentGuide: CGPoint = .init(
                x: viewDimension[alignment.horizontal],
                y: viewDimension[alignment.vertical]
            )
            // On the virtual canvas, the subview's alignment point is (0, 0).
            let bounds: CGRect = .init(
                origin: .init(x: -alignmentGuide.x, y: -alignmentGuide.y),
                size: .init(width: viewDimension.width, height: viewDimension.height)
            )
            cache.subviewInfo.append(.init(viewDimension: viewDimension, bounds: bounds))
        }

        // The stack's bounds on the canvas hold every subview's bounds.
        cache.cropBounds = cache.subviewInfo.map(\.bounds).cropBounds()
        return cache.cropBounds.size
    }

    /// Moves the virtual canvas so that the box around the subviews fills `bounds`, and places
    /// each subview there with the stack's proposal.
    public func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout CacheInfo
    ) {
        measureIfNeeded(proposal: proposal, subviews: subviews, cache: &cache)
        // The offset from the canvas's top-left corner to (0, 0).
        let offsetX = cache.cropBounds.minX * -1
        let offsetY = cache.cropBounds.minY * -1

        for index in subviews.indices {
            let info = cache.subviewInfo[index]
            // Canvas coordinates to the coordinates of the real bounds.
            let x = transformPoint(original: info.bounds.minX, offset: offsetX, targetBoundsMinX: bounds.minX)
            let y = transformPoint(original: info.bounds.minY, offset: offsetY, targetBoundsMinX: bounds.minY)
            subviews[index].place(at: .init(x: x, y: y), anchor: .topLeading, proposal: proposal)
        }
    }

    /// The article's explicit text baselines: the top-most explicit `firstTextBaseline` and the
    /// bottom-most explicit `lastTextBaseline` among the subviews, in the stack's coordinates;
    /// `nil` for other guides, or when no subview has an explicit value.
    public func explicitAlignment(
        of guide: VerticalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout CacheInfo
    ) -> CGFloat? {
        measureIfNeeded(proposal: proposal, subviews: subviews, cache: &cache)
        let offsetY = cache.cropBounds.minY * -1
        let infinity: CGFloat = .infinity

        // If some subview has an explicit firstTextBaseline, return the top-most one.
        if guide == .firstTextBaseline,!cache.subviewInfo.isEmpty {
            let firstTextBaseline = cache.subviewInfo.reduce(infinity) { current, info in
                let baseline = info.viewDimension[explicit: .firstTextBaseline] ?? infinity
                // The subview's explicit baseline as an offset in the stack's bounds.
                let transformBaseline = transformPoint(original: baseline + info.bounds.minY, offset: offsetY, targetBoundsMinX: 0)
                // The top-most value is the smallest.
                return min(current, transformBaseline)
            }
            return firstTextBaseline != infinity ? firstTextBaseline : nil
        }

        if guide == .lastTextBaseline,!cache.subviewInfo.isEmpty {
            let lastTextBaseline = cache.subviewInfo.reduce(-infinity) { current, info in
                let baseline = info.viewDimension[explicit: .lastTextBaseline] ?? -infinity
                let transformBaseline = transformPoint(original: baseline + info.bounds.minY, offset: offsetY, targetBoundsMinX: 0)
                return max(current, transformBaseline)
            }
            return lastTextBaseline != -infinity ? lastTextBaseline : nil
        }

        return nil
    }

    /// Measures again when the cache holds another proposal's measurements: a parent may ask
    /// for several sizes before it places the stack, and an engine that remembers answers may
    /// not ask again for the size it places.
    private func measureIfNeeded(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) {
        if cache.proposal != proposal || cache.subviewInfo.count != subviews.count {
            _ = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// A coordinate on the virtual canvas moved by `offset` (canvas to crop box) into target
    /// bounds starting at `targetBoundsMinX` (used for either axis).
    func transformPoint(original: CGFloat, offset: CGFloat, targetBoundsMinX: CGFloat) -> CGFloat {
        original + offset + targetBoundsMinX
    }
}

extension Array where Element == CGRect {
    /// The smallest rectangle that holds every rectangle of the array (``MyZStack``'s crop
    /// box); `.zero` for an empty array.
    func cropBounds() -> CGRect {
        guard let first else { return .zero }
        var minX = first.minX, minY = first.minY, maxX = first.maxX, maxY = first.maxY
        for rect in dropFirst() {
            minX = Swift.min(minX, rect.minX)
            minY = Swift.min(minY, rect.minY)
            maxX = Swift.max(maxX, rect.maxX)
            maxY = Swift.max(maxY, rect.maxY)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
