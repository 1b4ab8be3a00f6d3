@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Controls: Picker")
@MainActor struct PickerTests {
    struct Options: View {
        var body: some View {
            Text("AB").tag(1).id("one")
            Text("CDEF").tag(2).id("two")
            Text("G").tag(3).id("three")
        }
    }

    @Test("A menu picker (the default) is the selected option and the up/down chevrons; the others take no room")
    func menuLayout() throws {
        let host = controlHost(Picker("Letters", selection: .constant(2)) { Options() }.id("picker"))
        #expect(host.frame(of: "picker")?.size == CGSize(width: 4 * 17 + 4 + 8, height: 17))
        #expect(relativeFrame("two", in: "picker", host) == CGRect(x: 0, y: 0, width: 68, height: 17))
        #expect(controlSize(Picker("Letters", selection: .constant(3)) { Options() }.pickerStyle(.menu), .unspecified)
                == CGSize(width: 17 + 4 + 8, height: 17))
    }

    @Test("In a list or form row a menu picker shows its label leading and the option and chevrons trailing")
    func menuInListRow() throws {
        let host = controlHost(List {
            Picker(selection: .constant(2)) { Options() } label: { Text("L").id("label") }.id("picker")
        }, width: 300, height: 200)
        // The row's content is the whole width inside the inset-grouped card (16 on each side)
        // and the row insets (20 on each side): 300 − 32 − 40 = 228.
        let row = try #require(host.frame(of: "picker"))
        #expect(row.width == 228)
        // The label at the leading edge, the option ("CDEF", 68) + 4 + the 8-wide chevrons at the trailing one.
        #expect(relativeFrame("label", in: "picker", host) == CGRect(x: 0, y: 0, width: 17, height: 17))
        #expect(relativeFrame("two", in: "picker", host) == CGRect(x: 228 - 8 - 4 - 68, y: 0, width: 68, height: 17))
    }

    @Test("Selecting through the picker's control action writes the binding and shows the new option")
    @MainActor func selection() throws {
        struct Screen: View {
            @State var choice = 1
            var body: some View { Picker("Letters", selection: $choice) { Options() }.id("picker") }
        }
        let host = controlHost(Screen())
        #expect(host.frame(of: "picker")?.width == CGFloat(2 * 17 + 12))
        let action = try #require(host.controlAction(of: "picker"))
        action.select?(AnyHashable(2))
        #expect(host.frame(of: "picker")?.width == CGFloat(4 * 17 + 12))
        #expect(host.controlAction(of: "picker")?.value?() as? Int == 2)
        // A tag of another type selects nothing.
        host.controlAction(of: "picker")?.select?(AnyHashable("two"))
        #expect(host.controlAction(of: "picker")?.value?() as? Int == 2)
    }

    @Test("A segmented picker shares the width equally among the options, 32 tall, each centred in its segment")
    func segmentedLayout() throws {
        let host = controlHost(Picker("Letters", selection: .constant(1)) { Options() }.pickerStyle(.segmented).id("picker"))
        #expect(host.frame(of: "picker")?.size == CGSize(width: 300, height: 32))
        #expect(relativeFrame("one", in: "picker", host) == CGRect(x: 33, y: 7.5, width: 34, height: 17))
        #expect(relativeFrame("two", in: "picker", host) == CGRect(x: 116, y: 7.5, width: 68, height: 17))
        #expect(relativeFrame("three", in: "picker", host) == CGRect(x: 241.5, y: 7.5, width: 17, height: 17))
        // Offered nothing: the widest option plus 12 points a side, per option.
        #expect(controlSize(Picker("Letters", selection: .constant(1)) { Options() }.pickerStyle(.segmented), .unspecified)
                == CGSize(width: 3 * (68 + 24), height: 32))
        #expect(controlSize(Picker("Letters", selection: .constant(1)) { Options() }.pickerStyle(.palette), ProposedViewSize(width: 150, height: nil))
                == CGSize(width: 150, height: 32))
    }

    @Test("The segmented picker draws the thumb under the selected segment")
    func segmentedPixels() throws {
        func picker(_ selection: Int) -> some View {
            Picker("", selection: .constant(selection)) {
                Color.clear.frame(width: 1, height: 1).tag(1)
                Color.clear.frame(width: 1, height: 1).tag(2)
            }
            .pickerStyle(.segmented)
            .frame(width: 200)
            .background(Color.black)
        }
        let first = try renderPNG(picker(1))
        #expect(first[20, 16].isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 2), "\(first[20, 16])")
        #expect(first[150, 16].r < 40, "\(first[150, 16])")
        let second = try renderPNG(picker(2))
        #expect(second[150, 16].isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 2), "\(second[150, 16])")
        #expect(second[20, 16].r < 40, "\(second[20, 16])")
    }

    @Test("A wheel (and inline) picker is 216 tall with the selected option in the middle row")
    func wheelLayout() throws {
        for style in [0, 1] {
            let picker = Picker("Letters", selection: .constant(2)) { Options() }
            let host = style == 0 ? controlHost(AnyView(picker.pickerStyle(.wheel).id("picker")))
                                  : controlHost(AnyView(picker.pickerStyle(.inline).id("picker")))
            #expect(host.frame(of: "picker")?.size == CGSize(width: 300, height: 216))
            #expect(relativeFrame("two", in: "picker", host) == CGRect(x: 116, y: 99.5, width: 68, height: 17))
            #expect(relativeFrame("one", in: "picker", host) == CGRect(x: 133, y: 65.5, width: 34, height: 17))
        }
    }

    @Test("A navigation-link picker is a row: label, gap, the selected option and a chevron")
    func navigationLinkLayout() throws {
        let host = controlHost(Picker(selection: .constant(3)) { Options() } label: { Color.red.frame(width: 40, height: 20).id("label") }
            .pickerStyle(.navigationLink).id("picker"))
        #expect(host.frame(of: "picker")?.size == CGSize(width: 300, height: 20))
        #expect(relativeFrame("label", in: "picker", host)?.minX == 0)
        // The option sits before the 7-point chevron, 8 points apart.
        #expect(relativeFrame("three", in: "picker", host)?.maxX == CGFloat(300 - 7 - 8))
    }

    @Test("An optional selection matches non-optional tags; a selection no option has shows nothing")
    func optionalSelection() {
        #expect(controlSize(Picker("Letters", selection: .constant(Int?.some(2))) { Options() }, .unspecified)
                == CGSize(width: 4 * 17 + 4 + 8, height: 17))
        #expect(controlSize(Picker("Letters", selection: .constant(Int?.none)) { Options() }, .unspecified)
                == CGSize(width: 4 + 8, height: 13))
    }

    @Test("ForEach options carry their tags")
    func forEachTags() throws {
        let names = ["a", "bbb", "cc"]
        let host = controlHost(Picker("Name", selection: .constant("cc")) {
            ForEach(names, id: \.self) { Text($0).tag($0) }
        }.id("picker"))
        #expect(host.frame(of: "picker")?.width == CGFloat(2 * 17 + 12))
        // Without .tag, each element is tagged with its id, as in SwiftUI.
        let implicit = controlHost(Picker("Name", selection: .constant("bbb")) {
            ForEach(names, id: \.self) { Text($0) }
        }.id("picker"))
        #expect(implicit.frame(of: "picker")?.width == CGFloat(3 * 17 + 12))
        // An explicit tag wins over the id.
        let explicit = controlHost(Picker("Name", selection: .constant(2)) {
            ForEach(names.indices, id: \.self) { Text(names[$0]).tag($0 + 1) }
        }.id("picker"))
        #expect(explicit.frame(of: "picker")?.width == CGFloat(3 * 17 + 12))
    }
}
