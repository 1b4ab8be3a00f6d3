import Foundation

/// The places where the core's containers draw an SF Symbol of their own: the list row's
/// disclosure chevron and the tab bar's icons. The rendering module sizes the symbol for each
/// (font, weight and scale), as iOS does.
package enum SystemSymbolRole: Hashable, Sendable {
    /// The `chevron.right` at the trailing end of a navigation link's list row.
    case listDisclosure
}

/// Makes `Image(systemName:)` views for the core. Arrange's own: the core cannot name `Image`,
/// which the rendering module declares, so the rendering module's `SystemSymbolProvider`
/// conforms to this protocol and the core finds it by name at run time (`SystemSymbols`).
package protocol SystemSymbolProviding {
    /// `Image(systemName: name)` sized for `role`, type-erased.
    static func symbol(named name: String, role: SystemSymbolRole) -> AnyView
}

/// The core's way to the rendering module's symbols.
package enum SystemSymbols {
    /// The rendering module's provider, found once by its mangled name
    /// (`ArrangeRender.SystemSymbolProvider`); nil when the rendering module is not linked in.
    nonisolated(unsafe) private static let provider: (any SystemSymbolProviding.Type)? =
        _typeByName("13ArrangeRender20SystemSymbolProviderV") as? any SystemSymbolProviding.Type

    /// The symbol `name` sized for `role`, or nil without the rendering module.
    package static func symbol(named name: String, role: SystemSymbolRole) -> AnyView? {
        provider?.symbol(named: name, role: role)
    }
}
