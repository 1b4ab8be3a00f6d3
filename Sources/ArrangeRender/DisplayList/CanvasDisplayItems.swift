import ArrangeCore
import Foundation

extension DisplayListBuilder {
    /// A canvas's recorded commands as display items, moved to its frame.
    func canvasItems(_ canvas: CanvasDrawing, frame: CGRect) -> [DisplayItem] {
        let symbols = canvas.symbols.map { CanvasSymbolRenderer(view: $0, environment: canvas.environment, scale: scale) }
        let (commands, problems) = canvas.commands(size: frame.size, symbols: symbols.map { renderer in CanvasSymbolResolver { renderer.resolve($0) } })
        for problem in problems { report(problem) }
        let items = commandItems(commands, move: CGAffineTransform(translationX: frame.minX, y: frame.minY), frame: frame, foreground: canvas.environment.foregroundPaint)
        // A canvas draws into a layer of its own, as SwiftUI's does: blend modes combine what
        // it draws with what it drew before, never with the views behind it (`clear` makes the
        // canvas transparent rather than erasing them).
        guard !items.isEmpty else { return items }
        var result = items
        // An inverted shadow covers everything outside its content: within the canvas's layer.
        if Self.invertsShadow(commands) { result = [.group(.clip(Path(frame).segments, FillStyle()), result)] }
        return Self.blends(commands) ? [.group(.compositingGroup, result)] : result
    }

    /// Whether any command (or layer in one) has a shadow filter with `invertsAlpha`.
    private static func invertsShadow(_ commands: [CanvasCommand]) -> Bool {
        commands.contains { command in
            if case .layer(let inner) = command.content, invertsShadow(inner) { return true }
            return command.filters.contains { filter in
                if case .shadow(_, _, _, _, let options) = filter { return options.contains(.invertsAlpha) }
                return false
            }
        }
    }

    /// Whether any command (or layer or clip layer in one) draws in a blend mode other than `normal`.
    private static func blends(_ commands: [CanvasCommand]) -> Bool {
        commands.contains { command in
            if command.blendMode != .normal { return true }
            if case .layer(let inner) = command.content, blends(inner) { return true }
            return command.filters.contains { filter in
                if case .shadow(_, _, _, let mode, _) = filter { return mode != .normal }
                return false
            }
        }
    }

