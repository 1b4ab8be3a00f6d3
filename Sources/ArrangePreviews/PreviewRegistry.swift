import ArrangeCore
import CArrangePreviews

/// A type that registers a preview, as DeveloperToolsSupport's: what `#Preview` expands to.
public protocol PreviewRegistry {
    /// The `#fileID` of the file the preview is written in.
    static var fileID: String { get }
    /// The line the preview is written on.
    static var line: Int { get }
    /// The column the preview is written at.
    static var column: Int { get }
    /// Makes the preview.
    @MainActor static func makePreview() throws -> Preview
}

/// A record `#Preview` puts in the object-file section `arrange_previews`: a function that
/// writes the registry type (an `any PreviewRegistry.Type`) to the memory it is given. A C
/// function pointer, so the record is a constant the compiler can place in the section. Public
/// because the expansion in the user's module names it; not meant to be called.
public typealias PreviewRecord = @convention(c) (UnsafeMutableRawPointer) -> Void

/// The previews the running program carries. Arrange's own.
///
/// How previews are found, without the Objective-C runtime: each `#Preview` expands to a type
/// conforming to `PreviewRegistry` and a `@used @section("arrange_previews")` constant — a
/// `PreviewRecord` — which the linker gathers, from every file and module linked into the
/// program, into one section whose bounds it names `__start_arrange_previews` and
/// `__stop_arrange_previews` (ELF). `registries` reads that section (through `CArrangePreviews`,
/// since only C can name those symbols) and calls each record. A tool that compiles a user's
/// files with a generated `main` links them into one executable and lists them all.
///
/// Limits: ELF platforms (Linux) and Swift 6.3 or later (`@section`); elsewhere the expansion
/// has no record and `registries` is empty. Only the image Arrange is linked into is read (an
/// executable that links everything statically, as SwiftPM builds them). `PreviewProvider`
/// types are ordinary named types and are found by name, not here.
public enum PreviewCatalog {
    /// Every `#Preview` of the program, ordered by file, line and column.
    public static var registries: [any PreviewRegistry.Type] {
        var size = 0
        guard let start = arrange_preview_records(&size), size > 0 else { return [] }
        let stride = MemoryLayout<PreviewRecord>.stride
        var found: [any PreviewRegistry.Type] = []
        let slot = UnsafeMutablePointer<any PreviewRegistry.Type>.allocate(capacity: 1)
        defer { slot.deallocate() }
        for offset in Swift.stride(from: 0, to: size - size % stride, by: stride) {
            let record = start.load(fromByteOffset: offset, as: PreviewRecord.self)
            record(UnsafeMutableRawPointer(slot))
            found.append(slot.move())
        }
        return found.sorted { a, b in (a.fileID, a.line, a.column) < (b.fileID, b.line, b.column) }
    }
}

extension PreviewRegistry {
    /// The preview's name if it has one, else where it is written (`File.swift:12`), as a
    /// canvas labels it. Arrange's own.
    @MainActor
    public static var displayName: String {
        if let name = (try? makePreview())?.name { return name }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(file):\(line)"
    }
}
