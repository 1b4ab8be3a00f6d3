import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in: the macros `ArrangePreviews` and `SwiftData` declare. The tests check its expansions
/// through the compiler (`swiftc -dump-macro-expansions` with this plug-in loaded), so no test
/// target links swift-syntax and SwiftPM builds it once, for the plug-in.
@main
struct ArrangeMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self,
        SwiftDataModelMacro.self, SwiftDataPersistedPropertyMacro.self, SwiftDataAttributeMacro.self, SwiftDataRelationshipMacro.self,
        SwiftDataTransientMacro.self, SwiftDataUniqueMacro.self, SwiftDataIndexMacro.self,
    ]
}
