import Foundation

/// Security-scoped access to files the user picked, which Linux's Foundation lacks. Arrange's
/// own: Linux has no sandbox, so access is always there — starting it answers `true` and
/// stopping it does nothing, as on a Mac app without the sandbox.
extension URL {
    /// Makes a picked file accessible; `true`: it is.
    public func startAccessingSecurityScopedResource() -> Bool { true }

    /// Ends access started with `startAccessingSecurityScopedResource()`.
    public func stopAccessingSecurityScopedResource() {}
}
