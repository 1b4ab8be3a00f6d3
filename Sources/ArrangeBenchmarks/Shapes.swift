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

    var summary: String {
        switch self {
        case .row1k: return "HStack(spacing: 0) of 1,000 Color.frame(width: 10, height: 10)"
        case .list2500: return "VStack of 2,500 rows HStack { frame(40×20); Color; Spacer(); frame(20×20) }"
        case .nested3B21: return "VStack of 21 HStacks of 21 VStacks of 21 frame(10×10) (shared/bench's nested3_b21)"
        case .hugeNested1k: return "10 children per node, 3 levels (1,110 containers and leaves), HStack/VStack alternating"
        case .hugeNested10k: return "10 children per node, 4 levels (11,110)"
        case .hugeNested100k: return "10 children per node, 5 levels (111,110)"
        case .textList1k: return "VStack of 1,000 rows HStack { Text(name); Spacer(); Text(value) }, DejaVu Sans 17, 390 wide"
        case .paragraphs100: return "VStack of 100 wrapped Text paragraphs of about 300 characters, DejaVu Sans 17, 390 wide"
        case .rowsForEach2500: return "list_2500 as user code builds it: ForEach over 2,500 Identifiable items, each an AnyView of a row view with @State"
        }
    }

    var hostSize: CGSize {
        switch self {
        case .row1k: return CGSize(width: 10_000, height: 10)
        case .list2500, .rowsForEach2500: return CGSize(width: 400, height: 60_000)
        case .nested3B21: return CGSize(width: 210, height: 4410)
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
        }
    }

    /// Taffy's and Yoga's "huge nested" tree: every node has 10 children; leaves are 10×10 and
    /// flexible (flex-grow: they take any proposal, 10 at minimum); direction alternates by level.
    private func hugeNested(levels: Int, depth: Int = 0) -> AnyView {
        if depth == levels {
            return AnyView(Color.red.frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: .infinity))
        }
        let children = ForEach(0..<10) { _ in hugeNested(levels: levels, depth: depth + 1) }
        if depth.isMultiple(of: 2) { return AnyView(HStack(spacing: 0) { children }) }
        return AnyView(VStack(spacing: 0) { children })
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
