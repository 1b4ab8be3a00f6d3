import CoreData
import Foundation
import SwiftData
import Charts
import CoreLocation
import SwiftUI
import UniformTypeIdentifiers

// The samples of Sources/Arrange/Arrange.docc/Compatibility.md, compiled as they are written there (each line below that
// is a sample is checked against the table by `CompatibilityTableTests`) and laid out by it.

@Observable final class CompatibilityModel {
    var count = 0
}

/// Reads an observable model from the environment and binds to it.
struct CompatibilityCounter: View {
    @Environment(CompatibilityModel.self) private var model
    @AppStorage("compatibility.launches", store: UserDefaults(suiteName: "arrange.tests.compatibility")) private var launches = 0
    @SceneStorage("compatibility.tab") private var tab = 0

    var body: some View {
        @Bindable var model = model
        Stepper("\(model.count) \(launches) \(tab)", value: $model.count)
            .onReceive(Just(1)) { launches = $0 }
    }
}

final class CompatibilityStore: ObservableObject {
    @Published var name = "store"
}

/// Uses the environment actions.
struct CompatibilityDismissButton: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.refresh) private var refresh
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        Button(isSearching ? "Searching" : "Close") {
            dismiss()
            dismissSearch()
            if let url = URL(string: "https://example.com") { openURL(url) }
        }
        .disabled(refresh == nil)
    }
}

@Model final class CompatibilityNote {
    var title: String
    init(title: String) { self.title = title }
}

struct CompatibilityNotes: View {
    @Query(sort: \CompatibilityNote.title) private var notes: [CompatibilityNote]
    var body: some View {
        List(notes) { Text($0.title) }
    }
}

/// A Core Data stack with a model made in code, as tests and previews make one.
enum CompatibilityStack {
    static let container: NSPersistentContainer = {
        let entity = NSEntityDescription()
        entity.name = "CompatibilityEntry"
        entity.managedObjectClassName = "CompatibilityEntry"
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        entity.properties = [title]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        let container = NSPersistentContainer(name: "Compatibility", managedObjectModel: model)
        container.loadPersistentStores { _, _ in }
        CompatibilityEntry(context: container.viewContext).title = "First"
        return container
    }()
}

final class CompatibilityEntry: NSManagedObject, Identifiable {
    var title: String? { get { _managedValue(forKey: "title") } set { _setManagedValue(newValue, forKey: "title") } }
}

/// A list of Core Data objects fetched by `@FetchRequest`.
struct CompatibilityEntries: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)], predicate: NSPredicate(format: "title != nil")) private var entries: FetchedResults<CompatibilityEntry>
    var body: some View {
        List(entries) { Text($0.title ?? "") }
    }
}

/// A UIKit view wrapped for SwiftUI.
struct CompatibilityUIKitView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemBlue
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

extension ColorResource {
    static let compatibilityBrand = ColorResource(name: "CompatibilityBrand", bundle: .main)
}

/// Every sample of the table, by area, as written there.
@MainActor enum CompatibilitySamples {
    static var views: [AnyView] {
        [
            AnyView(HStack(alignment: .firstTextBaseline) { Text("Total"); Spacer(); Text("$4") }.padding().frame(maxWidth: .infinity)),
            AnyView(ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(0..<6, id: \.self) { Text("\($0)") } } }),
            AnyView(Text("**Bold** and ") + Text("red").foregroundStyle(.red)),
            AnyView(Text("greeting").environment(\.locale, Locale(identifier: "fr_FR"))),
            AnyView(Image(systemName: "star.fill").imageScale(.large).foregroundStyle(.yellow)),
            AnyView(Circle().rotation(.degrees(45)).fill(.blue.gradient).colorMultiply(.yellow).shadow(radius: 4)),
            AnyView(GlassEffectContainer { Text("Glass").padding().glassEffect(.regular.tint(.blue)) }),
            AnyView(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)),
            AnyView(List { Section("Account") { Text("Name") } }.listStyle(.insetGrouped)),
            AnyView(NavigationView { Text("Inbox").navigationBarTitle("Mail", displayMode: .inline) }.navigationViewStyle(.stack)),
            AnyView(Text("x").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }),
            AnyView(CompatibilityCounter().environment(CompatibilityModel())),
            AnyView(CompatibilityDismissButton()),
            AnyView(CompatibilityNotes().modelContainer(for: CompatibilityNote.self, inMemory: true)),
            AnyView(Text("x").animation(true ? .easeInOut : .none, value: 1).transition(.opacity)),
            AnyView(Text("x").onTapGesture { }.gesture(DragGesture())),
            AnyView(CompatibilityUIKitView()),
            AnyView(Color(.compatibilityBrand)),
            AnyView(Text("x").previewLayout(.sizeThatFits).previewDevice("iPhone 13 Pro").previewDisplayName("x")),
            AnyView(Text(String(localized: "Done \(3)"))),
            AnyView(ShareLink(item: URL(string: "https://example.com")!)),
            AnyView(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Units", 5)) }.chartYAxis { AxisMarks(position: .leading) }),
            AnyView(CompatibilityEntries().environment(\.managedObjectContext, CompatibilityStack.container.viewContext)),
            AnyView(Text(CLLocation(latitude: 48.85, longitude: 2.35).distance(from: CLLocation(latitude: 51.51, longitude: -0.13)).formatted() + UTType.json.identifier)),
        ]
    }

    static var scenes: some Scene {
        WindowGroup { Text("App") }.environmentObject(CompatibilityStore())
    }
}
