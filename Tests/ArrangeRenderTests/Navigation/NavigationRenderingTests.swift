import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// An inbox: a list in a navigation stack with a large title and toolbar items.
struct InboxScreen: View {
    let messages = ["Dinner on Friday?", "Your receipt", "Build passed", "Weekly report"]
    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    ForEach(messages, id: \.self) { subject in
                        NavigationLink(value: subject) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(subject).font(.headline)
                                Text("Tap to read").font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section {
                    Text("Archive").badge(12)
                    Text("Trash")
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("New") {} }
            }
        }
    }
}

/// A settings-style form.
struct SettingsForm: View {
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text("Airplane Mode")
                    NavigationLink("Wi-Fi", value: "wifi")
                    NavigationLink("Bluetooth", value: "bt")
                } header: {
                    Text("Connections")
                } footer: {
                    Text("Wireless settings for this device.")
                }
                Section("General") {
                    NavigationLink("About", value: "about")
                    Text("Storage").badge("64 GB")
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@Suite @MainActor struct NavigationRenderingTests {
    private func render<V: View>(_ view: V) throws -> Data {
        let host = HostingView(rootView: view, size: CGSize(width: 390, height: 844),
                               safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(host.diagnostics.isEmpty)
        // Drawn from the host, whose layout has settled (the bars' heights come from the
        // content's preferences) and which has a phone's safe area.
        return try CairoRenderer.png(DisplayList(host: host, scale: 2), scale: 2)
    }

    @Test func inboxRenders() throws {
        let png = try render(InboxScreen())
        let host = HostingView(rootView: InboxScreen(), size: CGSize(width: 390, height: 844),
                               safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(host.dump().contains("Text(\"Inbox\") (16, 94, 88, 41)"))
        #expect(png.count > 10_000)
        if let dir = ProcessInfo.processInfo.environment["ARRANGE_RENDER_DIR"] {
            try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("inbox.png"))
        }
    }

    @Test func settingsFormRenders() throws {
        let png = try render(SettingsForm())
        #expect(png.count > 10_000)
        if let dir = ProcessInfo.processInfo.environment["ARRANGE_RENDER_DIR"] {
            try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("settings.png"))
        }
    }

    @Test func tabViewWithAlertRenders() throws {
        let view = TabView {
            InboxScreen()
                .alert("Delete message?", isPresented: .constant(true)) {
                    Button("Cancel") {}
                    Button("Delete") {}
                } message: {
                    Text("This cannot be undone.")
                }
                .tabItem { Image(systemName: "tray"); Text("Inbox") }
            SettingsForm().tabItem { Image(systemName: "gear"); Text("Settings") }
        }
        let png = try render(view)
        #expect(png.count > 10_000)
        if let dir = ProcessInfo.processInfo.environment["ARRANGE_RENDER_DIR"] {
            try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("tabs-alert.png"))
        }
    }

    @Test func sheetAndDialogRender() throws {
        let view = SettingsForm()
            .sheet(isPresented: .constant(true)) {
                NavigationStack {
                    Form { Text("Name") }
                        .navigationTitle("New Contact")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                        }
                        .confirmationDialog("Discard?", isPresented: .constant(true)) {
                            Button("Discard Changes") {}
                        }
                }
            }
        let png = try render(view)
        #expect(png.count > 10_000)
        if let dir = ProcessInfo.processInfo.environment["ARRANGE_RENDER_DIR"] {
            try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("sheet-dialog.png"))
        }
    }
}
