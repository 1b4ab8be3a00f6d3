import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Observation
import OpenCombine
import Testing

@Observable final class Library {
    var title = "Dune"
    var books = 3
}

private struct BookEditor: View {
    @Environment(Library.self) private var library
    var body: some View {
        @Bindable var library = library
        VStack {
            Text("\(library.title) \(library.books)").id("summary")
            TextField("Title", text: $library.title).id("title")
            Button("More") { library.books += 1 }
        }
    }
}

private struct OptionalReader: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library?.title ?? "none").id("optional") }
}

private struct BindableChild: View {
    @Bindable var library: Library
    var body: some View { Stepper("\(library.books)", value: $library.books).id("stepper") }
}

@Suite("@Environment(Model.self), environment(_:) and @Bindable")
@MainActor struct ObservableEnvironmentTests {
    @Test("A view reads the observable object an enclosing view supplies; bindings through @Bindable write it and update the view")
    func environmentObjectOfType() throws {
        let library = Library()
        let host = controlHost(BookEditor().environment(library))
        #expect(try host.find("summary").text == "Dune 3")
        try host.tap("More")
        #expect(try host.find("summary").text == "Dune 4")
        #expect(library.books == 4)
        try host.type("!", into: "title")
        #expect(try host.find("summary").text == "Dune! 4")
        library.title = "Emma"
        #expect(try host.find("summary").text == "Emma 4")
    }

    @Test("Without a supplied object the view is left out with a diagnostic; the optional form reads nil")
    func missingObject() throws {
        let host = controlHost(VStack { BookEditor(); OptionalReader() })
        #expect(host.findAll("summary").isEmpty)
        #expect(host.diagnostics.contains { $0.contains("Library") })
        #expect(try host.find("optional").text == "none")
        let supplied = controlHost(OptionalReader().environment(Library()))
        #expect(try supplied.find("optional").text == "Dune")
    }

    @Test("@Bindable as a view's property makes bindings to the object's properties")
    func bindableProperty() throws {
        let library = Library()
        let host = controlHost(BindableChild(library: library))
        try host.increment("stepper")
        #expect(library.books == 4)
    }
}

private struct Tabs: View {
    @SceneStorage("tests.selectedTab") var tab = 0
    var body: some View {
        Button("Tab \(tab)") { tab += 1 }.id("tab")
    }
}

private struct Refreshing: View {
    @Environment(\.refresh) private var refresh
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        VStack {
            Text(refresh == nil ? "no refresh" : "refresh").id("refresh")
            Text(isSearching ? "searching" : "idle").id("searching")
            Button("Stop") { dismissSearch() }
        }
    }
}

private struct SearchScreen: View {
    @State var text = "abc"
    @State var presented = true
    var body: some View {
        VStack {
            Text("[\(text)]").id("text")
            Refreshing().searchable(text: $text, isPresented: $presented)
        }
    }
}

private final class Counter: UIView {
    var updates = 0
    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: UIView.noIntrinsicMetric) }
}

private struct CounterRepresentable: UIViewRepresentable {
    let calls: Box<[String]>
    func makeCoordinator() -> String { "coordinator" }
    func makeUIView(context: Context) -> Counter {
        calls.value.append("make \(context.coordinator)")
        return Counter()
    }
    func updateUIView(_ uiView: Counter, context: Context) {
        uiView.updates += 1
        calls.value.append("update \(uiView.updates)")
    }
}

private struct Picker: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        return picker
    }
    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
}

@MainActor private final class Delegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

private final class Session: ObservableObject {
    @Published var user = "Ada"
}

private struct Home: View {
    @EnvironmentObject var session: Session
    @Environment(\.layoutDirection) private var direction
    var body: some View { Text("Home \(session.user) \(direction == .rightToLeft ? "rtl" : "ltr")").id("home") }
}

private struct SampleApp: App {
    @UIApplicationDelegateAdaptor(Delegate.self) var delegate
    var body: some Scene {
        WindowGroup {
            Home()
        }
        .environmentObject(Session())
        .environment(\.layoutDirection, .rightToLeft)
    }
}

@Suite("Scene storage, environment actions, UIKit representables and apps")
@MainActor struct AppAndUIKitTests {
    @Test("@SceneStorage keeps a value per key that views using the key share")
    func sceneStorage() throws {
        let host = controlHost(VStack { Tabs(); Tabs() })
        let first = host.findAll("tab")[0].frame
        try host.tap(at: CGPoint(x: first.midX, y: first.midY))
        #expect(host.findAll("tab").map(\.text) == ["Tab 1", "Tab 1"])
    }

    @Test("\\.refresh is the refreshable action inside a refreshable view, nil outside")
    func refreshAction() throws {
        #expect(try controlHost(Refreshing()).find("refresh").text == "no refresh")
        #expect(try controlHost(Refreshing().refreshable {}).find("refresh").text == "refresh")
    }

    @Test("\\.isSearching follows searchable's isPresented binding; dismissSearch clears the text and ends it")
    func searching() throws {
        let host = controlHost(SearchScreen())
        #expect(try host.find("searching").text == "searching")
        try host.tap("Stop")
        #expect(try host.find("searching").text == "idle")
        #expect(try host.find("text").text == "[]")
    }

    @Test("A UIViewRepresentable's make runs once and update at each build; its placeholder takes the intrinsic width and the proposed height")
    func viewRepresentable() throws {
        let calls = Box<[String]>([])
        let host = HostingView(rootView: CounterRepresentable(calls: calls).id("uikit"), size: CGSize(width: 300, height: 200))
        #expect(host.frame(of: "uikit") == CGRect(x: 90, y: 0, width: 120, height: 200))
        #expect(calls.value.first == "make coordinator")
        #expect(calls.value.contains("update 1"))
        #expect(host.diagnostics.contains { $0.contains("Counter is a UIKit view") })
    }

    @Test("A UIViewControllerRepresentable takes the size proposed")
    func controllerRepresentable() throws {
        let host = HostingView(rootView: Picker().id("picker"), size: CGSize(width: 300, height: 200))
        #expect(host.frame(of: "picker") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test("An app (with a delegate adaptor) shows its WindowGroup's content with the scene's modifiers in its first window")
    func app() throws {
        let app = SampleApp()
        let content = try #require(app.body._firstWindowContent)
        let host = HostingView(rootView: content, size: CGSize(width: 390, height: 844))
        #expect(try host.find("home").text == "Home Ada rtl")
        #expect(EnvironmentValues().scenePhase == .active)
    }

    @Test("UIApplication.shared.windows has the screen's window, with its safe area; UIHostingController keeps its root view")
    func windows() throws {
        let window = try #require(UIApplication.shared.windows.first)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.safeAreaInsets == UIScreen.main.safeAreaInsets)
        #expect(UIApplication.shared.keyWindow?.isKeyWindow == true)
        let controller = UIHostingController(rootView: Text("Root"))
        #expect(HostingView(rootView: controller.rootView.id("root"), size: CGSize(width: 100, height: 40)).frame(of: "root")?.width ?? 0 > 0)
    }

    @Test("navigationViewStyle(.stack) lays a NavigationView out as it is (one column on a phone)")
    func navigationViewStyle() {
        let plain = phoneHost(NavigationView { Color.red.id("content") })
        let stacked = phoneHost(NavigationView { Color.red.id("content") }.navigationViewStyle(.stack))
        #expect(plain.frame(of: "content") == stacked.frame(of: "content"))
    }
}
