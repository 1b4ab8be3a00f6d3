import ArrangeMacroExpansions
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The expansions of `#Preview` and `@Previewable`, checked with swift-syntax's
/// `assertMacroExpansion` (its generic form, reporting through Swift Testing).
@Suite struct PreviewMacroExpansionTests {
    private let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewExpansion.self),
        "Previewable": MacroSpec(type: PreviewableExpansion.self),
    ]

    private func expect(_ source: String, expands expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, macroSpecs: macros, failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        })
    }

    @Test func aPreviewExpandsToARegistryTypeWithASectionRecord() {
        expect("""
            #Preview {
                Text("Hello")
            }
            """, expands: """
            struct __macro_local_7PreviewfMu_: ArrangePreviews.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() throws -> ArrangePreviews.Preview {
                    ArrangePreviews.Preview {
                        Text("Hello")
                    }
                }
                #if compiler(>=6.3) && os(Linux)
                @used @section("arrange_previews") static let _arrangePreviewRecord: ArrangePreviews.PreviewRecord = {
                    $0.initializeMemory(as: (any ArrangePreviews.PreviewRegistry.Type).self, repeating: __macro_local_7PreviewfMu_.self, count: 1)
                }
                #endif
            }
            """)
    }

    @Test func nameAndTraitsArePassedOnAndABuilderBodyKeepsItsStatements() {
        expect("""
            #Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
                let model = Model()
                VStack {
                    Card(model: model)
                }
            }
            """, expands: """
            struct __macro_local_7PreviewfMu_: ArrangePreviews.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() throws -> ArrangePreviews.Preview {
                    ArrangePreviews.Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
                        let model = Model()
                        VStack {
                            Card(model: model)
                        }
                    }
                }
                #if compiler(>=6.3) && os(Linux)
                @used @section("arrange_previews") static let _arrangePreviewRecord: ArrangePreviews.PreviewRecord = {
                    $0.initializeMemory(as: (any ArrangePreviews.PreviewRegistry.Type).self, repeating: __macro_local_7PreviewfMu_.self, count: 1)
                }
                #endif
            }
            """)
    }

    @Test func previewablePropertiesBecomeTheStatePropertiesOfAContentView() {
        expect("""
            #Preview {
                @Previewable @State var count = 1
                @Previewable @State private var on = true
                Counter(count: $count, on: $on)
            }
            """, expands: """
            struct __macro_local_7PreviewfMu_: ArrangePreviews.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() throws -> ArrangePreviews.Preview {
                    ArrangePreviews.Preview {
                        Content()
                    }
                }
                @MainActor
                struct Content: @preconcurrency ArrangeCore.View {
                    @State var count = 1
                    @State private var on = true
                    var body: some ArrangeCore.View {
                        Counter(count: $count, on: $on)
                    }
                }
                #if compiler(>=6.3) && os(Linux)
                @used @section("arrange_previews") static let _arrangePreviewRecord: ArrangePreviews.PreviewRecord = {
                    $0.initializeMemory(as: (any ArrangePreviews.PreviewRegistry.Type).self, repeating: __macro_local_7PreviewfMu_.self, count: 1)
                }
                #endif
            }
            """)
    }

    @Test func aBodyGivenByLabelIsTheBody() {
        expect("""
            #Preview("Label", body: { Color.red })
            """, expands: """
            struct __macro_local_7PreviewfMu_: ArrangePreviews.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() throws -> ArrangePreviews.Preview {
                    ArrangePreviews.Preview("Label") {
                        Color.red
                    }
                }
                #if compiler(>=6.3) && os(Linux)
                @used @section("arrange_previews") static let _arrangePreviewRecord: ArrangePreviews.PreviewRecord = {
                    $0.initializeMemory(as: (any ArrangePreviews.PreviewRegistry.Type).self, repeating: __macro_local_7PreviewfMu_.self, count: 1)
                }
                #endif
            }
            """)
    }

    @Test func aPreviewWithoutABodyIsAnError() {
        assertMacroExpansion("#Preview(\"Empty\")", expandedSource: "#Preview(\"Empty\")", diagnostics: [
            DiagnosticSpec(message: "#Preview needs a body: a closure that returns the view to preview", line: 1, column: 1),
        ], macroSpecs: macros, failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }

    @Test func previewableAloneExpandsToNothing() {
        expect("@Previewable @State var x = 1", expands: "@State var x = 1")
    }
}
