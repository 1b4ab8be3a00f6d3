import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: expands to a uniquely named type conforming to `ArrangePreviews.PreviewRegistry`
/// (as SwiftUI's expands to a `DeveloperToolsSupport.PreviewRegistry`) that knows where the
/// preview was written and makes it, plus a record of that type in the object-file section
/// `arrange_previews`, which `PreviewCatalog.registries` reads at run time.
///
/// The arguments other than the body are passed on to `Preview.init` as written. When the body
/// declares `@Previewable` properties, they become the stored properties of a view the
/// registry type declares, whose body is the rest of the preview's body; the preview shows that
/// view, so `@Previewable @State` state lives and updates as any view's state.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let typeName = context.makeUniqueName("Preview")
        var arguments = Array(node.arguments)
        let body: ClosureExprSyntax
        if let trailing = node.trailingClosure {
            body = trailing
        } else if let index = arguments.lastIndex(where: { $0.label?.text == "body" }),
                  let closure = arguments[index].expression.as(ClosureExprSyntax.self) {
            body = closure
            arguments.remove(at: index)
        } else {
            throw MacroExpansionErrorMessage("#Preview needs a body: a closure that returns the view to preview")
        }

        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file ?? ExprSyntax(literal: "")
        let line = location?.line ?? ExprSyntax(literal: 0)
        let column = location?.column ?? ExprSyntax(literal: 0)

        // The arguments before the body, as written (the trailing comma of the last one dropped).
        var passed = LabeledExprListSyntax(arguments)
        if var last = passed.last {
            passed = LabeledExprListSyntax(passed.dropLast())
            last.trailingComma = nil
            passed.append(last)
        }
        let argumentText = passed.map { $0.trimmedDescription }.joined(separator: " ")

        // `@Previewable` declarations become the stored properties of a content view.
        var previewables: [DeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                var stripped = variable
                stripped.attributes = variable.attributes.filter { !isPreviewable($0) }
                previewables.append(DeclSyntax(stripped.trimmed))
            } else {
                rest.append(item)
            }
        }

        let call = argumentText.isEmpty ? "ArrangePreviews.Preview" : "ArrangePreviews.Preview(\(argumentText))"
        let makeBody: String
        var members: [String] = []
        if previewables.isEmpty {
            if body.signature != nil {
                makeBody = "\(call) \(body.trimmedDescription)"
            } else {
                makeBody = "\(call) {\n\(reindent(body.statements.map { $0 }, by: 12))\n        }"
            }
        } else {
            let properties = previewables.map { "        \($0.description)" }.joined(separator: "\n")
            members.append("""
                    struct Content: ArrangeCore.View {
                \(properties)
                        var body: some ArrangeCore.View {
                \(reindent(rest, by: 12))
                        }
                    }
                """)
            makeBody = "\(call) {\n            Content()\n        }"
        }

        let declaration: DeclSyntax = """
            struct \(typeName): ArrangePreviews.PreviewRegistry {
                static let fileID: String = \(fileID)
                static let line: Int = \(line)
                static let column: Int = \(column)
                @MainActor static func makePreview() throws -> ArrangePreviews.Preview {
                    \(raw: makeBody)
                }
            \(raw: members.map { $0 + "\n" }.joined())    #if compiler(>=6.3) && os(Linux)
                @used @section("arrange_previews") static let _arrangePreviewRecord: ArrangePreviews.PreviewRecord = {
                    $0.initializeMemory(as: (any ArrangePreviews.PreviewRegistry.Type).self, repeating: \(typeName).self, count: 1)
                }
                #endif
            }
            """
        return [declaration]
    }

    /// The statements' source, their common indentation replaced by `width` spaces.
    private static func reindent(_ statements: [CodeBlockItemSyntax], by width: Int) -> String {
        let text = statements.map { $0.description }.joined()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
            .drop { $0.allSatisfy(\.isWhitespace) }
        let trimmed = Array(lines.reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed())
        let common = trimmed.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }
            .min() ?? 0
        let indent = String(repeating: " ", count: width)
        return trimmed.map { $0.allSatisfy(\.isWhitespace) ? "" : indent + $0.dropFirst(common) }.joined(separator: "\n")
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}
