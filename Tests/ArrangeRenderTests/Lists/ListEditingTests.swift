import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// Edit mode and the edit actions of a `ForEach` in a `List` on a 390 × 844 phone (safe area 47
/// above) with the test font: rows from y 82, 44 tall, text 36 from the left. In edit mode the
/// delete control moves the content 38 to the right and the reorder control ends it 38 earlier
/// (`docs/ios-metrics.md`).
@Suite @MainActor struct ListEditingTests {
    private func listHost<V: View>(_ view: V) -> HostingView<some View> {
        HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily), size: CGSize(width: 390, height: 844),
                    safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    /// What the edit actions were called with.
    final class Calls: @unchecked Sendable {
        var deletes: [IndexSet] = []
        var moves: [(IndexSet, Int)] = []
    }

    private struct Groceries: View {
        @State private var items = ["Bread", "Milk", "Eggs"]
        let calls: Calls
        init(calls: Calls = Calls()) { self.calls = calls }
        var body: some View {
            List {
                ForEach(items, id: \.self) { Text($0).id($0) }
                    .onDelete { offsets in
                        calls.deletes.append(offsets)
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { offsets, destination in
                        calls.moves.append((offsets, destination))
                        items.move(fromOffsets: offsets, toOffset: destination)
                    }
                Text("Static").id("static")
            }
        }
    }

