import Foundation

/// A view that reports a diagnostic when it is built and then builds its content: for views
/// composed through a `body` (in modules that cannot reach the tree builder) whose input is bad
/// or cannot be honoured, such as `AsyncImage` with a remote URL.
nonisolated package struct ReportingView<Content: View>: View {
    let message: String?
    let content: Content

    package init(message: String?, content: Content) {
        self.message = message
        self.content = content
    }

    /// A primitive: it has no body.
    package typealias Body = Never
    /// Reports the message (once per host, as every diagnostic) and builds the content.
    package static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        if let message = view.message { builder.report(message) }
        builder.build(view.content)
    }
}
