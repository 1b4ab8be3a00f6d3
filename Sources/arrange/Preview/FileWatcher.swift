import Foundation

/// Watches files for saves by polling their modification dates and sizes (four times a
/// second; portable, and an editor's replace-by-rename is seen like a write). A change calls
/// `onChange` once the files have stayed the same for one more poll, so a save in several
/// writes rebuilds once.
struct FileWatcher: Sendable {
    let files: [URL]
    static let interval: Duration = .milliseconds(250)

    /// What identifies a file's content cheaply.
    private func signature() -> [String] {
        files.map { url in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return "missing" }
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
            return "\(date) \(size)"
        }
    }

    /// Polls until the task is cancelled.
    func run(onChange: @Sendable () async -> Void) async {
        var last = signature()
        var pending = false
        while !Task.isCancelled {
            try? await Task.sleep(for: Self.interval)
            let now = signature()
            if now != last {
                last = now
                pending = true
            } else if pending {
                pending = false
                await onChange()
            }
        }
    }
}
