import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation

/// A form with every control, written as SwiftUI code (only the import changed): the sample
/// the rendering tests draw in light and dark.
struct EveryControlForm: View {
    @State private var notifications = true
    @State private var airplane = false
    @State private var volume = 0.6
    @State private var brightness = 40.0
    @State private var count = 3
    @State private var flavor = "Vanilla"
    @State private var size = 1
    @State private var name = ""
    @State private var password = "secret"
    @State private var notes = "Notes go here."
    @State private var expanded = true
    @State private var date = Date(timeIntervalSince1970: 1_764_000_000)
    @State private var color = Color.orange

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Favourites", systemImage: "star")
            HStack {
                Button("Save") {}
                Button("Delete", role: .destructive) {}
                Button("Share", systemImage: "square.and.arrow.up") {}
                Link("Help", destination: URL(string: "https://example.com")!)
            }
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            Toggle("Notifications", isOn: $notifications)
            Toggle("Airplane mode", isOn: $airplane)
            Slider(value: $volume)
            Slider(value: $brightness, in: 0...100, step: 10) {
                Text("Brightness")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            Stepper("Count: \(count)", value: $count, in: 0...10)
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
            HStack {
                Text("Flavor")
                Spacer()
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0).tag($0) }
                }
            }
            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
            ProgressView(value: 0.3) { Text("Downloading") } currentValueLabel: { Text("30%") }
            HStack {
                ProgressView()
                Gauge(value: 0.7) { Text("Battery") }
            }
            LabeledContent("Version", value: "1.0")
            GroupBox("Group") { Text("Inside a group box") }
            DisclosureGroup("Details", isExpanded: $expanded) { Text("Shown when expanded") }
            Menu("Actions") { Button("One") {} }
            ControlGroup { Button("A") {}; Button("B") {} }
            DatePicker("Date", selection: $date)
            ColorPicker("Colour", selection: $color)
        }
        .padding()
    }
}
