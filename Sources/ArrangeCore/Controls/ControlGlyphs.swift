import Foundation

// The small glyphs controls draw (chevrons, plus and minus), as shapes: they do not depend on
// symbol fonts, so a control looks the same whatever `Image(systemName:)` draws.

/// A chevron drawn as an open stroke across its rectangle. Arrange's own, internal.
nonisolated package struct ChevronShape: Shape {
    package enum Direction: Sendable { case right, down, up, left }
    package var direction: Direction
    /// How far the chevron stays inside its rectangle on every side (half a stroke's width keeps
    /// round caps inside the frame).
    package var inset: CGFloat = 0

    package init(direction: Direction, inset: CGFloat = 0) {
        self.direction = direction
        self.inset = inset
    }

    package func path(in bounds: CGRect) -> Path {
        let rect = bounds.insetBy(dx: inset, dy: inset)
        return Path { p in
            switch direction {
            case .right:
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            case .down:
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            case .left:
                p.move(to: CGPoint(x: rect.maxX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            case .up:
                p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            }
        }
    }
}

/// The up-and-down chevrons of menu pickers ("chevron.up.chevron.down"), stacked in their
/// rectangle.
@usableFromInline nonisolated struct UpDownChevronShape: Shape {
    @usableFromInline func path(in rect: CGRect) -> Path {
        let half = rect.height * 0.4
        var path = ChevronShape(direction: .up).path(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: half))
        path.addPath(ChevronShape(direction: .down).path(in: CGRect(x: rect.minX, y: rect.maxY - half, width: rect.width, height: half)))
        return path
    }
}

/// A plus or minus sign across the middle of its rectangle.
@usableFromInline nonisolated struct PlusMinusShape: Shape {
    var isPlus: Bool

    @usableFromInline func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            if isPlus {
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            }
        }
    }
}

/// A stroked chevron of the given direction, size and colour.
nonisolated package struct ChevronGlyph<S: ShapeStyle>: View {
    package var direction: ChevronShape.Direction
    package var style: S
    package var size: CGSize = ControlMetrics.chevronSize

    package init(direction: ChevronShape.Direction, style: S, size: CGSize = ControlMetrics.chevronSize) {
        self.direction = direction
        self.style = style
        self.size = size
    }

    package var body: some View {
        let frame = direction == .right || direction == .left ? size : CGSize(width: size.height, height: size.width)
        ChevronShape(direction: direction)
            .stroke(style, style: StrokeStyle(lineWidth: ControlMetrics.chevronStroke, lineCap: .round, lineJoin: .round))
            .frame(width: frame.width, height: frame.height)
    }
}
