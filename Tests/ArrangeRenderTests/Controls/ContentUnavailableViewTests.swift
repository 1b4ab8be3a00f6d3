import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

@Suite("ContentUnavailableView")
@MainActor struct ContentUnavailableViewTests {
    @Test("It fills the space offered and centres the icon over the title over the description")
    func layout() throws {
        let host = HostingView(rootView: ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")).id("empty"),
                               size: CGSize(width: 390, height: 600))
        #expect(host.frame(of: "empty") == CGRect(x: 0, y: 0, width: 390, height: 600))
        let title = try host.find(text: "No Mail").frame, description = try host.find(text: "New mail appears here.").frame
        #expect(title.maxY <= description.minY)
        #expect(abs(title.midX - 195) < 0.5 && abs(description.midX - 195) < 0.5)
        // The block is centred vertically: as much space above the title as below the description.
        #expect(title.minY > 200 && description.maxY < 400)
    }

    @Test(".search and .search(text:) say there are no results, with the text searched for")
    func search() throws {
        let host = HostingView(rootView: ContentUnavailableView.search(text: "kiwi"), size: CGSize(width: 390, height: 600))
        #expect(try host.find(text: "No Results").frame.width > 0)
        #expect(try host.find(text: "Check the spelling or try a new search for “kiwi”.").frame.width > 0)
        let plain = HostingView(rootView: ContentUnavailableView.search, size: CGSize(width: 390, height: 600))
        #expect(try plain.find(text: "Check the spelling or try a new search.").frame.width > 0)
    }
}
