import Arrange
import ArrangePreviewAgent
import Foundation
import Testing

/// A serving preview program keeps at most a bounded number of live hosts, dropping the one
/// used longest ago (issue 26, item 6: each distinct settings value used to keep one forever).
@Suite @MainActor struct LiveSessionsTests {
    private func entry() throws -> PreviewEntry {
        let registry = try #require(PreviewCatalog.registries.first { $0.fileID == "ArrangePreviewTests/PreviewSamples.swift" && $0.line == 26 })
        return PreviewEntry(registry: registry)
    }

    private func settings(_ n: Int) -> PreviewSettings {
        var settings = PreviewSettings()
        settings.device = "device \(n)"
        return settings
    }

    @Test("4,000 requests with distinct settings keep at most the capacity of live hosts")
    func distinctSettingsAreBounded() throws {
        var agent = Agent(previews: [try entry()], sessionCapacity: 8)
        for n in 0..<4_000 {
            let response = agent.answer(AgentRequest(operation: .render, preview: 0, settings: settings(n)))
            #expect(response.picture != nil)
            if n < 8 { #expect(agent.liveSessionCount == n + 1) }
        }
        #expect(agent.liveSessionCount == 8)
    }

    @Test("The least recently used session is the one dropped; one used again stays, with its host")
    func leastRecentlyUsedIsDropped() throws {
        let preview = try entry()
        var sessions = LiveSessions(capacity: 3)
        var made = 0
        func session(_ n: Int) throws -> PreviewSession {
            try sessions.session(for: LiveSessions.Key(preview: 0, settings: settings(n))) {
                made += 1
                return try PreviewSession(preview, settings: settings(n))
            }
        }
        let first = try session(1)
        _ = try session(2)
        _ = try session(3)
        #expect(try session(1) === first)   // 1 is used again: 2 is now the oldest
        _ = try session(4)                  // drops 2
        #expect(made == 4)
        #expect(try session(1) === first)
        _ = try session(3)
        #expect(made == 4)
        _ = try session(2)                  // made again
        #expect(made == 5)
        #expect(sessions.count == 3)
    }
}
