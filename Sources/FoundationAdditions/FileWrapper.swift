import Foundation

/// A file or folder in memory, as Foundation's `FileWrapper` on Apple's platforms, which Linux's
/// Foundation lacks. Arrange's own: SwiftUI's `FileDocument` reads and writes documents through
/// it. A wrapper holds a regular file's contents or a folder's wrappers by name, read from disk
/// at once (there is no lazy loading) and written out with `write(to:options:originalContentsURL:)`.
open class FileWrapper: NSObject, @unchecked Sendable {
    /// How a wrapper is read.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read everything at once (always, here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Do not map files into memory.
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper is written.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file first.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Update the wrappers' file names after writing.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Content {
        case file(Data)
        case folder([String: FileWrapper])
        case link(URL)
    }

    private var content: Content
    /// The name it was read from or written to.
    open var filename: String?
    /// The name it would like to be written under.
    open var preferredFilename: String?
    /// Its file attributes.
    open var fileAttributes: [String: Any] = [:]

    /// A regular file with `contents`.
    public init(regularFileWithContents contents: Data) {
        content = .file(contents)
        super.init()
    }

    /// A folder of `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        content = .folder(childrenByPreferredName)
        super.init()
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        content = .link(url)
        super.init()
    }

    /// The file or folder at `url`, read whole.
    public init(url: URL, options: ReadingOptions = []) throws {
        content = try Self.read(url)
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        super.init()
    }

    private static func read(_ url: URL) throws -> Content {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
        }
        guard isFolder.boolValue else { return .file(try Data(contentsOf: url)) }
        var children: [String: FileWrapper] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            children[name] = try FileWrapper(url: url.appendingPathComponent(name))
        }
        return .folder(children)
    }

    /// Whether it is a regular file.
    open var isRegularFile: Bool { if case .file = content { true } else { false } }
    /// Whether it is a folder.
    open var isDirectory: Bool { if case .folder = content { true } else { false } }
    /// Whether it is a symbolic link.
    open var isSymbolicLink: Bool { if case .link = content { true } else { false } }

    /// A regular file's contents.
    open var regularFileContents: Data? {
        if case .file(let data) = content { data } else { nil }
    }

    /// A folder's wrappers by name.
    open var fileWrappers: [String: FileWrapper]? {
        if case .folder(let children) = content { children } else { nil }
    }

    /// A link's destination.
    open var symbolicLinkDestinationURL: URL? {
        if case .link(let url) = content { url } else { nil }
    }

    /// Adds `child` to a folder under its preferred name (made unique), and answers the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .folder(var children) = content else { return "" }
        var name = child.preferredFilename ?? "Untitled"
        var count = 2
        while children[name] != nil {
            name = "\(count) \(child.preferredFilename ?? "Untitled")"
            count += 1
        }
        children[name] = child
        content = .folder(children)
        return name
    }

    /// Adds a regular file with `data` under `fileName`.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .folder(let children) = content else { return }
        content = .folder(children.filter { $0.value !== child })
    }

    /// Writes it to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch content {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .folder(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .link(let destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Whether it matches what is at `url` (a file's contents), as far as reading it again can tell.
    open func matchesContents(of url: URL) -> Bool {
        guard let current = try? Self.read(url) else { return false }
        switch (content, current) {
        case (.file(let mine), .file(let theirs)): return mine == theirs
        case (.folder(let mine), .folder(let theirs)): return Set(mine.keys) == Set(theirs.keys)
        default: return false
        }
    }
}
