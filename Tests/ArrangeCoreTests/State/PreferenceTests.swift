import ArrangeCore
import ArrangeText
import Foundation
import Testing

private struct WidthsKey: PreferenceKey {
    static let defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value.append(contentsOf: nextValue()) }
}

private struct SizesKey: PreferenceKey {
    static let defaultValue: [CGSize] = []
    static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) { value.append(contentsOf: nextValue()) }
}

/// The classic custom stack: children in a ZStack, measured through a preference, their sizes
/// stored in state, and placed side by side through alignment guides computed from the sizes.
private struct MeasuredRow: View {
    let sides: [CGFloat] = [50, 30, 75]
    let spacing: CGFloat = 8
    @State private var sizes: [CGSize] = []
    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<3, id: \.self) { i in
                Color.red.frame(width: sides[i], height: sides[i])
                    .background(GeometryReader { proxy in Color.clear.preference(key: SizesKey.self, value: [proxy.size]) })
                    .alignmentGuide(.leading) { _ in -offset(of: i) }
                    .id(i)
            }
        }
        .onPreferenceChange(SizesKey.self) { sizes = $0 }
        .id("row")
    }

    func offset(of i: Int) -> CGFloat {
        guard sizes.count > i else { return 0 }
        return sizes.prefix(i).reduce(0) { $0 + $1.width + spacing }
    }
}

private struct AnchorKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct AnchorListKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

@Suite @MainActor struct PreferenceTests {
    @Test func measuringThroughAPreferenceSettlesAtTheFixedPoint() {
        let host = HostingView(rootView: MeasuredRow(), size: CGSize(width: 300, height: 200))
        #expect(host.frame(of: "row")?.size == CGSize(width: 171, height: 75))
        #expect(host.frame(of: 0) == CGRect(x: 64.5, y: 62.5, width: 50, height: 50))
        #expect(host.frame(of: 1) == CGRect(x: 122.5, y: 62.5, width: 30, height: 30))
        #expect(host.frame(of: 2) == CGRect(x: 160.5, y: 62.5, width: 75, height: 75))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func preferencesReduceInOrderAndTheOuterValueReplacesTheInner() {
        var seen: [[CGFloat]] = []
        let view = VStack {
            Color.red.preference(key: WidthsKey.self, value: [1])
            Color.blue.preference(key: WidthsKey.self, value: [2]).preference(key: WidthsKey.self, value: [3])
            Color.green.transformPreference(WidthsKey.self) { $0.append(4) }
        }
        .onPreferenceChange(WidthsKey.self) { seen.append($0) }
        _ = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        #expect(seen == [[1, 3, 4]])
    }

    @Test func aPreferenceLoopThatNeverSettlesStopsWithADiagnostic() {
        struct Growing: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10)
                    .background(GeometryReader { proxy in Color.clear.preference(key: WidthsKey.self, value: [proxy.size.width]) })
                    .onPreferenceChange(WidthsKey.self) { width = ($0.first ?? 0) + 1 }
            }
        }
        let host = HostingView(rootView: Growing(), size: CGSize(width: 1000, height: 100))
        #expect(host.diagnostics.contains { $0.contains("did not settle after 16 passes") })
    }

    @Test func overlayPreferenceValueResolvesAnAnchorInItsOwnCoordinates() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 30, height: 10)
                .anchorPreference(key: AnchorKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(AnchorKey.self, alignment: .topLeading) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.green.frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY).id("marker")
                }
            }
        }
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        // The HStack is 50×20 at (25, 40); the blue view is at x 20, y 5 inside it.
        #expect(host.frame(of: "marker") == CGRect(x: 25, y: 40, width: 30, height: 10))
    }

    @Test func transformAnchorPreferenceChangesTheValueWithTheViewsAnchor() {
        // The red view writes its bounds; the HStack's transform appends its own.
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
                .anchorPreference(key: AnchorListKey.self, value: .bounds) { [$0] }
            Color.blue.frame(width: 30, height: 10)
        }
        .transformAnchorPreference(key: AnchorListKey.self, value: .bounds) { value, anchor in value.append(anchor) }
        .overlayPreferenceValue(AnchorListKey.self, alignment: .topLeading) { anchors in
            GeometryReader { proxy in
                ZStack(alignment: .topLeading) {
                    ForEach(anchors.indices, id: \.self) { index in
                        let rect = proxy[anchors[index]]
                        Color.green.frame(width: rect.width, height: rect.height)
                            .padding(.leading, rect.minX).padding(.top, rect.minY).id("marker-\(index)")
                    }
                }
            }
        }
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        // The HStack is 50×20 at (25, 40); the red view at its start.
        #expect(host.frame(of: "marker-0") == CGRect(x: 25, y: 40, width: 20, height: 20))
        #expect(host.frame(of: "marker-1") == CGRect(x: 25, y: 40, width: 50, height: 20))
        #expect(host.frame(of: "marker-2") == nil)
    }

    @Test func onGeometryChangeReportsTheInitialSizeAndEachChange() {
        var sizes: [CGSize] = []
        let host = HostingView(rootView: Color.red.onGeometryChange(for: CGSize.self, of: { $0.size }) { sizes.append($0) },
                               size: CGSize(width: 100, height: 50))
        host.size = CGSize(width: 100, height: 50)
        host.size = CGSize(width: 60, height: 50)
        #expect(sizes == [CGSize(width: 100, height: 50), CGSize(width: 60, height: 50)])
    }
}
