@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// A login form with focus state, as SwiftUI code writes it.
private struct LoginForm: View {
    enum Field: Hashable { case user, password }
    @FocusState private var focused: Field?
    @FocusState private var agreed: Bool
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: focused == .user ? 60 : 40, height: 10)
                .focused($focused, equals: .user).accessibilityIdentifier("user")
            Color.red.frame(width: 40, height: 10)
                .focused($focused, equals: .password).accessibilityIdentifier("password")
            Color.blue.frame(width: agreed ? 30 : 20, height: 10).focused($agreed).accessibilityIdentifier("agree")
        }
    }
}

/// Reads the environment values the input and scroll modifiers set.
private struct EnvironmentProbe: View {
    @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.verticalScrollIndicatorVisibility) private var vertical
    @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
    var body: some View {
        Color.red.frame(width: autocorrectionDisabled ? 20 : 10, height: isScrollEnabled ? 10 : 20)
            .accessibilityValue("\(vertical == .hidden) \(horizontal == .hidden)")
            .accessibilityIdentifier("probe")
    }
}

@Suite @MainActor struct InputModifierTests {
    @Test func inputAndSystemModifiersLeaveEveryFrameAsItWas() {
        @State var query = ""
        let plain = AnnotationSampleCard(inner: Text("Field"))
        let modified = AnnotationSampleCard(inner: Text("Field")
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .textContentType(.username)
            .submitLabel(.go)
            .onSubmit {}
            .onSubmit(of: .search) {}
            .focusable()
            .searchable(text: $query, prompt: "Search")
            .refreshable {}
            .scrollContentBackground(.hidden)
            .scrollIndicators(.never)
            .scrollDisabled(true)
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
            .sensoryFeedback(.success, trigger: query))
        #expect(layoutFrames(of: modified) == layoutFrames(of: plain))
    }

    @Test func focusStateRecordsWhichViewItNamesAndFocusingOneUpdatesTheView() {
        let host = HostingView(rootView: LoginForm(), size: CGSize(width: 100, height: 100))
        let focusedBefore = host.annotatedViews.map { view in view.annotations.contains { if case .focused(let r) = $0 { r.isFocused } else { false } } }
        #expect(focusedBefore == [false, false, false])
        let focused = host.annotatedView(withAccessibilityIdentifier: "user")?.focus()
        #expect(focused == true)
        #expect(host.frame(ofAccessibilityIdentifier: "user")?.width == 60)
        host.annotatedView(withAccessibilityIdentifier: "agree")?.focus()
        #expect(host.frame(ofAccessibilityIdentifier: "agree")?.width == 30)
        let focusedAfter = host.annotatedViews.map { view in view.annotations.contains { if case .focused(let r) = $0 { r.isFocused } else { false } } }
        #expect(focusedAfter == [true, false, true])
    }

    @Test func textInputTraitsAreRecorded() {
        let host = HostingView(rootView: Color.red
            .keyboardType(.decimalPad)
            .textInputAutocapitalization(.words)
            .textContentType(.oneTimeCode)
            .submitLabel(.search)
            .accessibilityIdentifier("field"), size: CGSize(width: 10, height: 10))
        let entries = host.annotatedView(withAccessibilityIdentifier: "field")?.annotations.compactMap { annotation -> String? in
            switch annotation {
            case .keyboardType(let type): "keyboard \(type)"
            case .textInputAutocapitalization(let mode): "caps \(mode == .words)"
            case .textContentType(let type): "content \(type?.rawValue ?? "none")"
            case .submitLabel(let label): "submit \(label.name)"
            default: nil
            }
        }
        #expect(entries == ["keyboard decimalPad", "caps true", "content oneTimeCode", "submit search"])
    }

