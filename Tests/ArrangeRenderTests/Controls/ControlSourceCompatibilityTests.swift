import ArrangeCore
import ArrangeRender
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// Control one-liners as SwiftUI code writes them (only the import changed): each must compile
/// and resolve to the overload SwiftUI picks.
struct ControlOneLiners: View {
    @State private var on = false
    @State private var value = 0.5
    @State private var floatValue: Float = 2
    @State private var count = 1
    @State private var text = ""
    @State private var choice = "a"
    @State private var optionalChoice: String? = nil
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var color = Color.red
    @State private var expanded = false
    let url = URL(fileURLWithPath: "/")

    var body: some View {
        VStack {
            Group {
                Toggle("On", isOn: $on)
                Toggle(isOn: $on) { Text("On") }
                Toggle("On", systemImage: "bolt", isOn: $on).toggleStyle(.button)
                Toggle(isOn: $on) { Label("On", systemImage: "bolt") }.toggleStyle(.switch).tint(.orange)
                Slider(value: $value)
                Slider(value: $value, in: 0...1)
                Slider(value: $floatValue, in: 0...10, step: 0.5)
                Slider(value: $value, in: 0...1) { Text("Volume") }
                Slider(value: $value, in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                Slider(value: $value, onEditingChanged: { _ in })
            }
            Group {
                Stepper("Count", value: $count)
                Stepper("Count: \(count)", value: $count, in: 0...10, step: 2)
                Stepper(value: $count, in: 1...10) { Text("Count") }
                Stepper("Custom", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
                Picker("Choice", selection: $choice) { Text("A").tag("a"); Text("B").tag("b") }
                Picker("Choice", selection: $choice) { ForEach(["a", "b"], id: \.self) { Text($0) } }.pickerStyle(.segmented)
                Picker(selection: $optionalChoice) { Text("None").tag(String?.none); Text("A").tag("a") } label: { Text("Optional") }
                Picker("Choice", selection: $choice) { Text("A").tag("a") }.pickerStyle(.wheel)
                Picker("Choice", selection: $choice) { Text("A").tag("a") }.pickerStyle(.inline)
                Picker("Choice", selection: $choice) { Text("A").tag("a") }.pickerStyle(.navigationLink)
            }
            Group {
                Picker("Choice", selection: $choice) { Text("A").tag("a") }.pickerStyle(.automatic)
                Picker("Choice", selection: $choice) { Text("A").tag("a") }.pickerStyle(.menu)
                Picker("Choice", selection: $choice) { Text("A").tag("a") }.pickerStyle(.palette)
                TextField("Name", text: $text)
                TextField("Name", text: $text, prompt: Text("Required"))
                TextField("Bio", text: $text, axis: .vertical).lineLimit(3)
                TextField(text: $text, prompt: Text("Prompt")) { Text("Label") }
                SecureField("Password", text: $text).textFieldStyle(.roundedBorder)
                TextEditor(text: $text).frame(height: 100)
                TextField("Name", text: $text).textFieldStyle(.plain)
            }
            Group {
                ProgressView()
                ProgressView("Loading")
                ProgressView(value: 0.4)
                ProgressView(value: 40, total: 100) { Text("Upload") } currentValueLabel: { Text("40%") }
                ProgressView("Upload", value: 0.4).progressViewStyle(.linear)
                ProgressView().progressViewStyle(.circular).controlSize(.large)
                Gauge(value: 0.4) { Text("Fuel") }
                Gauge(value: 40, in: 0...100) { Text("Speed") } currentValueLabel: { Text("40") }.gaugeStyle(.accessoryCircular)
                Gauge(value: 0.4) { Text("Temp") } currentValueLabel: { Text("4") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
                LabeledContent("Version", value: "1.0")
            }
            Group {
                LabeledContent("Name") { Text("Arrange") }
                GroupBox("Box") { Text("Inside") }
                GroupBox { Text("Inside") } label: { Label("Box", systemImage: "shippingbox") }
                DisclosureGroup("More") { Text("Hidden") }
                DisclosureGroup("More", isExpanded: $expanded) { Text("Shown") }
                Menu("Menu") { Button("A") {}; Button("B", role: .destructive) {} }
                Menu { Button("A") {} } label: { Label("Menu", systemImage: "ellipsis.circle") }
                ControlGroup { Button("A") {}; Button("B") {} }
                DatePicker("Date", selection: $date)
                DatePicker("Date", selection: $date, displayedComponents: [.date])
            }
            Group {
                DatePicker("From", selection: $date, in: Date(timeIntervalSince1970: 0)...).datePickerStyle(.compact)
                ColorPicker("Colour", selection: $color)
                ColorPicker("Colour", selection: $color, supportsOpacity: false)
                Button("Delete", role: .destructive) {}
                Button("Share", systemImage: "square.and.arrow.up") {}
                Button(role: .cancel) {} label: { Text("Cancel") }
                Link("Docs", destination: url)
                Link(destination: url) { Label("Docs", systemImage: "book") }
                Label("Star", systemImage: "star").labelStyle(.iconOnly)
                Label("Photo", image: "photo").labelStyle(.titleOnly)
            }
        }
        .tint(.purple)
        .accentColor(.purple)
        .disabled(false)
        .controlSize(.regular)
    }
}

@Suite("Controls: SwiftUI one-liners")
@MainActor struct ControlSourceCompatibilityTests {
    @Test("Sixty control one-liners as SwiftUI writes them compile and lay out in a phone-width column")
    func oneLinersLayOut() {
        let host = controlHost(ControlOneLiners(), width: 390, height: 4000)
        #expect(host.rootFrame.width == 390)
        #expect(host.rootFrame.height > 1000)
    }
}
