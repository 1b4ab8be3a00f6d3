import Arrange

/// A form with every control, written as an iOS developer writes one (issue 12's proof): text
/// fields, a secure field and a text editor; a toggle, slider, stepper, segmented and menu
/// pickers, a date picker and a colour picker; a progress view, a gauge and labelled content; a
/// disclosure group; and buttons with roles — in a `Form` under an inline navigation title with
/// cancel and confirm toolbar items. Expanding "Advanced" adds its rows below it.
struct AccountFormScreen: View {
    /// How often the account sends a summary.
    enum Frequency: String, CaseIterable, Identifiable {
        case daily = "Daily", weekly = "Weekly", monthly = "Monthly"
        var id: Self { self }
    }

    @State private var name = "Jane Appleseed"
    @State private var email = ""
    @State private var password = "hunter22"
    @State private var bio = "Gardener, cyclist, and occasional baker."
    @State private var isPublic = true
    @State private var volume = 0.6
    @State private var guests = 2
    @State private var frequency = Frequency.weekly
    @State private var language = "English"
    @State private var birthday = Date(timeIntervalSince1970: 631_152_000)
    @State private var favouriteColor = Color.orange
    @State private var showsAdvanced: Bool
    @State private var usesBetaFeatures = false

    private let storageUsed = 0.7

    /// The form; "Advanced" starts expanded when `showsAdvanced` is `true`.
    init(showsAdvanced: Bool = false) {
        _showsAdvanced = State(initialValue: showsAdvanced)
    }

    /// The screen.
    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                        .accessibilityIdentifier("name")
                    TextField("Email", text: $email, prompt: Text("name@example.com"))
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .accessibilityIdentifier("email")
                    SecureField("Password", text: $password)
                        .accessibilityIdentifier("password")
                    TextEditor(text: $bio)
                        .frame(height: 88)
                        .accessibilityIdentifier("bio")
                }

                Section("Preferences") {
                    Toggle("Public Profile", isOn: $isPublic)
                        .accessibilityIdentifier("public")
                    Slider(value: $volume) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                    .accessibilityIdentifier("volume")
                    Stepper("Guests: \(guests)", value: $guests, in: 1...8)
                        .accessibilityIdentifier("guests")
                    Picker("Summary", selection: $frequency) {
                        ForEach(Frequency.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .accessibilityIdentifier("frequency")
                    Picker("Language", selection: $language) {
                        ForEach(["English", "Deutsch", "Français"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.menu)
                    .accessibilityIdentifier("language")
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                        .accessibilityIdentifier("birthday")
                    ColorPicker("Favourite Colour", selection: $favouriteColor)
                        .accessibilityIdentifier("colour")
                }

                Section("Storage") {
                    ProgressView(value: storageUsed) {
                        Text("iCloud")
                    } currentValueLabel: {
                        Text(storageUsed, format: .percent)
                    }
                    .accessibilityIdentifier("storage")
                    Gauge(value: storageUsed) {
                        Text("Photos")
                    }
                    .accessibilityIdentifier("gauge")
                    LabeledContent("Plan", value: "200 GB")
                        .accessibilityIdentifier("plan")
                }

                Section {
                    DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                        Toggle("Beta Features", isOn: $usesBetaFeatures)
                            .accessibilityIdentifier("beta")
                        LabeledContent("Account ID", value: "4F2A-19C7")
                    }
                    .accessibilityIdentifier("advanced")
                }

                Section {
                    Button("Save Changes") {}
                        .accessibilityIdentifier("save")
                    Button("Delete Account", role: .destructive) {}
                        .accessibilityIdentifier("delete")
                }
            }
            .navigationTitle("Account")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                        .accessibilityIdentifier("done")
                }
            }
        }
    }
}
