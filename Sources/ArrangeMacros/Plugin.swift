import ArrangeMacroExpansions
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The compiler plug-in: the macros `ArrangePreviews` declares. The expansions are implemented
/// in `ArrangeMacroExpansions`, a plain library, so the tests check them without depending on
/// this macro target (a test target that does makes SwiftPM build the whole test graph a second
/// time, for the host); the types here forward to them under the names the declarations give.
@main
struct ArrangeMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}

/// `#Preview` (see `PreviewExpansion`).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try PreviewExpansion.expansion(of: node, in: context)
    }
}

/// `@Previewable` (see `PreviewableExpansion`).
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try PreviewableExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}
