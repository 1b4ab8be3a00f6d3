import Foundation

/// The few source changes that let files written for Apple's compiler compile with Linux's:
/// each file that needs one is compiled from an adjusted copy, whose `#sourceLocation` names the
/// original, so messages, `#filePath` and preview names still point at the user's file and line.
///
/// - A property wrapper written bare, `@Query var items: [Item]`, is default-initialised with
///   `@Query()`: Linux's compiler does not infer a wrapper's generic arguments through an
///   initialiser in a constrained extension when no parentheses are written (swiftlang/swift
///   #59505), which SwiftData's `Query<Element, Result>` needs. The two spellings mean the same.
/// - An import of a submodule of one of Apple's frameworks (`import UIKit.UIApplication`)
///   imports the framework: Arrange's stand-ins are Swift modules, which have no submodules.
enum SourceAdjustments {
    /// Frameworks whose clang submodules files import.
    static let frameworksWithSubmodules = ["UIKit", "Foundation", "CoreGraphics", "SwiftUI", "CoreLocation", "MapKit", "WebKit", "UserNotifications", "os"]

    /// Wrappers whose bare spelling is given parentheses.
    static let bareWrappers = ["Query"]

    /// `files`, each replaced by an adjusted copy in `folder` when it needs one.
    static func files(_ files: [URL], sources: [String], into folder: URL) throws -> [URL] {
        var result: [URL] = []
        for (file, source) in zip(files, sources) {
            guard let adjusted = adjusted(source) else {
                result.append(file)
                continue
            }
            let copyFolder = folder.appendingPathComponent("adjusted/\(PreviewBuild.hash(file.path))")
            try FileManager.default.createDirectory(at: copyFolder, withIntermediateDirectories: true)
            let copy = copyFolder.appendingPathComponent(file.lastPathComponent)
            let location = "#sourceLocation(file: \(String(reflecting: file.path)), line: 1)\n"
            try Data((location + adjusted).utf8).write(to: copy, options: .atomic)
            result.append(copy)
        }
        return result
    }

    /// The adjusted text of `source`, or `nil` when it needs no change.
    static func adjusted(_ source: String) -> String? {
        var text = source
        for wrapper in bareWrappers where text.contains("@\(wrapper)") {
            let pattern = "@\(wrapper)(?=[ \\t]+(?:(?:private|fileprivate|internal|public|package|nonisolated|static|final|(?:private|fileprivate|internal|public)\\(set\\))[ \\t]+)*var\\b)"
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            text = regex.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: "@\(wrapper)()")
        }
        for framework in frameworksWithSubmodules where text.contains("import \(framework).") {
            let pattern = "(?m)^([ \\t]*(?:@[A-Za-z_]+[ \\t]+)*import[ \\t]+)\(framework)(?:\\.[A-Za-z_][A-Za-z0-9_]*)+(?=[ \\t]*(?://.*)?$)"
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            text = regex.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: "$1\(framework)")
        }
        return text == source ? nil : text
    }
}
