/// The live hosts of a serving preview program, by preview and settings, at most `capacity` of
/// them: the one used longest ago is dropped to make room. Each distinct settings value (a
/// device, a colour scheme, a size…) makes a session of its own, so without a bound a page that
/// tries many settings would keep every host forever. A dropped session starts over (fresh
/// state) when asked for again.
@MainActor
package struct LiveSessions {
    package struct Key: Hashable {
        package let preview: Int
        package let settings: PreviewSettings

        package init(preview: Int, settings: PreviewSettings) {
            self.preview = preview
            self.settings = settings
        }
    }

    /// How many sessions are kept.
    package let capacity: Int
    private var sessions: [Key: PreviewSession] = [:]
    /// The keys, least recently used first.
    private var order: [Key] = []

    /// `capacity` is at least 1.
    package init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// How many sessions are live.
    package var count: Int { sessions.count }

    /// The session of `key`, made by `make` when there is none; it becomes the most recently used.
    ///
    /// - Complexity: O(`capacity`) to update the order.
    package mutating func session(for key: Key, make: () throws -> PreviewSession) rethrows -> PreviewSession {
        if let existing = sessions[key] {
            touch(key)
            return existing
        }
        let session = try make()
        sessions[key] = session
        order.append(key)
        while order.count > capacity {
            sessions[order.removeFirst()] = nil
        }
        return session
    }

    /// Forgets the session of `key`.
    package mutating func remove(_ key: Key) {
        sessions[key] = nil
        order.removeAll { $0 == key }
    }

    private mutating func touch(_ key: Key) {
        if let index = order.firstIndex(of: key) { order.remove(at: index) }
        order.append(key)
    }
}
