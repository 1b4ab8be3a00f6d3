@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Interaction: setting values")
@MainActor struct ValueTests {
    @Test("Setting a slider's value keeps it in the range and on its steps")
    @MainActor func slider() throws {
        let host = controlHost(StateHolder(0.0) { value in
            Slider(value: value, in: 0...10, step: 2).id("volume")
        })
        try host.setValue(5, of: "volume")
        // 5 is halfway between the steps 4 and 6: rounded away from zero, as the slider snaps.
        #expect(host.shown == "6.0")
        #expect(try host.find("volume").accessibilityValue == "60%")
        try host.setValue(15.0, of: "volume")
        #expect(host.shown == "10.0")
        try host.setValue(-3, of: "volume")
        #expect(host.shown == "0.0")
    }

    @Test("A slider without a step takes the value as it is")
    @MainActor func sliderContinuous() throws {
        let host = controlHost(StateHolder(Float(0)) { value in
            Slider(value: value, in: -1...1).id("pan")
        })
        try host.setValue(0.25, of: "pan")
        #expect(host.shown == "0.25")
    }

    @Test("Setting a stepper's value steps it there, within its bounds")
    @MainActor func stepper() throws {
        let host = controlHost(StateHolder(0) { value in
            Stepper("Count", value: value, in: 0...5, step: 2).id("count")
        })
        try host.setValue(3, of: "count")
        // 0 → 2 → 4: the first value at or past 3.
        #expect(host.shown == "4")
        try host.increment("count")
        #expect(host.shown == "5")
        try host.increment("count")
        #expect(host.shown == "5")
        try host.decrement("count")
        #expect(host.shown == "3")
        try host.setValue(0, of: "count")
        #expect(host.shown == "0")
    }

    @Test("A stepper made with closures steps through increment and decrement")
    @MainActor func stepperClosures() throws {
        let log = Box<[String]>([])
        let host = controlHost(Stepper("Level", onIncrement: { log.value.append("+") }, onDecrement: { log.value.append("-") }))
        try host.increment("Level")
        try host.decrement("Level")
        #expect(log.value == ["+", "-"])
        let error = try #require(throws: InteractionError.self) { try host.setValue(3, of: "Level") }
        #expect(error.kind == .notActionable)
    }

    @Test("Setting a menu picker's value selects the option with that tag and shows it")
    @MainActor func menuPicker() throws {
        let host = controlHost(StateHolder("v") { flavor in
            Picker("Flavor", selection: flavor) {
                Text("Vanilla").tag("v")
                Text("Chocolate").tag("c")
            }
            .pickerStyle(.menu)
            .id("flavor")
        })
        try host.setValue("c", of: "flavor")
        #expect(host.shown == "c")
        #expect(try host.find(text: "Chocolate").frame.size == CGSize(width: 9 * 17, height: 17))
        #expect(host.findAll(.text("Vanilla")).isEmpty)
        #expect(try host.find("flavor").value as? String == "c")
    }

    @Test("Setting a segmented, wheel, inline or navigation-link picker's value selects the option", arguments: ["segmented", "wheel", "inline", "navigationLink"])
    @MainActor func otherPickerStyles(style: String) throws {
        let host = controlHost(StateHolder(1) { number in
            let picker = Picker("Number", selection: number) {
                ForEach(1..<4) { Text("N\($0)") }
            }
            switch style {
            case "segmented": picker.pickerStyle(.segmented).id("number")
            case "wheel": picker.pickerStyle(.wheel).id("number")
            case "inline": picker.pickerStyle(.inline).id("number")
            default: picker.pickerStyle(.navigationLink).id("number")
            }
        })
        try host.setValue(3, of: "number")
        #expect(host.shown == "3")
        #expect(try host.find("number").value as? Int == 3)
    }

    @Test("A picker refuses a value no option is tagged with, and a value of another type")
    @MainActor func pickerErrors() throws {
        let host = controlHost(Picker("Flavor", selection: .constant("v")) {
            Text("Vanilla").tag("v")
            Text("Chocolate").tag("c")
        }.id("flavor"))
        let missing = try #require(throws: InteractionError.self) { try host.setValue("x", of: "flavor") }
        #expect(missing.kind == .noSuchOption)
        #expect(missing.message.contains("\"v\", \"c\""))
        let wrongType = try #require(throws: InteractionError.self) { try host.setValue(3, of: "flavor") }
        #expect(wrongType.kind == .wrongValueType)
    }

    @Test("Setting a toggle or disclosure group to a Bool sets it")
    @MainActor func toggleValue() throws {
        let host = controlHost(StateHolder(false) { isOn in Toggle("Wi-Fi", isOn: isOn).id("wifi") })
        try host.setValue(true, of: "wifi")
        #expect(host.shown == "true")
        try host.setValue(true, of: "wifi")
        #expect(host.shown == "true")
    }

    @Test("Setting a date picker's date keeps it in the picker's range")
    @MainActor func datePicker() throws {
        let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 86_400)
        let date = Box(start)
        let host = controlHost(DatePicker("Due", selection: date.binding, in: start...end).id("due"))
        try host.setValue(Date(timeIntervalSince1970: 3_600), of: "due")
        #expect(date.value == Date(timeIntervalSince1970: 3_600))
        try host.setValue(Date(timeIntervalSince1970: 1_000_000), of: "due")
        #expect(date.value == end)
        #expect(throws: InteractionError.self) { try host.setValue("tomorrow", of: "due") }
    }

    @Test("Setting a colour picker's colour writes it")
    @MainActor func colorPicker() throws {
        let color = Box(Color.blue)
        let host = controlHost(ColorPicker("Tint", selection: color.binding))
        try host.setValue(Color.red, of: "Tint")
        #expect(color.value == Color.red)
    }

    @Test("A value of the wrong type is refused with its type named")
    @MainActor func wrongValueType() throws {
        let host = controlHost(Slider(value: .constant(0.5)).id("volume"))
        let error = try #require(throws: InteractionError.self) { try host.setValue("loud", of: "volume") }
        #expect(error.kind == .wrongValueType)
        #expect(error.message == "Slider takes a number, not String (\"loud\").")
    }

    @Test("A disabled slider refuses a value")
    @MainActor func disabledSlider() throws {
        let value = Box(0.5)
        let host = controlHost(Slider(value: value.binding).disabled(true).id("volume"))
        let error = try #require(throws: InteractionError.self) { try host.setValue(1, of: "volume") }
        #expect(error.kind == .disabled)
        #expect(value.value == 0.5)
    }
}
