import Arrange

/// A settings screen written as an iOS developer writes one (issue 12's proof): a
/// `NavigationStack` with a large title over a `Form` of sections — toggles with labels,
/// navigation links with values, menu pickers, a header and a footer. Turning notifications off
/// removes the two rows below that toggle, as `if` in a `Section` does in SwiftUI.
struct SettingsScreen: View {
    /// The appearance the "Appearance" picker chooses.
    enum Appearance: String, CaseIterable, Identifiable {
        case automatic = "Automatic", light = "Light", dark = "Dark"
        var id: Self { self }
    }

    @State private var airplaneMode = false
    @State private var appearance = Appearance.automatic
    @State private var boldText = false
    @State private var autoLock = 30
    @State private var allowsNotifications: Bool
    @State private var sounds = true
    @State private var badges = true

    /// A settings screen whose "Allow Notifications" toggle starts as `allowsNotifications`.
    init(allowsNotifications: Bool = true) {
        _allowsNotifications = State(initialValue: allowsNotifications)
    }

    /// The screen.
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    NavigationLink {
                        Text("Apple Account")
                    } label: {
                        HStack(spacing: 12) {
                            Image(systemName: "person.crop.circle.fill")
                                .font(.largeTitle)
                                .foregroundStyle(.gray)
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Jane Appleseed").font(.title3)
                                Text("Apple Account, iCloud, and more").font(.footnote)
                            }
                        }
                        .accessibilityIdentifier("profile")
                    }
                }

                Section {
                    Toggle(isOn: $airplaneMode) {
                        Label("Airplane Mode", systemImage: "airplane")
                    }
                    .accessibilityIdentifier("airplane")
                    NavigationLink {
                        Text("Wi-Fi")
                    } label: {
                        LabeledContent {
                            Text(airplaneMode ? "Off" : "Home")
                        } label: {
                            Label("Wi-Fi", systemImage: "wifi")
                        }
                    }
                    .accessibilityIdentifier("wifi")
                    NavigationLink {
                        Text("Battery")
                    } label: {
                        Label("Battery", systemImage: "battery.100")
                    }
                }

                Section {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { appearance in
                            Text(appearance.rawValue).tag(appearance)
                        }
                    }
                    .accessibilityIdentifier("appearance")
                    Toggle("Bold Text", isOn: $boldText)
                    Picker("Auto-Lock", selection: $autoLock) {
                        Text("30 Seconds").tag(30)
                        Text("1 Minute").tag(60)
                        Text("Never").tag(0)
                    }
                } header: {
                    Text("Display")
                } footer: {
                    Text("Automatic switches between light and dark at sunset.")
                        .accessibilityIdentifier("display-footer")
                }

                Section("Notifications") {
                    Toggle("Allow Notifications", isOn: $allowsNotifications)
                        .accessibilityIdentifier("notifications")
                    if allowsNotifications {
                        Toggle("Sounds", isOn: $sounds)
                        Toggle("Badges", isOn: $badges)
                    }
                }

                Section {
                    NavigationLink("About") { Text("About") }
                        .accessibilityIdentifier("about")
                    NavigationLink("Software Update") { Text("Software Update") }
                        .badge(1)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
