import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

private struct Item: Identifiable {
    let id: Int
    let name: String
}

@Suite @MainActor struct ListLayoutTests {
    /// Inset grouped (the default): cards 16 points from the edges, 35 points below the top,
    /// rows 44 tall, content 20 points into the card, centred vertically.
    @Test func insetGroupedRowFrames() {
        let host = phoneHost(List {
            Text("One").id("one")
            Text("Two").id("two")
        })
        #expect(host.frame(of: "one") == CGRect(x: 36, y: 47 + 35 + 13.5, width: 51, height: 17))
        #expect(host.frame(of: "two") == CGRect(x: 36, y: 47 + 35 + 44 + 13.5, width: 51, height: 17))
    }

    @Test func rowsGrowPastTheMinimumHeight() {
        let host = phoneHost(List {
            Color.red.frame(height: 60).id("tall")
            Text("Next").id("next")
        })
        #expect(host.frame(of: "tall") == CGRect(x: 36, y: 47 + 35 + 11, width: 318, height: 60))
        #expect(host.frame(of: "next")?.minY == 47 + 35 + 82 + 13.5)
    }

    @Test func forEachRowsAndDataForms() {
        let items = [Item(id: 1, name: "A"), Item(id: 2, name: "B")]
        let host = phoneHost(VStack(spacing: 0) {
            List(items) { Text($0.name).id("data\($0.id)") }.frame(height: 200)
            List(items, id: \.name) { Text($0.name).id("keyed\($0.id)") }.frame(height: 200)
        })
        // The two 200-point lists are centred in the 763 points of the safe area: from 228.5.
        #expect(host.frame(of: "data2") == CGRect(x: 36, y: 228.5 + 35 + 44 + 13.5, width: 17, height: 17))
        #expect(host.frame(of: "keyed1") == CGRect(x: 36, y: 428.5 + 35 + 13.5, width: 17, height: 17))
    }

    @Test func sectionHeaderAndFooter() {
        let host = phoneHost(List {
            Section {
                Text("Row").id("row")
            } header: {
                Text("Head").id("head")
            } footer: {
                Text("Foot").id("foot")
            }
        })
        // Header: footnote (13 pt), 20 points into the section, 7 above the card.
        #expect(host.frame(of: "head") == CGRect(x: 36, y: 82, width: 52, height: 13))
        #expect(host.frame(of: "row") == CGRect(x: 36, y: 82 + 13 + 7 + 13.5, width: 51, height: 17))
        #expect(host.frame(of: "foot") == CGRect(x: 36, y: 82 + 13 + 7 + 44 + 7, width: 52, height: 13))
    }

    @Test func sectionTitleInitializerAndSpacing() {
        let host = phoneHost(List {
            Section("A") { Text("1").id("a1") }
            Section("B") { Text("2").id("b1") }
        }.listSectionSpacing(.compact))
        let a1: CGFloat = 47 + 20 + 13 + 7 + 13.5
        let b1: CGFloat = 47 + 20 + 13 + 7 + 44 + 20 + 13 + 7 + 13.5
        #expect(host.frame(of: "a1")?.minY == a1)
        #expect(host.frame(of: "b1")?.minY == b1)
    }

    @Test func plainStyleRowsReachTheEdges() {
        let host = phoneHost(List {
            Text("One").id("one")
        }.listStyle(.plain))
        #expect(host.frame(of: "one") == CGRect(x: 20, y: 47 + 13.5, width: 51, height: 17))
    }

    @Test func groupedStyleHasNoSideMargin() {
        let host = phoneHost(List { Text("One").id("one") }.listStyle(GroupedListStyle()))
        #expect(host.frame(of: "one") == CGRect(x: 20, y: 47 + 35 + 13.5, width: 51, height: 17))
    }

    @Test func widePhonesHaveTwentyPointMargins() {
        let host = HostingView(rootView: List { Text("One").id("one") }.environment(\.defaultFontFamily, Font.testFontFamily),
                               size: CGSize(width: 430, height: 932), safeAreaInsets: Phone.safeArea)
        #expect(host.frame(of: "one")?.minX == 40)
    }

