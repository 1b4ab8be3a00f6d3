import Arrange

/// The benchmark shapes of issue 2, matching `shared/bench`'s flexbox shapes where they exist.
enum Shape: String, CaseIterable {
    case row1k = "row_1k"
    case list2500 = "list_2500"
    case nested3B21 = "nested3_b21"
    case hugeNested1k = "huge_nested_1k"
    case hugeNested10k = "huge_nested_10k"
    case hugeNested100k = "huge_nested_100k"
    case textList1k = "text_list_1k"
    case paragraphs100 = "paragraphs_100"
    case rowsForEach2500 = "rows_foreach_2500"
    // The same trees built from data as a server builds them: `ForEach` over `Identifiable`
    // values, every element an `AnyView` (issue 27, item 5).
    case row1kAnyView = "row_1k_anyview"
    case nested3B21AnyView = "nested3_b21_anyview"
    case hugeNested1kAnyView = "huge_nested_1k_anyview"
    case hugeNested10kAnyView = "huge_nested_10k_anyview"
    case hugeNested100kAnyView = "huge_nested_100k_anyview"

    var summary: String {
        switch self {
        case .row1k: return "HStack(spacing: 0) of 1,000 Color.frame(width: 10, height: 10)"
        case .list2500: return "VStack of 2,500 rows HStack { frame(40×20); Color; Spacer(); frame(20×20) }"
        case .nested3B21: return "VStack of 21 HStacks of 21 VStacks of 21 frame(10×10) (shared/bench's nested3_b21)"
        case .hugeNested1k: return "Taffy's build_deep_tree(1000, 10): 10 children per container, 8 leaves in the last, 3 levels (911 nodes), HStack/VStack alternating"
        case .hugeNested10k: return "build_deep_tree(10000, 10): 4 levels (9,111 nodes)"
        case .hugeNested100k: return "build_deep_tree(100000, 10): 5 levels (91,111 nodes)"
        case .textList1k: return "VStack of 1,000 rows HStack { Text(name); Spacer(); Text(value) }, DejaVu Sans 17, 390 wide"
        case .paragraphs100: return "VStack of 100 wrapped Text paragraphs of about 300 characters, DejaVu Sans 17, 390 wide"
        case .rowsForEach2500: return "list_2500 as user code builds it: ForEach over 2,500 Identifiable items, each an AnyView of a row view with @State"
        case .row1kAnyView: return "row_1k from data: ForEach over 1,000 Identifiable cells, each an AnyView"
        case .nested3B21AnyView: return "nested3_b21 from a data tree: every level a ForEach over Identifiable nodes, each an AnyView"
        case .hugeNested1kAnyView: return "huge_nested_1k from a data tree, every node an AnyView in a ForEach over Identifiable nodes"
        case .hugeNested10kAnyView: return "huge_nested_10k from a data tree"
        case .hugeNested100kAnyView: return "huge_nested_100k from a data tree"
        }
    }

    var hostSize: CGSize {
        switch self {
        case .row1k, .row1kAnyView: return CGSize(width: 10_000, height: 10)
        case .list2500, .rowsForEach2500: return CGSize(width: 400, height: 60_000)
        case .nested3B21, .nested3B21AnyView: return CGSize(width: 210, height: 4410)
        case .textList1k, .paragraphs100: return CGSize(width: 390, height: 100_000)
        default: return CGSize(width: 1000, height: 1000)
        }
    }

