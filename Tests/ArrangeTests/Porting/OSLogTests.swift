@testable import OSLog
import Foundation
import Testing

@Suite("OSLog on Linux: Logger and os_log as app files write them")
struct OSLogTests {
    @Test("Interpolated values are written as they are, whatever their privacy, with integer and Boolean formats")
    func messages() {
        let user = "ada", count = 255, ratio = 0.5
        let message: OSLogMessage = "user \(user, privacy: .private) has \(count, format: .hex) items, \(ratio), ok \(true, format: .answer), \(URL(string: "https://a.b")!, privacy: .public)"
        #expect(message.text == "user ada has ff items, 0.5, ok YES, https://a.b")
        let logger = Logger(subsystem: "com.example.app", category: "network")
        logger.info("loaded \(count) items")
        logger.error("failed: \(CocoaError(.fileNoSuchFile))")
        os_log("%d items", log: OSLog(subsystem: "com.example.app", category: "legacy"), type: .debug, count)
        #expect(OSLogType.error.name == "error")
    }
}
