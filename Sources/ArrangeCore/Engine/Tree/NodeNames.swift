import Foundation

extension LayoutEngine {
    /// What `node` is called in dumps, the render tree, the inspector and diagnostics ("HStack",
    /// "Color(red)", "frame", "padding", a custom layout's type), derived from its rule when
    /// asked. The tree keeps no name per node: building it makes no strings.
    func name(of node: Int32) -> String {
        guard node >= 0 && Int(node) < kinds.count else { return "a view" }
        let kind = kinds[Int(node)]
        switch kind {
        case .leaf(let leaf):
            switch leaf {
            case .fill:
                // Fills are drawn leaves (shapes, colours, gradients, style fills).
                guard let drawing = renderAttributes[node]?.drawing else { return "Rectangle" }
                return drawing.leafName.name(of: drawing)
            case .spacer: return "Spacer"
            case .divider: return "Divider"
            }
        case .measured(let index):
            return measuredLeaves[Int(index)].layoutName
        case .secondary(let i):
            return rules.secondaries[Int(i)].isBackground ? "background" : "overlay"
        case .stack(let i):
            return rules.stacks[Int(i)].nodeName
        case .zStack:
            return "ZStack"
        case .custom(let index):
            return customLayouts.indices.contains(Int(index)) ? customLayouts[Int(index)].nodeName : "Layout"
        case .grid:
            return "Grid"
        case .gridRow:
            return "GridRow"
        case .geometryReader:
            return "GeometryReader"
        case .safeAreaInset:
            return "safeAreaInset"
        default:
            // Unary modifiers: their `UnaryRule`.
            return visitUnary(kind, UnaryNameVisitor()) ?? "a view"
        }
    }
}
