import Combine
import SwiftUI

/// Views the tests inspect: small screens of the kinds ViewInspector's users test.
struct GreetingView: View {
    var body: some View {
        Text("Hello, world!")
    }
}

struct RowView: View {
    let title: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
    }
}

struct ListScreen: View {
    var body: some View {
        VStack {
            Text("Title").font(.headline).padding(8).id("title")
            AnyView(RowView(title: "First"))
            HStack {
                Text("A")
                Text("B").tag(2)
            }
        }
    }
}

struct CounterView: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
            Button("Reset") { count = 0 }.disabled(count == 0)
        }
    }
}

struct ConditionalView: View {
    let showsFirst: Bool
    var body: some View {
        HStack {
            if showsFirst {
                Text("1")
            }
            Text("2")
        }
    }
}

final class Settings: ObservableObject {
    @Published var name = "Ada"
}

struct NameView: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        Text(settings.name)
    }
}

struct AppearingView: View {
    @State var appeared = false
    var didAppear: ((Self) -> Void)?
    var body: some View {
        Text(appeared ? "Shown" : "Waiting")
            .onAppear {
                appeared = true
                didAppear?(self)
            }
    }
}

/// The helper ViewInspector's guide has users put in their app target.
final class Inspection<V> {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V) -> Void]()

    func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}

struct InspectedCounter: View {
    @State var count = 0
    let inspection = Inspection<Self>()
    var body: some View {
        VStack {
            Text("\(count)")
            Button("Increment") { count += 1 }
        }
        .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
    }
}

struct FormScreen: View {
    @State var name = ""
    @State var notifications = true
    @State var flavour = 1
    var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("Notifications", isOn: $notifications)
            Picker("Flavour", selection: $flavour) {
                Text("Vanilla").tag(1)
                Text("Chocolate").tag(2)
            }
            Section(header: Text("More")) {
                Link("Help", destination: URL(string: "https://example.com/help")!)
            }
        }
    }
}

struct Bordered: ViewModifier {
    let width: CGFloat
    func body(content: Content) -> some View {
        content.padding(width).overlay(Text("border"))
    }
}
