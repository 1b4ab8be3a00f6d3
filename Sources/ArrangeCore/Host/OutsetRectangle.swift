import Foundation

/// A rectangle grown past the bounds it is drawn in by `outsets` on each edge (physical: leading
/// is left): a scroll view's clip where its content goes on into the unsafe area.
@usableFromInline nonisolated struct OutsetRectangle: Shape {
    var outsets: EdgeInsets

    @usableFromInline func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX - outsets.leading, y: rect.minY - outsets.top,
                    width: rect.width + outsets.leading + outsets.trailing,
                    height: rect.height + outsets.top + outsets.bottom))
    }
}
