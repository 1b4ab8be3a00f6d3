import ArrangeCore
import Foundation

// The display items of the effects added for issue 12 (filters, blend modes, masks, 3D
// rotation): how a node's effect wraps the items drawn so far.

extension DisplayListBuilder {
    /// The items of a mask container: the first child's items shown through the second's.
    mutating func maskedItems(_ children: [RenderNode]) -> [DisplayItem] {
        guard let content = children.first else { return [] }
        var contentItems: [DisplayItem] = []
        var maskItems: [DisplayItem] = []
        let descend = self.descend
        descend { contentItems = self.items(for: content) }
        if children.count > 1 { descend { maskItems = self.items(for: children[1]) } }
        // A mask that paints nothing hides the view.
        guard !contentItems.isEmpty, !maskItems.isEmpty else { return [] }
        return [.group(.mask(maskItems), contentItems)]
    }

    func applyEffect(_ effect: RenderEffect, to items: [DisplayItem], frame: CGRect) -> [DisplayItem] {
        switch effect {
        case .colorMatrix(let matrix):
            if matrix == .identity { return items }
            guard let content = items.unionBounds else { return items }
            return [.group(.colorMatrix(matrix, contentBounds: content), items)]
        case .blur(let radius, let opaque):
            // Below a tenth of a point the Gaussian changes no pixel.
            if radius < 0.1 { return items }
            guard let content = items.unionBounds else { return items }
            return [.group(.blur(radius: radius, opaque: opaque, contentBounds: content), items)]
        case .blendMode(let mode):
            if mode == .normal { return items }
            return [.group(.blendMode(GraphicsContext.BlendMode(mode)), items)]
        case .compositingGroup:
            return [.group(.compositingGroup, items)]
        case .rotation3D(let parameters):
            guard let local = parameters.transform(for: frame.size) else { return items }
            return projected(items, by: local, frame: frame)
        case .projection(let local):
            return projected(items, by: local, frame: frame)
        case .maskedBySecondary, .offset, .opacity, .rotation, .scale, .transform, .clip, .shadow, .colorInvert:
            return items
        }
    }

    /// The items projected by `local`, a transform in the view's own coordinates.
    private func projected(_ items: [DisplayItem], by local: ProjectiveTransform, frame: CGRect) -> [DisplayItem] {
        // The view's own coordinates have their origin at the frame's corner.
        let transform = ProjectiveTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(local)
            .concatenating(ProjectiveTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
        if transform == .identity { return items }
        guard let content = items.unionBounds else { return items }
        // Content reaching behind the viewer is not drawn (Core Animation clips it; the
        // resampler here draws only what lies in front).
        return [.group(.projection(transform, contentBounds: content), items)]
    }
}
