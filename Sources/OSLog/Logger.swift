import Foundation

/// An object for writing interpolated string messages to the unified logging system, as in
/// Apple's `OSLog` (Arrange's own module of that name, so app files that log compile on Linux).
///
/// Linux has no unified logging: each message is written to standard error as one line, with
/// its level, subsystem and category — where a preview's or a test's output shows it. Values are
/// written as they are, whatever their privacy (as a debugger attached on iOS shows them).
public struct Logger: @unchecked Sendable {
    let subsystem: String
    let category: String

    /// Creates a logger using the specified subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// Creates a logger for the default subsystem.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// Creates a logger using an existing log object.
    public init(_ logObj: OSLog) {
        self.init(subsystem: logObj.subsystem, category: logObj.category)
    }

    /// Logs a message at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message) }
    /// Logs a message at the given level.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    /// Logs a message at the debug level (`trace` is a synonym).
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    /// Logs a message at the debug level.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    /// Logs a message at the info level.
    public func info(_ message: OSLogMessage) { write(.info, message) }
    /// Logs a message at the default (notice) level.
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    /// Logs a message at the error level (`warning` is a synonym).
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    /// Logs a message at the error level.
    public func error(_ message: OSLogMessage) { write(.error, message) }
    /// Logs a message at the fault level (`critical` is a synonym).
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    /// Logs a message at the fault level.
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ level: OSLogType, _ message: OSLogMessage) {
        LogOutput.write(level: level, subsystem: subsystem, category: category, message.text)
    }
}

/// Where log lines go: standard error, one line each. Arrange's own.
enum LogOutput {
    static func write(level: OSLogType, subsystem: String, category: String, _ text: String) {
        var line = "[\(level.name)]"
        if !subsystem.isEmpty || !category.isEmpty { line += " [\(subsystem)\(category.isEmpty ? "" : ":" + category)]" }
        FileHandle.standardError.write(Data((line + " " + text + "\n").utf8))
    }
}
