import SwiftUI
import Testing
import ViewInspector

/// The module from Swift Testing: the same calls, in `@Test` functions on the main actor.
@MainActor
@Suite struct ViewInspectorSwiftTesting {
    @Test func textOfACustomView() throws {
        #expect(try GreetingView().inspect().text().string() == "Hello, world!")
    }

    @Test func stateWithoutTheInspectionHelper() throws {
        let sut = CounterView()
        try sut.inspect().find(button: "Add").tap()
        #expect(try sut.inspect().find(ViewType.Text.self).string() == "Count: 1")
    }

    @Test func errorsCarryViewInspectorsMessages() {
        #expect(throws: InspectionError.searchFailure(skipped: 0, blockers: [])) {
            try GreetingView().inspect().find(text: "Goodbye")
        }
    }

    @Test func hostedViewRunsItsOnAppear() throws {
        let sut = AppearingView()
        ViewHosting.host(view: sut)
        defer { ViewHosting.expel() }
        #expect(try sut.inspect().text().string() == "Shown")
    }

    @Test func asyncInspectionOfTheHostedView() async throws {
        let sut = InspectedCounter()
        ViewHosting.host(view: sut)
        defer { ViewHosting.expel() }
        try await sut.inspection.inspect(after: .zero) { view in
            try view.vStack().button(1).tap()
        }
        try await sut.inspection.inspect(after: .milliseconds(20)) { view in
            let text = try view.vStack().text(0).string()
            #expect(text == "1")
        }
    }

    @Test func implicitAnyViewStepsThroughAnAnyViewOnly() throws {
        #expect(try AnyView(Text("a")).inspect().implicitAnyView().text().pathToRoot == "anyView().text()")
        #expect(try Text("a").inspect().implicitAnyView().text().string() == "a")
    }
}
