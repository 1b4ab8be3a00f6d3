/// A log object, as Apple's `OSLog`: a subsystem and category for `os_log` and `Logger(_:)`.
public final class OSLog: @unchecked Sendable {
    let subsystem: String
    let category: String

    /// Creates a log object for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The shared default log object.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log object whose messages are not written.
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// The level of a log message, as in Apple's `OSLog`.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    /// The level's number.
    public let rawValue: UInt8
    /// Creates a level from its number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may be helpful.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debug information.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug.
    public static let fault = OSLogType(rawValue: 0x11)

    var name: String {
        switch rawValue {
        case 0x01: "info"
        case 0x02: "debug"
        case 0x10: "error"
        case 0x11: "fault"
        default: "notice"
        }
    }
}

/// Logs a message with printf-style arguments, as Apple's `os_log` (written to standard error).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    guard log !== OSLog.disabled else { return }
    LogOutput.write(level: type, subsystem: log.subsystem, category: log.category, String(format: "\(message)", arguments: args))
}

/// Logs a message at a level, as Apple's `os_log(_:log:_:)` with a type first.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    guard log !== OSLog.disabled else { return }
    LogOutput.write(level: type, subsystem: log.subsystem, category: log.category, String(format: "\(message)", arguments: args))
}
