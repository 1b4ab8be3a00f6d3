import Foundation
import SwiftUI
@testable import ViewInspector
import XCTest

/// A failed inspection names a PNG of the view it inspected.
final class FailurePictureTests: XCTestCase {
    func testAFailureMessageNamesAPictureOfTheView() throws {
        let message = FailurePicture.message("boom", view: Text("Hello").padding(), function: "testPicture()", file: #file, line: 7)
        let prefix = "boom\nPicture of the view: "
        XCTAssertTrue(message.hasPrefix(prefix), message)
        let path = String(message.dropFirst(prefix.count))
        XCTAssertTrue(path.hasSuffix("FailurePictureTests-testPicture-7.png"), path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testNothingToDrawLeavesTheMessageAlone() {
        XCTAssertEqual(FailurePicture.message("boom", view: 3, function: "f()", file: #file, line: 1), "boom")
    }
}
