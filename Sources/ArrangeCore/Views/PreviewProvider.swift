/// A type that produces view previews, as in SwiftUI, so that files carrying previews compile.
/// Arrange never shows them; `HostingView(rootView: X.previews, …)` lays one out.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder static var previews: Previews { get }
}
