import SwiftUI

@main
struct SampleAppApp: App {
    var body: some Scene {
        WindowGroup {
            PeopleView()
        }
    }
}
