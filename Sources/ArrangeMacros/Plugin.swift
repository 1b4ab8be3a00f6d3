import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in: the macros `ArrangePreviews` declares.
@main
struct ArrangeMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = []
}
