import SwiftUI
import ViewInspector
import XCTest

struct SizedScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40).accessibilityIdentifier("banner")
            Text("Caption")
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
            .frame(width: 120, height: 60)
            .id("reader")
        }
    }
}

/// Geometry, which ViewInspector cannot read: frames in the host, and GeometryReader sizes.
final class GeometryTests: XCTestCase {
    func testFramesOfViewsFoundByIdentifierIdAndText() throws {
        let sut = try SizedScreen().inspect()
        // The stack is 120 wide and 40 + 17 + 60 tall (a Text line is about 17 points), centred
        // in the 393 × 852 host.
        let banner = try sut.find(viewWithAccessibilityIdentifier: "banner").frame()
        XCTAssertEqual(banner.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(banner.midX, 393 / 2)
        let caption = try sut.find(text: "Caption").frame()
        XCTAssertEqual(caption.minY, banner.maxY)
        let reader = try sut.find(viewWithId: "reader").frame()
        XCTAssertEqual(reader.size, CGSize(width: 120, height: 60))
        XCTAssertEqual(reader.minY, caption.maxY)
    }

    func testAViewWithNothingToFindItByHasAFrameToo() throws {
        let sut = try SizedScreen().inspect().vStack()
        let stack = try sut.frame()
        XCTAssertEqual(stack.width, 120)
        XCTAssertEqual(stack.minY, try sut.color(0).frame().minY)
        XCTAssertEqual(stack.maxY, try sut.geometryReader(2).frame().maxY)
    }

    func testGeometryReaderContentGetsTheHostedSize() throws {
        ViewHosting.host(view: SizedScreen())
        defer { ViewHosting.expel() }
        XCTAssertNoThrow(try SizedScreen().inspect().find(text: "120×60"))
    }

    func testAHostedRootGeometryReaderGetsTheHostsSize() throws {
        let sut = GeometryReader { proxy in Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))") }
        ViewHosting.host(view: sut)
        defer { ViewHosting.expel() }
        XCTAssertNoThrow(try sut.inspect().find(text: "393×852"))
    }

    func testGeometryReaderContentOutsideAHostGetsZero() throws {
        XCTAssertNoThrow(try SizedScreen().inspect().find(text: "0×0"))
    }
}
