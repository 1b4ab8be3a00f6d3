@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// A counter: a label, an "Add" button, and a 10-point square per count.
private struct Counter: View {
    @State var count = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("Count \(count)").id("label")
            Button("Add") { count += 1 }.id("add")
            ForEach(0..<count, id: \.self) { i in
                Color.red.frame(width: 10, height: 10).id("row-\(i)")
            }
        }
    }
}

@Suite("Interaction: tapping")
@MainActor struct TapTests {
    @Test("Tapping a button runs its action; the host updates and lays out again before returning")
    @MainActor func buttonTap() throws {
        let host = controlHost(Counter())
        try host.tap("add")
        try host.tap("add")
        #expect(try host.find("label").text == "Count 2")
        // 17 + 17 + 2 × 10 = 54 points tall, centred in 400: it starts at 173.
        #expect(host.frame(of: "row-0") == CGRect(x: 145, y: 207, width: 10, height: 10))
        #expect(host.frame(of: "row-1") == CGRect(x: 145, y: 217, width: 10, height: 10))
    }

    @Test("Tapping a button's label text taps the button")
    @MainActor func buttonTapByLabel() throws {
        let host = controlHost(Counter())
        try host.tap(.text("Add"))
        #expect(try host.find("label").text == "Count 1")
        #expect(host.frame(of: "row-0") == CGRect(x: 145, y: 212, width: 10, height: 10))
    }

    @Test("Tapping a toggle flips it and shows what depends on it")
    @MainActor func toggleTap() throws {
        let host = controlHost(StateHolder(false) { isOn in
            Toggle("Wi-Fi", isOn: isOn).id("wifi")
            if isOn.wrappedValue { Color.blue.frame(width: 20, height: 20).id("extra") }
        })
        #expect(host.frame(of: "extra") == nil)
        try host.tap(.text("Wi-Fi"))
        #expect(host.shown == "true")
        #expect(try host.find("wifi").accessibilityValue == "1")
        // 31 + 20 + 17 = 68 tall: it starts at 166.
        #expect(host.frame(of: "extra") == CGRect(x: 140, y: 197, width: 20, height: 20))
        try host.tap("wifi")
        #expect(host.shown == "false")
    }

    @Test("Tapping a view with onTapGesture runs it; a double tap needs count 2")
    @MainActor func tapGesture() throws {
        let taps = Box(0), doubles = Box(0)
        let host = controlHost(VStack {
            Color.red.frame(width: 50, height: 50).onTapGesture { taps.value += 1 }.id("square")
            Color.blue.frame(width: 50, height: 50).onTapGesture(count: 2) { doubles.value += 1 }.id("double")
        })
        try host.tap("square")
        #expect(taps.value == 1)
        try host.tap("double", count: 2)
        #expect(doubles.value == 1)
        #expect(throws: InteractionError.self) { try host.tap("double") }
        #expect(doubles.value == 1)
    }

    @Test("A spatial tap gesture gets the centre of the view")
    @MainActor func spatialTap() throws {
        let location = Box(CGPoint.zero)
        let host = controlHost(Color.red.frame(width: 50, height: 30).onTapGesture { location.value = $0 }.id("square"))
        try host.tap("square")
        #expect(location.value == CGPoint(x: 25, y: 15))
    }

    @Test("Tapping a link opens its URL through the environment's openURL action")
    @MainActor func linkTap() throws {
        let opened = Box<[URL]>([])
        let url = try #require(URL(string: "https://example.com/docs"))
        let host = controlHost(Link("Docs", destination: url)
            .environment(\.openURL, OpenURLAction { url in opened.value.append(url); return .handled }))
        try host.tap("Docs")
        #expect(opened.value == [url])
    }

    @Test("Tapping a menu runs its primary action; its items stay hidden")
    @MainActor func menuTap() throws {
        let primary = Box(0)
        let host = controlHost(Menu("Actions") { Button("Rename") {} } primaryAction: { primary.value += 1 })
        try host.tap("Actions")
        #expect(primary.value == 1)
        #expect(host.findAll(.text("Rename")).isEmpty)
    }

    @Test("Tapping a disclosure group's label expands it and lays out its content")
    @MainActor func disclosureGroupTap() throws {
        let host = controlHost(DisclosureGroup {
            Color.blue.frame(width: 50, height: 30).id("content")
        } label: {
            Color.red.frame(width: 40, height: 20).id("label")
        }.id("group"))
        #expect(host.frame(of: "content") == nil)
        try host.tap("label")
        // The row (20) and the content (30), 8 apart: 58 tall, from 171.
        #expect(try host.find("group").frame == CGRect(x: 0, y: 171, width: 300, height: 58))
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 199, width: 50, height: 30))
        try host.tap("label")
        #expect(host.frame(of: "content") == nil)
    }

    @Test("Tapping a disclosure group's title expands it")
    @MainActor func disclosureGroupTapByTitle() throws {
        let host = controlHost(DisclosureGroup("More") { Color.blue.frame(width: 50, height: 30).id("content") })
        try host.tap("More")
        #expect(host.frame(of: "content")?.size == CGSize(width: 50, height: 30))
    }

    @Test("Tapping a text nothing acts on throws notActionable")
    @MainActor func nothingToTap() throws {
        let host = controlHost(Text("Plain"))
        let error = try #require(throws: InteractionError.self) { try host.tap("Plain") }
        #expect(error.kind == .notActionable)
        #expect(error.message.contains("Text(\"Plain\")"))
    }

    @Test("A disabled button refuses a tap and its action does not run")
    @MainActor func disabledButton() throws {
        let runs = Box(0)
        let host = controlHost(VStack {
            Button("Save") { runs.value += 1 }.disabled(true)
            Button("Send") { runs.value += 1 }.environment(\.isEnabled, false)
            VStack { Toggle("Inner", isOn: .constant(false)) }.disabled(true)
            Color.red.frame(width: 10, height: 10).onTapGesture { runs.value += 1 }.id("square")
        })
        let error = try #require(throws: InteractionError.self) { try host.tap("Save") }
        #expect(error.kind == .disabled)
        #expect(error.message.contains("Button"))
        #expect(throws: InteractionError.self) { try host.tap("Send") }
        #expect(throws: InteractionError.self) { try host.tap("Inner") }
        #expect(runs.value == 0)
        try host.tap("square")
        #expect(runs.value == 1)
    }
}