    @Test func onSubmitRunsForItsTriggers() {
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        let log = Log()
        let host = HostingView(rootView: Color.red
            .onSubmit { log.entries.append("text") }
            .onSubmit(of: .search) { log.entries.append("search") }
            .accessibilityIdentifier("f"), size: CGSize(width: 10, height: 10))
        let view = host.annotatedView(withAccessibilityIdentifier: "f")
        #expect(view?.submit() == true)
        #expect(view?.submit(.search) == true)
        #expect(log.entries == ["text", "search"])
    }

    @Test func environmentValuesFollowTheModifiers() {
        let plain = HostingView(rootView: EnvironmentProbe(), size: CGSize(width: 100, height: 100))
        #expect(plain.frame(ofAccessibilityIdentifier: "probe")?.size == CGSize(width: 10, height: 10))
        #expect(plain.annotatedView(withAccessibilityIdentifier: "probe")?.accessibilityValue == "false false")
        let modified = HostingView(rootView: EnvironmentProbe().autocorrectionDisabled().scrollDisabled(true).scrollDisabled(false).scrollIndicators(.hidden, axes: .vertical),
                                   size: CGSize(width: 100, height: 100))
        #expect(modified.frame(ofAccessibilityIdentifier: "probe")?.size == CGSize(width: 20, height: 20))
        #expect(modified.annotatedView(withAccessibilityIdentifier: "probe")?.accessibilityValue == "true false")
    }

    @Test func searchableRecordsItsBindingPromptAndPlacement() {
        final class Box: @unchecked Sendable { var text = "milk" }
        let box = Box()
        let binding = Binding(get: { box.text }, set: { box.text = $0 })
        let host = HostingView(rootView: VStack {
            Color.red.searchable(text: binding, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Find **items**")).accessibilityIdentifier("a")
            Color.red.searchable(text: binding, prompt: "Key").accessibilityIdentifier("b")
            Color.red.searchable(text: binding, isPresented: .constant(true), prompt: String("Plain")).accessibilityIdentifier("c")
            Color.red.searchable(text: binding).accessibilityIdentifier("d")
        }, size: CGSize(width: 100, height: 100))
        let prompts = host.annotatedViews.map { view -> String in
            guard case .searchable(let text, let prompt, let placement) = view.annotations.first else { return "none" }
            return "\(text.wrappedValue) \(prompt ?? "-") \(placement.name)"
        }
        #expect(prompts == ["milk Find items navigationBarDrawer", "milk Key automatic", "milk Plain automatic", "milk - automatic"])
        if case .searchable(let text, _, _) = host.annotatedViews.first?.annotations.first { text.wrappedValue = "eggs" }
        #expect(box.text == "eggs")
    }

    @Test func refreshableRunsItsAction() async {
        final class Log: @unchecked Sendable { var refreshed = false }
        let log = Log()
        let host = HostingView(rootView: Color.red.refreshable { log.refreshed = true }.accessibilityIdentifier("r"), size: CGSize(width: 10, height: 10))
        let refreshed = await host.annotatedView(withAccessibilityIdentifier: "r")?.refresh()
        #expect(refreshed == true)
        #expect(log.refreshed)
    }

    @Test func systemAndFeedbackModifiersAreRecorded() {
        let host = HostingView(rootView: Color.red
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
            .scrollContentBackground(.visible)
            .sensoryFeedback(.impact(weight: .heavy), trigger: 1)
            .sensoryFeedback(trigger: 1) { _, _ in .success }
            .accessibilityIdentifier("s"), size: CGSize(width: 10, height: 10))
        let entries = host.annotatedView(withAccessibilityIdentifier: "s")?.annotations.compactMap { annotation -> String? in
            switch annotation {
            case .statusBarHidden(let hidden): "status \(hidden)"
            case .persistentSystemOverlays(let visibility): "overlays \(visibility)"
            case .scrollContentBackground(let visibility): "background \(visibility)"
            case .sensoryFeedback(let feedback): "feedback \(feedback?.name ?? "chosen later")"
            default: nil
            }
        }
        #expect(entries == ["status true", "overlays hidden", "background visible", "feedback impact", "feedback chosen later"])
    }
}
