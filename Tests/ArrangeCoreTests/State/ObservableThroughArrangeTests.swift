// Only `import Arrange`, as a SwiftUI file has only `import SwiftUI`: `@Observable` must come
// with it (Arrange re-exports Observation, as SwiftUI does).
import ArrangeCore
import ArrangeText
import Foundation
import Observation
import Testing

@Observable private final class Counter: @unchecked Sendable {
    var count = 0
}

@Suite @MainActor struct ObservableThroughArrangeTests {
    @Test func observableComesWithImportArrange() throws {
        struct Screen: View {
            let counter: Counter
            var body: some View {
                Button("Add") { counter.count += 1 }
                Text("\(counter.count)")
            }
        }
        let counter = Counter()
        let host = HostingView(rootView: VStack { Screen(counter: counter) }, size: CGSize(width: 200, height: 100))
        try host.tap("Add")
        #expect(host.findAll(.text("1")).count == 1)
    }
}
