import Arrange
import ArrangeRender
import ArrangeSnapshotTesting
import Foundation
import Testing

/// A counter whose bar grows with its state.
struct Counter: View {
    @State var count = 1
    var body: some View {
        VStack(spacing: 8) {
            Text("Count \(count)")
            Color.orange.frame(width: CGFloat(count) * 20, height: 10).id("bar")
        }
        .onAppear { count = 2 }
    }
}

@Suite @MainActor struct HostingViewSnapshotTests {
    @Test func hostMatchesTheFramesReferenceAfterItsStateChanged() {
        let host = HostingView(rootView: Counter(), size: CGSize(width: 200, height: 100))
        assertSnapshot(of: host, as: .frames(), named: "after-appear")
    }

    @Test func hostImageIsTheHostsSizeAtItsDisplayScale() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let host = HostingView(rootView: Counter(), size: CGSize(width: 50, height: 30), environment: environment)
        var png: Data?
        Snapshotting<HostingView<Counter>, Data>.image().snapshot(host).run { png = $0 }
        let image = try PNGPixels(pngData: try #require(png))
        #expect(image.width == 100 && image.height == 60)
    }

    @Test func resizedHostFailsItsEarlierSnapshot() throws {
        let directory = temporarySnapshotDirectory("host")
        let host = HostingView(rootView: Counter(), size: CGSize(width: 200, height: 100))
        _ = verifySnapshot(of: host, as: .frames(), named: "host", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: host, as: .frames(), named: "host", record: .never, snapshotDirectory: directory) == nil)
        host.size = CGSize(width: 300, height: 100)
        #expect(verifySnapshot(of: host, as: .frames(), named: "host", record: .never, snapshotDirectory: directory) != nil)
    }
}
