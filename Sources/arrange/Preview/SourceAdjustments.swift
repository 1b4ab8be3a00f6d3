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
/// - Objective-C attributes, which Linux's compiler refuses ("Objective-C interoperability is
///   disabled"), give way to what they mean here: `@NSManaged var title: String?` becomes a
///   property reading and writing the managed object's value for `"title"`, an `@NSManaged`
///   relationship accessor performs its selector (`@objc(addItemsObject:)`), and `@objc`,
///   `@objc(Name)`, `@nonobjc` and `@objcMembers` are blanked (columns stay where they were), and
///   `#selector(UIResponder.resignFirstResponder)` names its method: `Selector("resignFirstResponder")`.
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
        if text.contains("@objc") || text.contains("@nonobjc") || text.contains("@NSManaged") {
            text = objectiveCAttributesAdjusted(text)
        }
        if text.contains("#selector") {
            text = replacing(#"#selector\((?:\s*(?:getter|setter)\s*:)?\s*([A-Za-z0-9_.]+)(?:\(([A-Za-z0-9_:]*)\))?\s*\)"#, in: text) { groups in
                "Selector(\(String(reflecting: selectorName(groups[1], labels: groups[2]))))"
            }
        }
        return text == source ? nil : text
    }

    /// `text` with `@NSManaged` declarations given bodies and Objective-C attributes blanked.
    static func objectiveCAttributesAdjusted(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        var selector: String?
        for index in lines.indices {
            var line = lines[index]
            // A selector named for the next declaration: `@objc(addItemsObject:)`.
            if let named = firstMatch(#"@objc\(([A-Za-z0-9_:]+)\)"#, in: line) { selector = named[1] }
            line = replacing(#"@objc\([A-Za-z0-9_:]*\)|@objcMembers\b|@nonobjc\b|@objc\b"#, in: line) { String(repeating: " ", count: $0[0].count) }
            if line.contains("@NSManaged") {
                line = managedPropertyAdjusted(line) ?? managedAccessorAdjusted(line, selector: selector) ?? line
                selector = nil
            } else if line.contains(" func ") || line.contains(" var ") || line.contains("class ") {
                selector = nil
            }
            lines[index] = line
        }
        return lines.joined(separator: "\n")
    }

    /// `@NSManaged … var name: Type` as a property of the managed object's value for `"name"`.
    static func managedPropertyAdjusted(_ line: String) -> String? {
        let pattern = #"@NSManaged\b([ \t]+(?:(?:public|internal|package|open|private|fileprivate|final|dynamic|override|nonisolated|(?:public|internal|private|fileprivate)\(set\))[ \t]+)*)var[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]*([^/{=]*[^/{=\s])"#
        guard let match = firstMatch(pattern, in: line) else { return nil }
        let key = match[2]
        let replacement = "\(match[1].dropFirst())var \(key): \(match[3]) { get { _managedValue(forKey: \"\(key)\") } set { _setManagedValue(newValue, forKey: \"\(key)\") } }"
        return replacing(pattern, in: line, limit: 1) { _ in replacement }
    }

    /// `@NSManaged … func addToItems(_ value: Item)` with a body performing its selector (the
    /// one `@objc(…)` named, else the one Xcode's generated accessors have).
    static func managedAccessorAdjusted(_ line: String, selector: String?) -> String? {
        let pattern = #"@NSManaged\b([ \t]+(?:(?:public|internal|package|open|private|fileprivate|final|override|nonisolated)[ \t]+)*)func[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*\(([^)]*)\)"#
        guard let match = firstMatch(pattern, in: line) else { return nil }
        let parameters = match[3].split(separator: ",").map { parameter -> (label: String, name: String, type: String) in
            let parts = parameter.split(separator: ":", maxSplits: 1)
            let names = (parts.first ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            return (names.first ?? "_", names.last ?? "_", parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
        }
        let name = match[2]
        let chosen = selector ?? generatedSelector(for: name, parameters: parameters.map { ($0.label, $0.type) })
        let arguments = ([String(reflecting: chosen)] + parameters.map(\.name)).joined(separator: ", ")
        let replacement = "\(match[1].dropFirst())func \(name)(\(match[3])) { _performManagedAccessor(\(arguments)) }"
        return replacing(pattern, in: line, limit: 1) { _ in replacement }
    }

    /// The selector Xcode's generated relationship accessor `name` has.
    static func generatedSelector(for name: String, parameters: [(label: String, type: String)]) -> String {
        let many = parameters.first.map { $0.type.contains("Set") || $0.type.hasPrefix("[") } ?? false
        for (prefix, verb) in [("addTo", "add"), ("removeFrom", "remove"), ("insertInto", "insert")] where name.hasPrefix(prefix) {
            let key = name.dropFirst(prefix.count)
            if verb == "insert" { return "insertObject:in\(key)AtIndex:" }
            if verb == "remove", parameters.first?.label == "at" { return "removeObjectFrom\(key)AtIndex:" }
            return many ? "\(verb)\(key):" : "\(verb)\(key)Object:"
        }
        return "\(name):"
    }

    /// The Objective-C name of the method `path` (`UIResponder.resignFirstResponder`) with the
    /// argument labels `labels` (`_:sender:`), as Swift exposes it: `tap:`, `tapWithSender:`.
    static func selectorName(_ path: String, labels: String) -> String {
        let base = path.split(separator: ".").last.map(String.init) ?? path
        let names = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard let first = names.first else { return base }
        let head = first == "_" ? base + ":" : base + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + names.dropFirst().map { $0 + ":" }.joined()
    }

    /// The groups of the first match of `pattern` in `text`.
    private static func firstMatch(_ pattern: String, in text: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) else { return nil }
        return (0..<match.numberOfRanges).map { match.range(at: $0).location == NSNotFound ? "" : (text as NSString).substring(with: match.range(at: $0)) }
    }

    /// `text` with matches of `pattern` replaced by what `replacement` makes of their groups.
    private static func replacing(_ pattern: String, in text: String, limit: Int = .max, _ replacement: ([String]) -> String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        let source = text as NSString
        var result = ""
        var last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: source.length)).prefix(limit) {
            let groups = (0..<match.numberOfRanges).map { match.range(at: $0).location == NSNotFound ? "" : source.substring(with: match.range(at: $0)) }
            result += source.substring(with: NSRange(location: last, length: match.range.location - last)) + replacement(groups)
            last = match.range.location + match.range.length
        }
        return result + source.substring(from: last)
    }
}
