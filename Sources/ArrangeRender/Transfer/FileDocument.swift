import ArrangeCore
import Foundation
import FoundationAdditions
import LinuxUniformTypeIdentifiers

/// A document an app reads from and writes to a file, as SwiftUI's `FileDocument`: the value a
/// `DocumentGroup` edits and `fileExporter(isPresented:document:…)` saves. Arrange has no document
/// browser or exporter, so documents are made in code (and read and written through
/// `FileWrapper`, Arrange's own on Linux); conformances compile and run as on iOS.
public protocol FileDocument {
    /// The types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types the document writes (its readable types unless it says otherwise).
    static var writableContentTypes: [UTType] { get }
    /// The document read from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// The file the document writes.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What reading a document is given.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What writing a document is given.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a document is read from, and its type.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration for reading `file` as `contentType`. Arrange's own: on iOS the system
    /// makes it.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// The type a document is written as, and the file it replaces.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, if any.
    public let existingFile: FileWrapper?

    /// A configuration for writing as `contentType`. Arrange's own: on iOS the system makes it.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// The document a `DocumentGroup` gives its content, with whether it can be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document, bound to the group's copy.
    @Binding public var document: Document
    /// The file's location, if it has been saved.
    public let fileURL: URL?
    /// Whether the document can be edited.
    public let isEditable: Bool

    /// A configuration of `document`. Arrange's own: on iOS the document group makes it.
    public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

nonisolated extension View {
    /// Presents a system interface for exporting a document (accepted: Linux has no exporter, so
    /// none is shown and `onCompletion` is not called).
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(AcceptedModifier())
    }

    /// Presents a system interface for exporting several documents (accepted, as above).
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument {
        modifier(AcceptedModifier())
    }
}