    /// The items of `commands` (canvas coordinates, moved by `move`), each wrapped in its
    /// filters (the first innermost), opacity, clips and blend mode. The blend mode is
    /// outermost so that it composites the clipped content with what is already drawn (a mask
    /// group inside it would otherwise blend with nothing).
    private func commandItems(_ commands: [CanvasCommand], move: CGAffineTransform, frame: CGRect, foreground: Paint) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for command in commands {
            var inner: [DisplayItem]
            switch command.content {
            case .path(let segments, let paint, let mode):
                guard let paint = normalized(paint), segments.allSatisfy(\.isFinite) else { continue }
                if case .stroke(let style, _) = mode, style.lineWidth <= 0 { continue }
                inner = [.path(PathItem(segments: segments.map { $0.applying(move) }, paint: paint, paintBounds: frame, mode: mode))]
            case .drawable(let drawable, let rect, let transform, let paint):
                inner = drawableItems(drawable, in: rect, paint: paint ?? foreground)
                let t = transform.concatenating(move)
                guard !inner.isEmpty, abs(t.a * t.d - t.b * t.c) > 1e-12, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { continue }
                if !t.isIdentity { inner = [.group(.transform(t), inner)] }
            case .layer(let commands):
                inner = commandItems(commands, move: move, frame: frame, foreground: foreground)
                guard !inner.isEmpty else { continue }
                inner = [.group(.compositingGroup, inner)]
            }
            for filter in command.filters {
                inner = apply(filter, to: inner)
                if inner.isEmpty { break }
            }
            if command.opacity <= 0 || inner.isEmpty { continue }
            if command.opacity < 1 { inner = [.group(.opacity(command.opacity), inner)] }
            for clip in command.clips.reversed() {
                switch clip {
                case .path(let segments, let style, let inverse):
                    guard segments.allSatisfy(\.isFinite) else { continue }
                    let moved = segments.map { $0.applying(move) }
                    if inverse {
                        // Everything outside the path: the content through one minus the path's coverage.
                        let shape = DisplayItem.path(PathItem(segments: moved, paint: .color(.black), paintBounds: frame, mode: .fill(style)))
                        inner = [.group(.inverseMask([shape]), inner)]
                    } else {
                        inner = [.group(.clip(moved, style), inner)]
                    }
                case .layer(let layerCommands, let opacity, let inverse):
                    var mask = commandItems(layerCommands, move: move, frame: frame, foreground: foreground)
                    if opacity < 1, !mask.isEmpty { mask = [.group(.opacity(opacity), mask)] }
                    if inverse {
                        if !mask.isEmpty { inner = [.group(.inverseMask(mask), inner)] }
                    } else {
                        // An empty layer clips everything away.
                        inner = mask.isEmpty || opacity <= 0 ? [] : [.group(.mask(mask), inner)]
                    }
                }
                if inner.isEmpty { break }
            }
            if inner.isEmpty { continue }
            if command.blendMode != .normal { inner = [.group(.blendMode(command.blendMode), inner)] }
            items += inner
        }
        return items
    }

    /// An image, symbol image or canvas symbol drawn into `rect`: bitmaps stretched to it,
    /// symbol images filled with `paint` and stretched, canvas symbols scaled from their size.
    private func drawableItems(_ drawable: any CanvasDrawable, in rect: CGRect, paint: Paint) -> [DisplayItem] {
        if let image = drawable as? ImageLeaf {
            if image.isSymbol { return symbolItems(image, in: rect, paint: paint) }
            let fill: ImageFill
            if case .natural = image.fill { fill = .stretch(capInsets: EdgeInsets()) } else { fill = image.fill }
            return imageItems(image, frame: rect, fill: fill)
        }
        if let symbol = drawable as? CanvasSymbolDrawing {
            guard symbol.size.width > 0, symbol.size.height > 0, !symbol.items.isEmpty else { return [] }
            let t = CGAffineTransform(scaleX: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
                .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            return t.isIdentity ? symbol.items : [.group(.transform(t), symbol.items)]
        }
        return []
    }

    /// `items` with a canvas filter applied.
    private func apply(_ filter: CanvasFilter, to items: [DisplayItem]) -> [DisplayItem] {
        guard let content = items.unionBounds else { return items }
        switch filter {
        case .shadow(let color, let radius, let offset, let blendMode, let options):
            if options.isEmpty, blendMode == .normal {
                if color.opacity <= 0 { return items }
                return [.group(.shadow(color: color, radius: min(radius, 4096), offset: offset, contentBounds: content), items)]
            }
            let shadow = CanvasShadow(color: color, radius: min(radius, 4096), offset: offset, blendMode: blendMode,
                                      above: options.contains(.shadowAbove), only: options.contains(.shadowOnly),
                                      invertsAlpha: options.contains(.invertsAlpha), disablesGroup: options.contains(.disablesGroup))
            return [.group(.canvasShadow(shadow, contentBounds: content), items)]
        case .blur(let radius, let opaque):
            if radius < 0.1 { return items }
            return [.group(.blur(radius: min(radius, 4096), opaque: opaque, contentBounds: content), items)]
        case .colorMatrix(let matrix):
            if matrix == .identity { return items }
            return [.group(.colorMatrix(matrix, contentBounds: content), items)]
        case .alphaThreshold(let low, let high, let color):
            return [.group(.alphaThreshold(min: low, max: high, color: color, contentBounds: content), items)]
        }
    }
}

extension ImageLeaf: CanvasDrawable {}

/// A canvas symbol view drawn on its own: its items with its top-left corner at the origin.
final class CanvasSymbolDrawing: CanvasDrawable {
    let items: [DisplayItem]
    let size: CGSize

    init(items: [DisplayItem], size: CGSize) {
        self.items = items
        self.size = size
    }
}

/// Lays out a canvas's symbol views in a host of their own (once per canvas drawing, when the
/// first symbol is asked for) and draws the one with a tag.
final class CanvasSymbolRenderer {
    let view: AnyView
    let environment: EnvironmentValues
    let scale: CGFloat
    private var drawings: [AnyHashable: CanvasSymbolDrawing]?

    init(view: AnyView, environment: EnvironmentValues, scale: CGFloat) {
        self.view = view
        self.environment = environment
        self.scale = scale
    }

    func resolve(_ id: AnyHashable) -> (drawable: any CanvasDrawable, size: CGSize)? {
        // Canvas renderers run while the display list is built, on the main actor (see
        // `assumingMainActor`); the symbols' host evaluates their bodies.
        if drawings == nil { drawings = assumingMainActor(self) { $0.drawAll() } }
        guard let drawing = drawings?[id] else { return nil }
        return (drawing, drawing.size)
    }

    @MainActor
    private func drawAll() -> [AnyHashable: CanvasSymbolDrawing] {
        let tags = CanvasSymbolsLayout.Tags()
        let host = HostingView(rootView: CanvasSymbolsLayout(tags: tags) { view }, size: .zero, environment: environment)
        _ = host.layoutForRendering(.unspecified)
        guard let root = host.renderTree() else { return [:] }
        let children = root.children
        var builder = DisplayListBuilder(scale: scale)
        builder.descend = { step in host.withStackRoom(step) }
        var result: [AnyHashable: CanvasSymbolDrawing] = [:]
        // One child per subview, in order; the first symbol with a tag wins, as in SwiftUI.
        for (index, child) in children.enumerated() where index < tags.tags.count {
            guard let tag = tags.tags[index], result[tag] == nil else { continue }
            result[tag] = CanvasSymbolDrawing(items: builder.items(for: child), size: tags.sizes[index])
        }
        return result
    }
}