    func makeView() -> AnyView {
        switch self {
        case .row1k:
            return AnyView(HStack(spacing: 0) {
                ForEach(0..<1000) { _ in Color.red.frame(width: 10, height: 10) }
            })
        case .list2500:
            return AnyView(VStack(spacing: 0) {
                ForEach(0..<2500) { _ in
                    HStack {
                        Color.blue.frame(width: 40, height: 20)
                        Color.gray
                        Spacer()
                        Color.green.frame(width: 20, height: 20)
                    }
                }
            })
        case .nested3B21:
            return AnyView(VStack(spacing: 0) {
                ForEach(0..<21) { _ in
                    HStack(spacing: 0) {
                        ForEach(0..<21) { _ in
                            VStack(spacing: 0) {
                                ForEach(0..<21) { _ in Color.red.frame(width: 10, height: 10) }
                            }
                        }
                    }
                }
            })
        case .textList1k:
            return AnyView(VStack(spacing: 0) {
                ForEach(0..<1000) { i in
                    HStack {
                        Text(verbatim: "Item number \(i)")
                        Spacer()
                        Text(verbatim: "\(i * 37 % 1000) points").font(.headline)
                    }
                }
            })
        case .paragraphs100:
            return AnyView(VStack(alignment: .leading) {
                ForEach(0..<100) { i in
                    Text(verbatim: "Paragraph \(i). " + String(repeating: "The quick brown fox jumps over the lazy dog, then rests. ", count: 5))
                }
            })
        case .rowsForEach2500:
            let items = (0..<2500).map { BenchItem(id: $0) }
            return AnyView(VStack(spacing: 0) {
                ForEach(items) { item in AnyView(BenchRow(item: item)) }
            })
        case .hugeNested1k: return hugeNested(levels: 3)
        case .hugeNested10k: return hugeNested(levels: 4)
        case .hugeNested100k: return hugeNested(levels: 5)
        case .row1kAnyView:
            let cells = (0..<1000).map { BenchCell(id: $0, width: 10, height: 10) }
            return AnyView(HStack(spacing: 0) {
                ForEach(cells) { cell in AnyView(Color.red.frame(width: cell.width, height: cell.height)) }
            })
        case .nested3B21AnyView: return erased(BenchNode.tree(levels: 3, width: 21), flexible: false)
        case .hugeNested1kAnyView: return erased(BenchNode.tree(levels: 3, width: 10, lastWidth: 8), flexible: true, horizontalFirst: true)
        case .hugeNested10kAnyView: return erased(BenchNode.tree(levels: 4, width: 10, lastWidth: 8), flexible: true, horizontalFirst: true)
        case .hugeNested100kAnyView: return erased(BenchNode.tree(levels: 5, width: 10, lastWidth: 8), flexible: true, horizontalFirst: true)
        }
    }

    /// A data tree as views, every node an `AnyView` in a `ForEach` over its children: fixed
    /// 10×10 leaves (nested3_b21) or flexible ones (huge_nested), stacks alternating by level.
    private func erased(_ node: BenchNode, flexible: Bool, horizontalFirst: Bool = false, depth: Int = 0) -> AnyView {
        guard !node.children.isEmpty else {
            if flexible { return AnyView(Color.red.frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: .infinity)) }
            return AnyView(Color.red.frame(width: 10, height: 10))
        }
        let children = ForEach(node.children) { child in erased(child, flexible: flexible, horizontalFirst: horizontalFirst, depth: depth + 1) }
        if depth.isMultiple(of: 2) == horizontalFirst { return AnyView(HStack(spacing: 0) { children }) }
        return AnyView(VStack(spacing: 0) { children })
    }

    /// Taffy's and Yoga's "huge nested" tree (`build_deep_tree(n, 10)` in Taffy's benches, as
    /// `../shared/bench/flexbox_anchor.py` builds it): every container has 10 children except
    /// those of the last level, which have 8 leaves, so the trees have the anchors' 911, 9,111
    /// and 91,111 nodes; leaves are 10×10 and flexible (flex-grow: they take any proposal, 10 at
    /// minimum); direction alternates by level.
    private func hugeNested(levels: Int, depth: Int = 0) -> AnyView {
        if depth == levels {
            return AnyView(Color.red.frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: .infinity))
        }
        let children = ForEach(0..<(depth == levels - 1 ? 8 : 10)) { _ in hugeNested(levels: levels, depth: depth + 1) }
        if depth.isMultiple(of: 2) { return AnyView(HStack(spacing: 0) { children }) }
        return AnyView(VStack(spacing: 0) { children })
    }
}

/// A cell of `row_1k_anyview`'s data.
struct BenchCell: Identifiable {
    let id: Int
    let width: CGFloat
    let height: CGFloat
}

/// A node of the data trees the `…_anyview` shapes are built from.
struct BenchNode: Identifiable {
    let id: Int
    let children: [BenchNode]

    /// A tree `levels` deep below the root, every inner node with `width` children, those of
    /// the last inner level with `lastWidth`.
    static func tree(levels: Int, width: Int, lastWidth: Int? = nil) -> BenchNode {
        var next = 0
        func make(_ level: Int) -> BenchNode {
            next += 1
            let id = next
            let count = level == levels ? 0 : level == levels - 1 ? (lastWidth ?? width) : width
            return BenchNode(id: id, children: (0..<count).map { _ in make(level + 1) })
        }
        return make(0)
    }
}

/// An item of `rows_foreach_2500`'s data.
struct BenchItem: Identifiable {
    let id: Int
}

/// Hands the benchmark the state of the row in the middle of `rows_foreach_2500`, to change it.
nonisolated(unsafe) var middleRowWidth: Binding<CGFloat>?

/// A row of `rows_foreach_2500`: list_2500's row, as a view with state.
struct BenchRow: View {
    let item: BenchItem
    @State private var width: CGFloat = 20
    var body: some View {
        if item.id == 1250 { let _ = middleRowWidth = $width }
        HStack {
            Color.blue.frame(width: 40, height: 20)
            Color.gray
            Spacer()
            Color.green.frame(width: width, height: 20)
        }
    }
}
