@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Interaction: typing and submitting")
@MainActor struct TextInputTests {
    @Test("Typing into a text field appends to its text; submitting runs onSubmit")
    @MainActor func textField() throws {
        let submitted = Box<[String]>([])
        let host = controlHost(StateHolder("") { name in
            TextField("Name", text: name)
                .onSubmit { submitted.value.append(name.wrappedValue) }
                .id("name")
        })
        try host.type("hello", into: "name")
        #expect(host.shown == "hello")
        try host.type(" world", into: "name")
        #expect(host.shown == "hello world")
        try host.submit("name")
        #expect(submitted.value == ["hello world"])
        // The shown text is as wide as its 11 characters.
        #expect(try host.find("shown").frame.size == CGSize(width: 11 * 17, height: 17))
        try host.setValue("bye", of: "name")
        #expect(host.shown == "bye")
    }

    @Test("onSubmit on a container runs for the fields inside it")
    @MainActor func submitFromContainer() throws {
        let submitted = Box(0)
        let host = controlHost(VStack {
            TextField("First", text: .constant("")).id("first")
        }.onSubmit { submitted.value += 1 })
        try host.submit("first")
        #expect(submitted.value == 1)
        try host.submit("first", triggers: .search)
        #expect(submitted.value == 1)
    }

    @Test("Typing into a secure field writes its binding")
    @MainActor func secureField() throws {
        let host = controlHost(StateHolder("") { password in SecureField("Password", text: password).id("password") })
        try host.type("s3cret", into: "password")
        #expect(host.shown == "s3cret")
    }

    @Test("Typing into a text editor writes its binding")
    @MainActor func textEditor() throws {
        let host = controlHost(StateHolder("Dear") { text in TextEditor(text: text).frame(height: 100).id("editor") })
        try host.type(" Sir", into: "editor")
        #expect(host.shown == "Dear Sir")
    }

    @Test("Typing focuses the field's focus binding")
    @MainActor func typingFocuses() throws {
        struct Form: View {
            @FocusState var focused: Bool
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $text).focused($focused).id("name")
                    Text(focused ? "focused" : "idle").id("state")
                }
            }
        }
        let host = controlHost(Form())
        #expect(try host.find("state").text == "idle")
        try host.type("a", into: "name")
        #expect(try host.find("state").text == "focused")
    }

    @Test("A disabled text field refuses typing; a view that is no field throws notActionable")
    @MainActor func typingErrors() throws {
        let text = Box("")
        let host = controlHost(VStack {
            TextField("Name", text: text.binding).disabled(true).id("name")
            Slider(value: .constant(0.5)).id("volume")
        })
        let disabled = try #require(throws: InteractionError.self) { try host.type("x", into: "name") }
        #expect(disabled.kind == .disabled)
        #expect(text.value == "")
        let notAField = try #require(throws: InteractionError.self) { try host.type("x", into: "volume") }
        #expect(notAField.kind == .notActionable)
    }

    @Test("A secure field's deprecated onCommit runs when it is submitted")
    @MainActor func secureFieldOnCommit() throws {
        let committed = Box<[String]>([])
        let host = controlHost(StateHolder("") { password in
            SecureField("Password", text: password, onCommit: { committed.value.append(password.wrappedValue) }).id("password")
        })
        try host.type("hunter2", into: "password")
        try host.submit("password")
        #expect(committed.value == ["hunter2"])
    }
}
