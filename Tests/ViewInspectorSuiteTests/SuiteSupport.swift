import XCTest
@testable import ViewInspector

/// Asserts that `expression` throws an error whose message is `message` (ViewInspector's suite
/// compares messages exactly).
func assertThrows<T>(_ expression: @autoclosure () throws -> T, _ message: String,
                     file: StaticString = #filePath, line: UInt = #line) {
    do {
        _ = try expression()
        XCTFail("Expected to throw \"\(message)\"", file: file, line: line)
    } catch {
        XCTAssertEqual(error.localizedDescription, message, file: file, line: line)
    }
}
