import ArrangePreviewToolchain
import Foundation
import Testing

/// The expansions of `#Preview` and `@Previewable` as the compiler makes them: each sample is
/// type-checked by `swiftc` with the built plug-in loaded (the flags SwiftPM used for the
/// preview agent, read by `PreviewToolchain`), and `-dump-macro-expansions` prints what the
/// plug-in returned. So the tests check the plug-in the compiler runs, and no test target links
/// swift-syntax.
@Suite struct PreviewMacroExpansionTests {
    @Test func aPreviewExpandsToARegistryTypeWithASectionRecord() throws {
        let expansion = try MacroExpansion(of: """
            #Preview {
                Text("Hello")
            }
            """)
        #expect(expansion.messages.isEmpty, "\(expansion.messages)")
        #expect(expansion.declarations == ["""
            struct Preview: ArrangePreviews.PreviewRegistry {
                static let fileID: String = "MacroSamples/Sample.swift"
                static let line: Int = 2
                static let column: Int = 1
                @MainActor static func makePreview() throws -> ArrangePreviews.Preview {
                    ArrangePreviews.Preview {
                        Text("Hello")
                    }
                }
                #if compiler(>=6.3) && os(Linux)
                @used @section("arrange_previews") static let _arrangePreviewRecord: ArrangePreviews.PreviewRecord = {
                    $0.initializeMemory(as: (any ArrangePreviews.PreviewRegistry.Type).self, repeating: Preview.self, count: 1)
                }
                #endif
            }
            """])
    }

    @Test func nameAndTraitsArePassedOnAndABuilderBodyKeepsItsStatements() throws {
        let expansion = try MacroExpansion(of: """
            struct Card: View {
                let title: String
                var body: some View { Text(title) }
            }

            #Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
                let title = "Hello"
                VStack {
                    Card(title: title)
                }
            }
            """)
        #expect(expansion.messages.isEmpty, "\(expansion.messages)")
        #expect(expansion.declarations == ["""
            struct Preview: ArrangePreviews.PreviewRegistry {
                static let fileID: String = "MacroSamples/Sample.swift"
                static let line: Int = 7
                static let column: Int = 1
                @MainActor static func makePreview() throws -> ArrangePreviews.Preview {
                    ArrangePreviews.Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
                        let title = "Hello"
                        VStack {
                            Card(title: title)
                        }
                    }
                }
                #if compiler(>=6.3) && os(Linux)
                @used @section("arrange_previews") static let _arrangePreviewRecord: ArrangePreviews.PreviewRecord = {
                    $0.initializeMemory(as: (any ArrangePreviews.PreviewRegistry.Type).self, repeating: Preview.self, count: 1)
                }
                #endif
            }
            """])
    }

    @Test func previewablePropertiesBecomeTheStatePropertiesOfAContentView() throws {
        let expansion = try MacroExpansion(of: """
            struct Counter: View {
                @Binding var count: Int
                @Binding var on: Bool
                var body: some View { Text("\\(count)") }
            }

            #Preview {
                @Previewable @State var count = 1
                @Previewable @State var on = true
                Counter(count: $count, on: $on)
            }
            """)
        #expect(expansion.messages.isEmpty, "\(expansion.messages)")
        #expect(expansion.declarations == ["""
            struct Preview: ArrangePreviews.PreviewRegistry {
                static let fileID: String = "MacroSamples/Sample.swift"
                static let line: Int = 8
                static let column: Int = 1
                @MainActor static func makePreview() throws -> ArrangePreviews.Preview {
                    ArrangePreviews.Preview {
                        Content()
                    }
                }
                struct Content: ArrangeCore.View {
                    @State var count = 1
                    @State var on = true
                    var body: some ArrangeCore.View {
                        Counter(count: $count, on: $on)
                    }
                }
                #if compiler(>=6.3) && os(Linux)
                @used @section("arrange_previews") static let _arrangePreviewRecord: ArrangePreviews.PreviewRecord = {
                    $0.initializeMemory(as: (any ArrangePreviews.PreviewRegistry.Type).self, repeating: Preview.self, count: 1)
                }
                #endif
            }
            """])
    }

    @Test func aBodyGivenByLabelIsTheBody() throws {
        let expansion = try MacroExpansion(of: """
            #Preview("Label", body: { Color.red })
            """)
        #expect(expansion.messages.isEmpty, "\(expansion.messages)")
        #expect(expansion.declarations == ["""
            struct Preview: ArrangePreviews.PreviewRegistry {
                static let fileID: String = "MacroSamples/Sample.swift"
                static let line: Int = 2
                static let column: Int = 1
                @MainActor static func makePreview() throws -> ArrangePreviews.Preview {
                    ArrangePreviews.Preview("Label") {
                        Color.red
                    }
                }
                #if compiler(>=6.3) && os(Linux)
                @used @section("arrange_previews") static let _arrangePreviewRecord: ArrangePreviews.PreviewRecord = {
                    $0.initializeMemory(as: (any ArrangePreviews.PreviewRegistry.Type).self, repeating: Preview.self, count: 1)
                }
                #endif
            }
            """])
    }

    @Test func aPreviewWithoutABodyIsAnError() throws {
        let expansion = try MacroExpansion(of: """
            #Preview("Empty")
            """)
        // The declarations of `#Preview` all take a body, so the compiler refuses the call
        // before the plug-in sees it.
        #expect(expansion.declarations.isEmpty)
        #expect(expansion.messages.contains("Sample.swift:2:17: error: missing argument for parameter 'body' in macro expansion"),
                "\(expansion.messages)")
    }

    @Test func previewableOnItsOwnAddsNothing() throws {
        let expansion = try MacroExpansion(of: """
            struct Holder {
                @Previewable var x = 1
            }
            """)
        #expect(expansion.messages.isEmpty, "\(expansion.messages)")
        #expect(expansion.declarations.isEmpty)
    }
}

/// What the compiler made of one sample file: the declarations the plug-in expanded it to, each
/// once and with the unique type name `context.makeUniqueName` gave written `Preview`, and the
/// compiler's messages.
private struct MacroExpansion {
    var declarations: [String] = []
    var messages = ""

    init(of sample: String) throws {
        let toolchain = try PreviewToolchain(buildFolder: try PreviewServerProcess.arrangeExecutable().deletingLastPathComponent())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-macro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Sample.swift")
        try Data("import Arrange\n\(sample)\n".utf8).write(to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolchain.swiftc)
        process.arguments = toolchain.compileFlags
            + ["-typecheck", "-module-name", "MacroSamples", "-Xfrontend", "-dump-macro-expansions", file.path]
        process.currentDirectoryURL = folder
        // `-dump-macro-expansions` prints to standard error, among the diagnostics.
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // Each expansion is printed after its buffer's name, between two rules of dashes; the
        // rest is the compiler's messages, less the plug-in protocol's "Internal Error:
        // DecodingError…" line, which is the toolchain's (`PreviewBuild` leaves it out too).
        var outside: [Substring] = []
        var inside: [Substring]?
        for line in printed.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "------------------------------" {
                if let block = inside {
                    var text = block.joined(separator: "\n").trimmingCharacters(in: .newlines)
                    if let name = text.firstMatch(of: /\$s\w+?7PreviewfMu_/) {
                        text = text.replacingOccurrences(of: String(name.0), with: "Preview")
                    }
                    if !text.isEmpty, !declarations.contains(text) { declarations.append(text) }
                    inside = nil
                } else {
                    inside = []
                }
            } else if inside != nil {
                inside?.append(line)
            } else if !line.hasPrefix("@__swiftmacro_"), !line.hasPrefix("Internal Error: DecodingError"), !line.isEmpty {
                outside.append(line)
            }
        }
        messages = outside.joined(separator: "\n")
    }
}
