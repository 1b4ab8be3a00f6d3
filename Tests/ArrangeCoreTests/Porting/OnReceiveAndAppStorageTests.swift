import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import OpenCombine
import Testing

private struct Ticker: View {
    let ticks: PassthroughSubject<Int, Never>
    @State var last = 0
    var body: some View {
        Text("tick \(last)").id("tick")
            .onReceive(ticks) { last = $0 }
    }
}

private struct Toggled: View {
    let ticks: PassthroughSubject<Int, Never>
    @State var shows = true
    @State var received = 0
    var body: some View {
        VStack {
            Text("received \(received)").id("received")
            if shows {
                Color.red.frame(width: 10, height: 10).onReceive(ticks) { received += $0 }
            }
            Button("Hide") { shows = false }
        }
    }
}

private struct CurrentValue: View {
    let subject: CurrentValueSubject<String, Never>
    @State var text = "none"
    var body: some View {
        Text(text).id("value").onReceive(subject) { text = $0 }
    }
}

private enum Theme: String {
    case light, dark
}

private struct Settings: View {
    @AppStorage("username", store: AppStorageTests.store) var username = "guest"
    @AppStorage("launches", store: AppStorageTests.store) var launches = 0
    @AppStorage("theme", store: AppStorageTests.store) var theme: Theme = .light
    @AppStorage("nickname", store: AppStorageTests.store) var nickname: String?
    var body: some View {
        VStack {
            Text("\(username) \(launches) \(theme.rawValue) \(nickname ?? "-")").id("summary")
            Button("Launch") { launches += 1 }
            Button("Dark") { theme = .dark }
            TextField("Name", text: $username).id("name")
        }
    }
}

/// Another view reading the same key: a write through one invalidates the other.
private struct TwoReaders: View {
    var body: some View {
        VStack {
            Settings()
            Reader()
        }
    }
}

private struct Reader: View {
    @AppStorage("launches", store: AppStorageTests.store) var launches = 0
    var body: some View { Text("reader \(launches)").id("reader") }
}

@Suite("onReceive(_:perform:)")
@MainActor struct OnReceiveTests {
    @Test("Each value a publisher sends calls the action; the state it sets is drawn")
    func passthrough() throws {
        let ticks = PassthroughSubject<Int, Never>()
        let host = controlHost(Ticker(ticks: ticks))
        #expect(try host.find("tick").text == "tick 0")
        ticks.send(3)
        #expect(try host.find("tick").text == "tick 3")
        ticks.send(5)
        #expect(try host.find("tick").text == "tick 5")
    }

    @Test("A publisher with a current value calls the action when the view appears")
    func currentValue() throws {
        let subject = CurrentValueSubject<String, Never>("first")
        let host = controlHost(CurrentValue(subject: subject))
        #expect(try host.find("value").text == "first")
        subject.send("second")
        #expect(try host.find("value").text == "second")
    }

    @Test("The subscription ends when the view disappears")
    func cancelledOnDisappear() throws {
        let ticks = PassthroughSubject<Int, Never>()
        let host = controlHost(Toggled(ticks: ticks))
        ticks.send(2)
        #expect(try host.find("received").text == "received 2")
        try host.tap("Hide")
        ticks.send(40)
        #expect(try host.find("received").text == "received 2")
    }
}

@Suite("@AppStorage", .serialized)
@MainActor struct AppStorageTests {
    nonisolated(unsafe) static let store = UserDefaults(suiteName: "arrange.tests.appstorage") ?? .standard

    init() {
        Self.store.removePersistentDomain(forName: "arrange.tests.appstorage")
        for key in ["username", "launches", "theme", "nickname"] { Self.store.removeObject(forKey: key) }
    }

    @Test("A key that holds nothing reads as the default; writes store the value and update the view")
    func readsAndWrites() throws {
        let host = controlHost(Settings())
        #expect(try host.find("summary").text == "guest 0 light -")
        try host.tap("Launch")
        try host.tap("Launch")
        try host.tap("Dark")
        #expect(try host.find("summary").text == "guest 2 dark -")
        #expect(Self.store.integer(forKey: "launches") == 2)
        #expect(Self.store.string(forKey: "theme") == "dark")
        // Typing appends to the field's text, the stored "guest".
        try host.type("Ada", into: "name")
        #expect(try host.find("summary").text == "guestAda 2 dark -")
        #expect(Self.store.string(forKey: "username") == "guestAda")
    }

    @Test("A stored value is read at the first evaluation; a value of another type reads as the default")
    func storedValues() throws {
        Self.store.set(7, forKey: "launches")
        Self.store.set("nick", forKey: "nickname")
        Self.store.set(12, forKey: "username")
        let host = controlHost(Settings())
        #expect(try host.find("summary").text == "guest 7 light nick")
    }

    @Test("A write through one view updates every view reading the key")
    func sharedKey() throws {
        let host = controlHost(TwoReaders())
        try host.tap("Launch")
        #expect(try host.find("reader").text == "reader 1")
    }
}

private struct Amount: View {
    @State var amount = 12.5
    @State var count: Int? = nil
    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .number).id("amount")
            TextField("Count", value: $count, format: .number).id("count")
            Text("\(amount, specifier: "%.2f") \(count.map(String.init) ?? "none")").id("values")
        }
    }
}

@Suite("TextField(value:format:)")
@MainActor struct FormattedTextFieldTests {
    @Test("The field shows the value formatted; text that parses is written to the value")
    func formatted() throws {
        let host = controlHost(Amount())
        #expect(try host.find("amount").value as? String == "12.5")
        #expect(try host.find("count").value as? String == "")
        try host.type("7", into: "amount")
        try host.type("42", into: "count")
        #expect(try host.find("values").text == "12.57 42")
    }
}