    @Test func rowInsetsReplaceTheDefault() {
        let host = phoneHost(List {
            Text("One").id("one").listRowInsets(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
            ForEach(0..<2) { Text("R\($0)").id("r\($0)") }
                .listRowInsets(EdgeInsets(top: 2, leading: 40, bottom: 2, trailing: 0))
        })
        #expect(host.frame(of: "one")?.minX == 21)
        #expect(host.frame(of: "r1")?.minX == 56)
    }

    @Test func badgeSitsAtTheTrailingEdge() {
        let host = phoneHost(List {
            Text("Inbox").id("inbox").badge(5)
        })
        // The badge's text (17 pt) ends 20 points inside the card's trailing edge (374).
        #expect(host.frame(of: "inbox") == CGRect(x: 36, y: 95.5, width: 85, height: 17))
        let texts = host.dump().split(separator: "\n").filter { $0.contains("Text(\"5\")") }
        #expect(texts.count == 1)
        #expect(texts.first?.contains("(337, 95.5, 17, 17)") == true)
    }

    @Test func formIsInsetGrouped() {
        let host = phoneHost(Form {
            Section("Account") { Text("Name").id("name") }
        }.listStyle(.plain))
        #expect(host.frame(of: "name")?.minX == 36)
    }

    @Test func selectionBindingsAreAccepted() {
        let single = Binding<Int?>(get: { 1 }, set: { _ in })
        let multiple = Binding<Set<Int>>(get: { [1] }, set: { _ in })
        let host = phoneHost(VStack {
            List(selection: single) { Text("A").id("a") }
            List([Item(id: 1, name: "B")], selection: multiple) { Text($0.name).id("b") }
        })
        #expect(host.frame(of: "a") != nil)
        #expect(host.frame(of: "b") != nil)
    }

    @Test func rowsFollowTheirData() {
        struct Rows: View {
            @State var count = 1
            var body: some View {
                List {
                    ForEach(0..<count, id: \.self) { Text("\($0)").id("row\($0)") }
                }
                .onAppear { count = 3 }
            }
        }
        let host = phoneHost(Rows())
        #expect(host.frame(of: "row2")?.minY == 47 + 35 + 88 + 13.5)
    }

    @Test func swipeActionsAreAcceptedNotDrawn() {
        let host = phoneHost(List {
            Text("Mail").id("mail").swipeActions { Text("Delete").id("delete") }
        })
        #expect(host.frame(of: "mail") == CGRect(x: 36, y: 95.5, width: 68, height: 17))
        #expect(host.frame(of: "delete") == nil)
    }

    @Test func anEmptyListFillsItsWidthSoOverlaysSitAtItsCorners() {
        // Issue 25, defect 4: the floating button of an empty plain list landed in the middle.
        let empty: [String] = []
        let host = phoneHost(ZStack(alignment: .bottomTrailing) {
            List { ForEach(empty, id: \.self) { Text($0) } }.listStyle(.plain).id("list")
            Color.blue.frame(width: 56, height: 56).id("add")
        })
        #expect(host.frame(of: "list") == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(host.frame(of: "add") == CGRect(x: 334, y: 754, width: 56, height: 56))
        let overlaid = phoneHost(List { ForEach(empty, id: \.self) { Text($0) } }.listStyle(.plain)
            .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 56, height: 56).id("add").padding() })
        #expect(overlaid.frame(of: "add") == CGRect(x: 318, y: 738, width: 56, height: 56))
    }

    @Test func contextMenusAreAcceptedNotDrawn() {
        let host = phoneHost(List {
            Text("Mail").id("mail").contextMenu { Button("Delete") {}.id("delete") }
            Text("Note").id("note").contextMenu(ContextMenu { Text("Pin").id("pin") })
            Text("Film").id("film").contextMenu(menuItems: { Text("Share").id("share") }, preview: { Color.red.id("preview") })
        })
        #expect(host.frame(of: "mail") == CGRect(x: 36, y: 95.5, width: 68, height: 17))
        #expect(host.frame(of: "note")?.minY == host.frame(of: "mail").map { $0.minY + 44 })
        for menu in ["delete", "pin", "share", "preview"] { #expect(host.frame(of: menu) == nil) }
        // Outside a list the content keeps its size.
        let plain = phoneHost(Text("Mail").id("mail").contextMenu(nil as ContextMenu<Text>?).contextMenu(forSelectionType: Int.self) { _ in Text("x") })
        #expect(plain.frame(of: "mail")?.size == CGSize(width: 68, height: 17))
    }

    @Test func rowSettingsInsideOtherModifiers() {
        let host = phoneHost(List {
            Text("One").id("one").listRowInsets(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)).padding(0)
        })
        #expect(host.frame(of: "one")?.minX == 21)
    }

    @Test func separatorsBetweenRowsUnlessHidden() {
        let shown = phoneHost(List { Text("A"); Text("B") })
        #expect(shown.dump().contains("Color(#3C3C43) (36, 125.5, 338, 0.5)"))
        let hidden = phoneHost(List { Text("A").listRowSeparator(.hidden); Text("B") })
        #expect(!hidden.dump().contains("Color(#3C3C43)"))
    }

    @Test func rowBackgroundReplacesTheDefault() {
        let host = phoneHost(List { Text("A").listRowBackground(Color.yellow) })
        #expect(host.dump().contains("Color(yellow) (16, 82, 358, 44)"))
    }

    @Test func rowSpacingSeparatesRows() {
        let host = phoneHost(List { Text("A").id("a"); Text("B").id("b") }.listRowSpacing(10))
        #expect(host.frame(of: "b")?.minY == 47 + 35 + 44 + 10 + 13.5)
    }
}
