@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Interaction: finding views")
@MainActor struct FindingTests {
    @Test("A view is found by id, accessibility identifier, text and type, with its exact frame")
    func findsByEachQuery() throws {
        let host = controlHost(VStack(spacing: 0) {
            Text("Hello").id("greeting")
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("swatch")
            Toggle("Wi-Fi", isOn: .constant(true))
        })
        // 17 + 20 + 31 = 68 points tall, centred in 400: the stack starts at 166.
        #expect(try host.find(id: "greeting").frame == CGRect(x: 107.5, y: 166, width: 85, height: 17))
        #expect(try host.find("greeting").text == "Hello")
        #expect(try host.find(accessibilityIdentifier: "swatch").frame == CGRect(x: 130, y: 183, width: 40, height: 20))
        #expect(try host.find(text: "Hello").frame == CGRect(x: 107.5, y: 166, width: 85, height: 17))
        #expect(try host.find(.type(Toggle<Text>.self)).frame == CGRect(x: 0, y: 203, width: 300, height: 31))
        #expect(host.findAll(.type(Text.self)).map(\.text) == ["Hello", "Wi-Fi"])
    }

    @Test("A found control reports its label, accessibility value and whether it is enabled")
    func reportsAccessibility() throws {
        let host = controlHost(VStack {
            Toggle("Wi-Fi", isOn: .constant(true)).id("wifi")
            Slider(value: .constant(0.25)).id("volume")
            Button("Save") {}.disabled(true).id("save")
            Color.red.frame(width: 10, height: 10).accessibilityLabel("Red").accessibilityValue("Warm").id("swatch")
        })
        let wifi = try host.find("wifi")
        #expect(wifi.name == "Toggle")
        #expect(wifi.accessibilityLabel == "Wi-Fi")
        #expect(wifi.accessibilityValue == "1")
        #expect(wifi.value as? Bool == true)
        #expect(try host.find("volume").accessibilityValue == "25%")
        #expect(try host.find("save").isEnabled == false)
        #expect(try host.find(text: "Save").isEnabled == false)
        #expect(try host.find("wifi").isEnabled)
        let swatch = try host.find("swatch")
        #expect(swatch.accessibilityLabel == "Red")
        #expect(swatch.accessibilityValue == "Warm")
        #expect(try host.find(text: "Red").frame == swatch.frame)
    }

    @Test("A string query tries ids, then accessibility identifiers, then texts")
    func stringQueryOrder() throws {
        let host = controlHost(VStack(spacing: 0) {
            Text("total").frame(width: 100, height: 10)
            Color.red.frame(width: 10, height: 10).id("total")
            Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("Hello")
            Text("Hello")
        })
        #expect(try host.find("total").frame.size == CGSize(width: 10, height: 10))
        #expect(try host.find("Hello").frame.size == CGSize(width: 20, height: 20))
        #expect(try host.find(.text("Hello")).frame.size == CGSize(width: 85, height: 17))
    }

    @Test("Finding nothing throws an error listing the ids, identifiers and texts there are")
    func notFoundListsWhatIsThere() throws {
        let host = controlHost(VStack {
            Text("Hello")
            Color.red.frame(width: 10, height: 10).id("add")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("email")
        })
        let error = try #require(throws: InteractionError.self) { try host.find("ad") }
        #expect(error.kind == .notFound)
        #expect(error.message.contains("No view matches \"ad\""))
        #expect(error.message.contains("ids: \"add\""))
        #expect(error.message.contains("accessibility identifiers: \"email\""))
        #expect(error.message.contains("texts: \"Hello\""))
    }

    @Test("An ambiguous query throws an error listing the candidates with their frames")
    func ambiguousListsCandidates() throws {
        let host = controlHost(HStack(spacing: 0) {
            Text("Same")
            Text("Same")
        })
        let error = try #require(throws: InteractionError.self) { try host.find(text: "Same") }
        #expect(error.kind == .ambiguous)
        #expect(error.message.contains("2 views match text \"Same\""))
        #expect(error.message.contains("Text(\"Same\") at (82, 191.5, 68, 17)"))
        #expect(error.message.contains("Text(\"Same\") at (150, 191.5, 68, 17)"))
        #expect(host.findAll(.text("Same")).count == 2)
    }

    @Test("Hidden views and the screens under a presentation are not found")
    @MainActor func hiddenViewsAreNotFound() throws {
        let host = controlHost(VStack {
            Text("Gone").hidden()
            Text("Faded").opacity(0)
            Text("Behind")
        }.sheet(isPresented: .constant(true)) { Text("In sheet") })
        #expect(host.findAll(.text("Gone")).isEmpty)
        #expect(host.findAll(.text("Faded")).isEmpty)
        #expect(host.findAll(.text("Behind")).isEmpty)
        #expect(host.findAll(.text("In sheet")).count == 1)
    }
}
