/// Messages about bad input that Arrange handled (SwiftUI's treatment) instead of crashing:
/// invalid frames, bad custom-layout answers, subviews placed twice. Each distinct message is kept
/// once, in the order first seen.
struct DiagnosticLog {
    private(set) var messages: [String] = []
    private var seen: Set<String> = []

    mutating func report(_ message: String) {
        if seen.insert(message).inserted { messages.append(message) }
    }

    mutating func append(contentsOf other: DiagnosticLog) {
        for message in other.messages { report(message) }
    }
}
