@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Controls: TextField, SecureField, TextEditor")
@MainActor struct TextFieldTests {
    @Test("A text field is one line of the body font as wide as offered; rounded border pads it 7 and 6")
    func textFieldLayout() {
        let proposal = ProposedViewSize(width: 300, height: nil)
        #expect(controlSize(TextField("Name", text: .constant("")), proposal) == CGSize(width: 300, height: 17))
        #expect(controlSize(TextField("Name", text: .constant("Ada")).textFieldStyle(.plain), proposal) == CGSize(width: 300, height: 17))
        #expect(controlSize(TextField("Name", text: .constant("Ada")).textFieldStyle(.automatic), proposal) == CGSize(width: 300, height: 17))
        #expect(controlSize(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder), proposal) == CGSize(width: 300, height: 29))
        // A long text stays on one line (horizontal axis) …
        let long = String(repeating: "x", count: 40)
        #expect(controlSize(TextField("Name", text: .constant(long)), proposal) == CGSize(width: 300, height: 17))
        // … and wraps with axis: .vertical (40 characters of 17 points: 17 a line in 300).
        #expect(controlSize(TextField("Name", text: .constant(long), axis: .vertical), proposal) == CGSize(width: 300, height: 3 * 17))
        #expect(controlSize(TextField("Name", text: .constant(long), prompt: Text("p"), axis: .vertical), proposal) == CGSize(width: 300, height: 3 * 17))
    }

    @Test("An empty field shows the prompt, else the title, in the placeholder colour")
    func placeholder() throws {
        // With fixedSize the field is as wide as what it shows.
        #expect(controlSize(TextField("Name", text: .constant("")).fixedSize(), .unspecified) == CGSize(width: 4 * 17, height: 17))
        #expect(controlSize(TextField("Name", text: .constant(""), prompt: Text("Required")).fixedSize(), .unspecified) == CGSize(width: 8 * 17, height: 17))
        #expect(controlSize(TextField(text: .constant(""), prompt: Text("Ab")) { Text("Name") }.fixedSize(), .unspecified) == CGSize(width: 2 * 17, height: 17))
        #expect(controlSize(TextField("Name", text: .constant("Ada Lovelace")).fixedSize(), .unspecified) == CGSize(width: 12 * 17, height: 17))
        // The test font draws each glyph as a full box: the placeholder's pixels are tertiary label
        // (60, 60, 67, 0.3) over white.
        let p = try renderPNG(TextField("N", text: .constant("")).environment(\.defaultFontFamily, Font.testFontFamily)
            .fixedSize().background(Color.white))
        #expect(p[8, 8].isClose(to: RGBA(r: 197, g: 197, b: 199), tolerance: 3), "\(p[8, 8])")
    }

    @Test("A secure field draws one bullet per character")
    func secureField() {
        #expect(controlSize(SecureField("Password", text: .constant("secret")).fixedSize(), .unspecified) == CGSize(width: 6 * 17, height: 17))
        #expect(controlSize(SecureField("Password", text: .constant("")).fixedSize(), .unspecified) == CGSize(width: 8 * 17, height: 17))
        #expect(controlSize(SecureField("Password", text: .constant("ab"), prompt: Text("x")).textFieldStyle(.roundedBorder),
                            ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 29))
    }

    @Test("A text editor takes all the room offered; its text starts inside the 8/5-point insets")
    func textEditor() throws {
        #expect(controlSize(TextEditor(text: .constant("Hi")), ProposedViewSize(width: 200, height: 100)) == CGSize(width: 200, height: 100))
        let host = controlHost(TextEditor(text: .constant(String(repeating: "w", count: 20))).frame(width: 200, height: 100).id("editor"))
        #expect(host.frame(of: "editor")?.size == CGSize(width: 200, height: 100))
    }

    @Test("The text field's control action writes its text binding, and the field shows the new text")
    @MainActor func textBinding() throws {
        struct Screen: View {
            @State var name = ""
            var body: some View { TextField("Name", text: $name).fixedSize().id("field") }
        }
        let host = controlHost(Screen())
        #expect(host.frame(of: "field")?.width == 68)
        host.controlAction(of: "field")?.setText?("Grace Hopper")
        #expect(host.frame(of: "field")?.width == 204)
        #expect(host.controlAction(of: "field")?.value?() as? String == "Grace Hopper")
        let box = Box("")
        let editor = controlHost(TextEditor(text: box.binding).id("editor"))
        editor.controlAction(of: "editor")?.setText?("Notes")
        #expect(box.value == "Notes")
    }
}
