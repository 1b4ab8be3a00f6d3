import SwiftUI
import ViewInspector
import XCTest

extension Inspection: InspectionEmissary {}

/// Hosted views: `onAppear` running in the host, the didAppear callback and the
/// `Inspection` helper of ViewInspector's guide.
final class HostingTests: XCTestCase {
    func testDidAppearCallbackInspectsTheHostedView() throws {
        var sut = AppearingView()
        let expectation = sut.on(\.didAppear) { view in
            XCTAssertEqual(try view.text().string(), "Shown")
        }
        ViewHosting.host(view: sut)
        wait(for: [expectation], timeout: 1)
    }

    func testInspectionEmissaryVisitsTheLiveView() throws {
        let sut = InspectedCounter()
        let first = sut.inspection.inspect { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "0")
            try view.vStack().button(1).tap()
        }
        let second = sut.inspection.inspect(after: 0.05) { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "1")
            XCTAssertEqual(try view.actualView().count, 1)
        }
        ViewHosting.host(view: sut)
        wait(for: [first, second], timeout: 2)
    }

    func testHostedEnvironmentObjectsReachInspection() throws {
        let settings = Settings()
        settings.name = "Grace"
        ViewHosting.host(view: NameView().environmentObject(settings))
        defer { ViewHosting.expel() }
        XCTAssertEqual(try NameView().inspect().text().string(), "Grace")
    }
}
