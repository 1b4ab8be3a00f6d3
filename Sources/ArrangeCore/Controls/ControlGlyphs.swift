import Foundation

// The small glyphs controls draw (chevrons, plus and minus), as shapes: they do not depend on
// symbol fonts, so a control looks the same whatever `Image(systemName:)` draws.

/// A chevron drawn as an open stroke across its rectangle. Arrange's own, internal.
struct ChevronShape: Shape {
    enum Direction: Sendable { case right, down, up }
    var direction: Direction

    func path(in rect: CGRect) -> Path {
        Path { p in
            switch direction {
            case .right:
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            case .down:
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
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
struct UpDownChevronShape: Shape {
    func path(in rect: CGRect) -> Path {
        let half = rect.height * 0.4
        var path = ChevronShape(direction: .up).path(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: half))
        path.addPath(ChevronShape(direction: .down).path(in: CGRect(x: rect.minX, y: rect.maxY - half, width: rect.width, height: half)))
        return path
    }
}

/// A plus or minus sign across the middle of its rectangle.
struct PlusMinusShape: Shape {
    var isPlus: Bool

    func path(in rect: CGRect) -> Path {
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
struct ChevronGlyph<S: ShapeStyle>: View {
    var direction: ChevronShape.Direction
    var style: S
    var size: CGSize = ControlMetrics.chevronSize

    var body: some View {
        let frame = direction == .right ? size : CGSize(width: size.height, height: size.width)
        ChevronShape(direction: direction)
            .stroke(style, style: StrokeStyle(lineWidth: ControlMetrics.chevronStroke, lineCap: .round, lineJoin: .round))
            .frame(width: frame.width, height: frame.height)
    }
}
