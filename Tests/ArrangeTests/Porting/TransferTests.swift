import Foundation
import MapKit
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

    /// A JSON document as apps write one for `fileExporter(document:)`.
    struct ExpensesDocument: FileDocument {
        static var readableContentTypes: [UTType] { [.json] }
        var amounts: [Double]

        init(amounts: [Double]) { self.amounts = amounts }

        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            amounts = try JSONDecoder().decode([Double].self, from: data)
        }

        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: try JSONEncoder().encode(amounts))
        }
    }

    @Test func fileDocumentsReadAndWriteThroughFileWrappers() throws {
        let document = ExpensesDocument(amounts: [4.5, 12])
        #expect(ExpensesDocument.writableContentTypes == [.json])
        let wrapper = try document.fileWrapper(configuration: .init(contentType: .json))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-document-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = FileWrapper(directoryWithFileWrappers: [:])
        #expect(bundle.addFileWrapper(wrapper) == "Untitled")
        bundle.addRegularFile(withContents: Data("notes".utf8), preferredFilename: "notes.txt")
        try bundle.write(to: folder, originalContentsURL: nil)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory && read.fileWrappers?.keys.sorted() == ["Untitled", "notes.txt"])
        let file = try #require(read.fileWrappers?["Untitled"])
        #expect(try ExpensesDocument(configuration: .init(contentType: .json, file: file)).amounts == [4.5, 12])
        #expect(read.fileWrappers?["notes.txt"]?.matchesContents(of: folder.appendingPathComponent("notes.txt")) == true)
        // The exporter is accepted and lays the view out as it is.
        let host = HostingView(rootView: Text("Export").fileExporter(isPresented: .constant(true), document: document, contentType: .json) { _ in },
                               size: CGSize(width: 200, height: 100))
        #expect(try host.find(text: "Export").frame.width > 0)
    }

    @Test func pointsOfInterestHaveCategoriesAndFilters() {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48.86, longitude: 2.35)))
        item.pointOfInterestCategory = .cafe
        #expect(item.pointOfInterestCategory?.rawValue == "MKPOICategoryCafe")
        let filter = MKPointOfInterestFilter(including: [.cafe, .bakery])
        #expect(filter.includes(.cafe) && filter.excludes(.museum))
        #expect(MKPointOfInterestFilter(excluding: [.atm]).excludes(.atm))
        #expect(MKPointOfInterestFilter.includingAll.includes(.zoo) && MKPointOfInterestFilter.excludingAll.excludes(.zoo))
    }
}