    @Test func editModeMovesContentPastTheDeleteControl() {
        let host = listHost(List {
            ForEach(["Bread", "Milk"], id: \.self) { Text($0).id($0) }.onDelete { _ in }
            Text("Static").id("static")
        }.environment(\.editMode, .constant(.active)))
        #expect(host.frame(of: "Bread") == CGRect(x: 36 + 38, y: 82 + 13.5, width: 85, height: 17))
        #expect(host.frame(of: "Milk") == CGRect(x: 36 + 38, y: 82 + 44 + 13.5, width: 68, height: 17))
        // A row without edit actions stays where it was.
        #expect(host.frame(of: "static") == CGRect(x: 36, y: 82 + 88 + 13.5, width: 102, height: 17))
        // The delete controls: 22-point circles at the row's leading inset, centred in the rows.
        #expect(host.frames(ofDumpedViewsStartingWith: "Circle") == [
            CGRect(x: 36, y: 82 + 11, width: 22, height: 22), CGRect(x: 36, y: 82 + 44 + 11, width: 22, height: 22),
        ])
    }

    @Test func editModeEndsContentBeforeTheReorderControl() {
        let host = listHost(List {
            ForEach([1], id: \.self) { _ in Color.red.frame(height: 10).id("both") }
                .onDelete { _ in }
                .onMove { _, _ in }
            ForEach([2], id: \.self) { _ in Color.red.frame(height: 10).id("move") }
                .onMove { _, _ in }
        }.environment(\.editMode, .constant(.active)))
        // 358 wide cards less 20 on each side: 318; less 38 for each control shown.
        #expect(host.frame(of: "both") == CGRect(x: 36 + 38, y: 82 + 17, width: 318 - 76, height: 10))
        #expect(host.frame(of: "move") == CGRect(x: 36, y: 82 + 44 + 17, width: 318 - 38, height: 10))
    }

    @Test func outsideEditModeNoControlsAreShown() {
        let host = listHost(Groceries())
        #expect(host.frame(of: "Bread") == CGRect(x: 36, y: 82 + 13.5, width: 85, height: 17))
        #expect(host.frames(ofDumpedViewsStartingWith: "Circle").isEmpty)
    }

    private struct EditableScreen: View {
        @State private var mode = EditMode.inactive
        var body: some View {
            VStack(spacing: 0) {
                EditButton()
                List {
                    ForEach(["Bread"], id: \.self) { Text($0).id($0) }.onDelete { _ in }
                }
            }
            .environment(\.editMode, $mode)
        }
    }

    @Test @MainActor func tappingEditButtonShowsTheDeleteControls() throws {
        let host = listHost(EditableScreen())
        let before = try #require(host.frame(of: "Bread"))
        try host.tap(.text("Edit"))
        #expect(host.frame(of: "Bread") == before.offsetBy(dx: 38, dy: 0))
        try host.tap(.text("Done"))
        #expect(host.frame(of: "Bread") == before)
    }

    @Test @MainActor func editButtonInAToolbarPutsTheScreensListInEditMode() throws {
        let host = listHost(NavigationStack {
            List {
                ForEach(["Bread"], id: \.self) { Text($0).id($0) }.onDelete { _ in }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
            }
        })
        let before = try #require(host.frame(of: "Bread"))
        try host.tap(.text("Edit"))
        #expect(host.frame(of: "Bread") == before.offsetBy(dx: 38, dy: 0))
        #expect(try host.find(text: "Done").frame.width == 4 * 17)
    }

    @Test @MainActor func deleteCallsOnDeleteWithTheRowsOffset() throws {
        let calls = Calls()
        let host = listHost(Groceries(calls: calls))
        try host.delete("Milk")
        #expect(calls.deletes == [IndexSet(integer: 1)])
        #expect(host.frame(of: "Milk") == nil)
        #expect(host.frame(of: "Eggs") == CGRect(x: 36, y: 82 + 44 + 13.5, width: 68, height: 17))
        #expect(host.frame(of: "static")?.minY == 82 + 88 + 13.5)
    }

    @Test @MainActor func deleteWorksInEditMode() throws {
        let calls = Calls()
        let host = listHost(Groceries(calls: calls).environment(\.editMode, .constant(.active)))
        try host.delete("Bread")
        #expect(calls.deletes == [IndexSet(integer: 0)])
        #expect(host.frame(of: "Milk") == CGRect(x: 74, y: 82 + 13.5, width: 68, height: 17))
    }

    @Test @MainActor func moveCallsOnMoveAsSwiftUIDoes() throws {
        let calls = Calls()
        let host = listHost(Groceries(calls: calls))
        // The first row's text is 13.5 below its top at 82; rows are 44 apart.
        let first: CGFloat = 82 + 13.5, row: CGFloat = 44
        // Up: the destination is the final index.
        try host.move("Eggs", to: 0)
        #expect(calls.moves.map(\.0) == [IndexSet(integer: 2)])
        #expect(calls.moves.map(\.1) == [0])
        #expect(host.frame(of: "Eggs")?.minY == first)
        #expect(host.frame(of: "Bread")?.minY == first + row)
        // Down: one past the final index (Eggs, Bread, Milk → Eggs, Milk, Bread).
        try host.move("Bread", to: 2)
        #expect(calls.moves.map(\.0) == [IndexSet(integer: 2), IndexSet(integer: 1)])
        #expect(calls.moves.map(\.1) == [0, 3])
        #expect(host.frame(of: "Milk")?.minY == first + row)
        #expect(host.frame(of: "Bread")?.minY == first + 2 * row)
        // To where it is: nothing is called.
        try host.move("Bread", to: 2)
        #expect(calls.moves.count == 2)
    }

    @Test @MainActor func deletingARowWithoutOnDeleteThrows() throws {
        let host = listHost(List {
            ForEach(["Bread"], id: \.self) { Text($0) }.onMove { _, _ in }
            Text("Static")
        })
        #expect { try host.delete("Bread") } throws: { ($0 as? InteractionError)?.kind == .notActionable }
        #expect { try host.delete("Static") } throws: { ($0 as? InteractionError)?.kind == .notActionable }
        #expect { try host.move("Static", to: 0) } throws: { ($0 as? InteractionError)?.kind == .notActionable }
        #expect { try host.delete("Nothing") } throws: { ($0 as? InteractionError)?.kind == .notFound }
    }

    @Test @MainActor func deleteDisabledAndMoveDisabledRowsShowNoControlAndCannotBeEdited() throws {
        let host = listHost(List {
            ForEach(["Bread", "Milk"], id: \.self) { name in
                Text(name).id(name).deleteDisabled(name == "Bread").moveDisabled(name == "Milk")
            }
            .onDelete { _ in }
            .onMove { _, _ in }
        }.environment(\.editMode, .constant(.active)))
        // Bread: no delete control, so its content starts at the inset; Milk: past the control.
        #expect(host.frame(of: "Bread") == CGRect(x: 36, y: 82 + 13.5, width: 85, height: 17))
        #expect(host.frame(of: "Milk") == CGRect(x: 36 + 38, y: 82 + 44 + 13.5, width: 68, height: 17))
        #expect(host.frames(ofDumpedViewsStartingWith: "Circle") == [CGRect(x: 36, y: 82 + 44 + 11, width: 22, height: 22)])
        #expect { try host.delete("Bread") } throws: { ($0 as? InteractionError)?.kind == .notActionable }
        #expect { try host.move("Milk", to: 0) } throws: { ($0 as? InteractionError)?.kind == .notActionable }
        try host.move("Bread", to: 1)
        try host.delete("Milk")
    }

    @Test @MainActor func movingOutsideTheRowsThrows() throws {
        let calls = Calls()
        let host = listHost(Groceries(calls: calls))
        do {
            try host.move("Bread", to: 3)
            Issue.record("moving to 3 of 3 rows did not throw")
        } catch let error as InteractionError {
            #expect(error.kind == .notActionable)
            #expect(error.message.hasSuffix("cannot be moved to 3: its ForEach has 3 rows, at 0…2."))
        }
        #expect(calls.moves.isEmpty)
    }

    @Test func deleteControlIsSystemRed() throws {
        let host = listHost(List {
            ForEach(["Bread"], id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in }
        }.environment(\.editMode, .constant(.active)))
        let pixels = try renderScreen(host, name: "list-edit-mode")
        // The circle 36…58 × 93…115: above its white minus, systemRed; the minus white.
        #expect(pixels[47, 98].isClose(to: RGBA(r: 255, g: 59, b: 48)), "\(pixels[47, 98])")
        #expect(pixels[47, 104].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[47, 104])")
        // The reorder control's middle line (336…354, 103.25…104.75) grey.
        #expect(pixels[345, 104].isClose(to: RGBA(r: 142, g: 142, b: 147), tolerance: 40), "\(pixels[345, 104])")
    }

    @Test func collectionEditingMethodsMoveAndRemoveAsSwiftUIs() {
        var letters = Array("ABCDE")
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
        #expect(String(letters) == "ACEBD")
        letters.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
        #expect(String(letters) == "DACEB")
        letters.remove(atOffsets: IndexSet([0, 2]))
        #expect(String(letters) == "AEB")
    }

    private struct Inbox: View {
        @State var selection: Set<String> = ["Milk"]
        @State var mode = EditMode.active
        var body: some View {
            List(selection: $selection) {
                ForEach(["Bread", "Milk"], id: \.self) { Text($0).id($0) }.onDelete { _ in }
                Text("Tagged").tag("T").id("tagged")
                Text("Static").id("static")
            }
            .environment(\.editMode, $mode)
        }
    }

    @Test func multipleSelectionInEditModeShowsSelectionCirclesInsteadOfDeleteControls() {
        let host = listHost(Inbox())
        // Selectable rows (ForEach elements, a tagged row) move 38 right past their circle; a row
        // with neither cannot be selected and stays.
        #expect(host.frame(of: "Bread")?.minX == 74)
        #expect(host.frame(of: "Milk")?.minX == 74)
        #expect(host.frame(of: "tagged")?.minX == 74)
        #expect(host.frame(of: "static")?.minX == 36)
        // 22-point circles at the leading inset, centred in the first three rows; no delete control.
        #expect(host.frames(ofDumpedViewsStartingWith: "Circle") == [
            CGRect(x: 36, y: 82 + 11, width: 22, height: 22), CGRect(x: 36, y: 82 + 44 + 11, width: 22, height: 22),
            CGRect(x: 36, y: 82 + 88 + 11, width: 22, height: 22),
        ])
    }

    @Test @MainActor func selectionCirclesShowTheSelectionAndTappingARowTogglesIt() throws {
        let host = listHost(Inbox())
        var pixels = try renderScreen(host, name: "list-multiple-selection")
        // Bread unselected: a white row, the circle's inside white, its ring grey (systemGray3).
        #expect(pixels[47, 104].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[47, 104])")
        #expect(pixels[36, 104].isClose(to: RGBA(r: 199, g: 199, b: 204), tolerance: 40), "\(pixels[36, 104])")
        // Milk selected: the circle systemBlue, the row behind systemGray4.
        #expect(pixels[40, 148].isClose(to: RGBA(r: 0, g: 122, b: 255)), "\(pixels[40, 148])")
        #expect(pixels[200, 130].isClose(to: RGBA(r: 209, g: 209, b: 214)), "\(pixels[200, 130])")
        try host.tap(.text("Bread"))
        try host.tap(.text("Milk"))
        try host.tap(.text("Tagged"))
        pixels = try renderScreen(host, name: "list-multiple-selection-tapped")
        #expect(pixels[40, 104].isClose(to: RGBA(r: 0, g: 122, b: 255)), "\(pixels[40, 104])")
        #expect(pixels[200, 86].isClose(to: RGBA(r: 209, g: 209, b: 214)), "\(pixels[200, 86])")
        #expect(pixels[47, 148].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[47, 148])")
        #expect(pixels[200, 130].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[200, 130])")
        #expect(pixels[40, 192].isClose(to: RGBA(r: 0, g: 122, b: 255)), "\(pixels[40, 192])")
    }

    @Test func singleSelectionInEditModeHighlightsTheSelectedRowWithoutCircles() throws {
        let host = listHost(List(selection: .constant(Optional("Milk"))) {
            ForEach(["Bread", "Milk"], id: \.self) { Text($0).id($0) }
        }.environment(\.editMode, .constant(.active)))
        #expect(host.frame(of: "Milk")?.minX == 36)
        #expect(host.frames(ofDumpedViewsStartingWith: "Circle").isEmpty)
        let pixels = try renderScreen(host, name: "list-single-selection")
        #expect(pixels[200, 86].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[200, 86])")
        #expect(pixels[200, 130].isClose(to: RGBA(r: 209, g: 209, b: 214)), "\(pixels[200, 130])")
    }

    @Test func outsideEditModeASelectionIsNotDrawn() throws {
        let host = listHost(List(selection: .constant(Set(["Milk"]))) {
            ForEach(["Bread", "Milk"], id: \.self) { Text($0).id($0) }
        })
        #expect(host.frame(of: "Milk")?.minX == 36)
        #expect(host.frames(ofDumpedViewsStartingWith: "Circle").isEmpty)
        let pixels = try renderScreen(host, name: "list-selection-not-editing")
        #expect(pixels[200, 130].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[200, 130])")
    }

    @Test @MainActor func aDisclosureGroupInAnEditableForEachShowsTheEditControlsOnItsLabelRow() throws {
        let calls = Calls()
        let host = listHost(List {
            ForEach(["Fruit", "Bread"], id: \.self) { name in
                DisclosureGroup {
                    Text("Inside").id("inside-" + name)
                } label: {
                    Text(name).id(name)
                }
            }
            .onDelete { calls.deletes.append($0) }
            .onMove { _, _ in }
        }.environment(\.editMode, .constant(.active)))
        // The label rows' content moves past the delete control; each shows it and the reorder
        // control, as the list's other rows do.
        #expect(host.frame(of: "Fruit") == CGRect(x: 36 + 38, y: 82 + 13.5, width: 85, height: 17))
        #expect(host.frames(ofDumpedViewsStartingWith: "Circle") == [
            CGRect(x: 36, y: 82 + 11, width: 22, height: 22), CGRect(x: 36, y: 82 + 44 + 11, width: 22, height: 22),
        ])
        try host.delete(.text("Bread"))
        #expect(calls.deletes == [IndexSet(integer: 1)])
    }
}
