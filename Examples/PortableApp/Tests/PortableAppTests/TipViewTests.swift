import CoreGraphics
import Testing
@testable import PortableApp

#if os(Linux)
// On Linux, `import SwiftUI` is Arrange: the view is laid out, tapped and read as SwiftUI would
// show it. (On a Mac these tests are skipped; the model's tests below run on both.)
import SwiftUI

@MainActor struct TipViewTests {
    @Test func tappingMoreRaisesTheTipAndTheTotal() throws {
        let host = HostingView(rootView: TipView(model: TipModel(bill: 40, percent: 15)), size: CGSize(width: 393, height: 852))
        #expect(try host.find("total").text == "$46.00")
        try host.tap(.text("More"))
        #expect(try host.find("total").text == "$48.00")
        #expect(try host.find(text: "1 changes").frame.height > 0)
    }

    @Test func theScreenIsAsWideAsTheDeviceAndCentred() throws {
        let host = HostingView(rootView: TipView(), size: CGSize(width: 393, height: 852))
        let total = try host.find("total").frame
        #expect(abs(total.midX - 393 / 2) < 0.5)
    }
}
#endif

@MainActor struct TipModelTests {
    @Test func raiseAndLowerStayWithinZeroAndThirtyPercent() {
        let model = TipModel(bill: 100, percent: 25)
        model.raise()
        model.raise()
        #expect(model.percent == 30)
        #expect(model.total == 130)
        for _ in 0..<10 { model.lower() }
        #expect(model.percent == 0)
    }

    @Test func dialMarksAreOnTheCircle() {
        let marks = dialMarks(count: 4, radius: 10, center: CGPoint(x: 50, y: 50))
        #expect(marks.count == 4)
        #expect(abs(marks[0].x - 50) < 1e-9 && abs(marks[0].y - 40) < 1e-9)
        #expect(abs(marks[1].x - 60) < 1e-9 && abs(marks[1].y - 50) < 1e-9)
    }
}
