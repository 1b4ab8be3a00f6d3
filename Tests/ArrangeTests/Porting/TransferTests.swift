import Foundation
import PhotosUI
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// `Transferable` and what shares and picks with it: representations run as an app declares
/// them, `ShareLink` and `PhotosPicker` lay out as the buttons they are.
@Suite @MainActor struct TransferTests {
    struct Note: Codable, Transferable, Equatable {
        var title: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.title)
        }
    }

    @Test func representationsRunInOrder() async throws {
        let note = Note(title: "Groceries")
        #expect(Note.exportedContentTypes == [.json, .utf8PlainText])
        // JSON first; as plain text, through the proxy (the title).
        let json = try #require(try await note.exported(as: .json))
        #expect(String(decoding: json, as: UTF8.self) == #"{"title":"Groceries"}"#)
        let text = try #require(try await note.exported(as: .plainText))
        #expect(String(decoding: text, as: UTF8.self) == "Groceries")
        #expect(try await Note.imported(from: json, contentType: .json) == note)
        #expect(try await note.exported(as: .png) == nil)
        #expect(try await "tea".exported(as: .plainText) == Data("tea".utf8))
    }

    @Test func shareLinksAndPhotoPickersAreButtonsWithTheirLabels() async throws {
        let url = URL(string: "https://example.com/a")!
        let host = HostingView(rootView: VStack {
            ShareLink(item: url)
            ShareLink("Send", item: "text", subject: Text("Subject"))
            ShareLink(item: Note(title: "x"), preview: SharePreview("Note")) { Text("Share note") }
            PhotosPicker(selection: .constant(nil), matching: .images) { Text("Choose a photo") }
        }, size: CGSize(width: 300, height: 400))
        #expect(try host.find(text: "Share").frame.width > 0)
        #expect(try host.find(text: "Send").frame.width > 0)
        #expect(try host.find(text: "Share note").frame.width > 0)
        try host.tap(.text("Choose a photo"))
        let item = PhotosPickerItem(itemIdentifier: "asset-1")
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        #expect(PHPickerFilter.any(of: [.images, .videos]) != .images)
        #expect(ShareLink(items: ["a", "b"]).items == ["a", "b"])
    }
}
