import Foundation

/// A view type that supports immediate mode drawing, as in SwiftUI: it lays out like a shape
/// (taking the space proposed) and draws what `renderer` records at its placed size.
///
/// The `symbols` views are not shown: the renderer draws them where it likes through
/// `GraphicsContext.resolveSymbol(id:)`, each found by its `.tag(_:)` and sized at its ideal
/// size. `opaque`, `colorMode` and `rendersAsynchronously` are accepted.
nonisolated public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols?
    /// Whether the canvas was declared fully opaque (kept for inspection; it does not change
    /// what is drawn).
    let opaque: Bool
    /// The working colour space it was given (kept for inspection).
    let colorMode: ColorRenderingMode
    /// Whether it was asked to render asynchronously (kept for inspection; a render is
    /// synchronous here).
    let rendersAsynchronously: Bool

    /// Creates and configures a canvas.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
        symbols = nil
        self.opaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// Creates and configures a canvas that you supply with renderable child views (`symbols`,
    /// each identified by its `.tag(_:)`).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        self.opaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout node: a flexible leaf that draws the canvas.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        var drawing = ShapeDrawing(shape: Rectangle(), paint: .color(.clear))
        drawing.canvas = CanvasDrawing(renderer: view.renderer, environment: builder.environment, symbols: view.symbols.map { AnyView($0) })
        drawing.leafName = .type(Canvas<Symbols>.self)
        builder.addDrawnLeaf(drawing)
    }
}
