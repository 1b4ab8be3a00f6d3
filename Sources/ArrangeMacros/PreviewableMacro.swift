import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a property declared in a `#Preview` body as a property of the view the
/// preview shows (`#Preview` does the work). Expands to nothing; outside a `#Preview` body it
/// is reported, as in SwiftUI.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
