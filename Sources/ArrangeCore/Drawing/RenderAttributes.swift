import Foundation

/// Render-time attributes of a node: they never change layout frames (A12).
///
/// Most attributed nodes are drawn leaves with nothing but their paint, so everything else — the
/// offset, z-index, hiding, effects and control action — sits in one shared box (`Extras`,
/// copied on write), made only for a node that has any of them.
struct RenderAttributes {
    /// What a leaf paints, kept once for the two kinds of leaf that paint: a leaf the core draws
    /// has a drawing, a leaf another target measures (Text) may have a foreground style, and no
    /// leaf has both. One payload instead of two saves a Paint on every drawn leaf.
    private var paint: LeafPaint?
    /// The rarer attributes, or `nil` while all are at their defaults.
    private var extras: ExtrasBox?

    /// The attributes few nodes have.
    struct Extras {
        var offset: CGSize = .zero
        var zIndex: Double = 0
        var isHidden = false
        var effects: [RenderEffect] = []
        var controlAction: ControlAction?
    }

    /// `Extras` behind a reference, so a node without them holds one word.
    private final class ExtrasBox {
        var value: Extras
        init(_ value: Extras) { self.value = value }
    }

    /// Changes the extras, copying the box first when another node's attributes share it.
    private mutating func changeExtras(_ change: (inout Extras) -> Void) {
        if extras == nil {
            extras = ExtrasBox(Extras())
        } else if !isKnownUniquelyReferenced(&extras) {
            extras = ExtrasBox(extras?.value ?? Extras())
        }
        extras.map { change(&$0.value) }
    }

    /// The sum of the node's `offset` modifiers (for dumps; `effects` has them in order).
    var offset: CGSize {
        get { extras?.value.offset ?? .zero }
        set { changeExtras { $0.offset = newValue } }
    }
    /// The node's `zIndex`.
    var zIndex: Double {
        get { extras?.value.zIndex ?? 0 }
        set { changeExtras { $0.zIndex = newValue } }
    }
    /// Whether the node is hidden (`hidden()`, a picker's unselected tags).
    var isHidden: Bool {
        get { extras?.value.isHidden ?? false }
        set { changeExtras { $0.isHidden = newValue } }
    }
    /// Render-time effects in the order they were applied: the first is closest to the view.
    var effects: [RenderEffect] {
        get { extras?.value.effects ?? [] }
        set { changeExtras { $0.effects = newValue } }
    }
    /// What a control does when used (`ControlAction`), on the control's outermost node.
    var controlAction: ControlAction? {
        get { extras?.value.controlAction }
        set { changeExtras { $0.controlAction = newValue } }
    }

    /// Bytes held out of line for this node's extras and boxed drawing (for `memoryFootprint`).
    var outOfLineFootprint: Int {
        var bytes = 0
        if let extras { bytes += 16 + MemoryLayout<Extras>.size + extras.value.effects.capacity * MemoryLayout<RenderEffect>.stride }
        if case .drawing? = paint { bytes += 16 + MemoryLayout<ShapeDrawing>.size }
        return bytes
    }

    /// What a leaf paints. A `Color` view's drawing — a rectangle filled with the colour, the
    /// commonest drawn leaf — is kept as its colour alone and made again when asked for; other
    /// drawings are boxed, so the colour's case sets the size (a drawing is 128 bytes).
    private enum LeafPaint {
        case colorFill(Color)
        indirect case drawing(ShapeDrawing)
        case foreground(Paint)
    }

    init() {}

    /// The attributes of a drawn leaf, taking `drawing` without a copy.
    init(drawing: consuming ShapeDrawing) {
        paint = .drawing(drawing)
    }

    /// The attributes of a `Color` view's leaf: the rectangle it fills with `color`.
    init(colorFill color: consuming Color) {
        paint = .colorFill(color)
    }

    /// A `Color` view's drawing: its rectangle filled with `color`, named after the colour.
    static func colorFillDrawing(_ color: Color) -> ShapeDrawing {
        ShapeDrawing(shape: Rectangle(), paint: .color(color), leafName: .paintColor)
    }

    /// What a shape-like leaf draws.
    var drawing: ShapeDrawing? {
        get {
            switch paint {
            case .colorFill(let color)?: return Self.colorFillDrawing(color)
            case .drawing(let drawing)?: return drawing
            default: return nil
            }
        }
        set {
            if let newValue {
                paint = .drawing(newValue)
            } else if case .foreground? = paint {
                return
            } else {
                paint = nil
            }
        }
    }

    /// The foreground style of a measured leaf (Text), when a view above it set one.
    var foreground: Paint? {
        get {
            guard case .foreground(let foreground)? = paint else { return nil }
            return foreground
        }
        set {
            if let newValue {
                paint = .foreground(newValue)
            } else if case .foreground? = paint {
                paint = nil
            }
        }
    }
}

/// A render-time effect on a view and everything it contains. Geometry is in the view's own
/// frame: anchors are unit points of it, clip shapes are asked for their path in it.
package enum RenderEffect: Sendable {
    /// Moves the drawing (`offset`).
    case offset(CGSize)
    /// Multiplies the opacity of everything drawn (`opacity`).
    case opacity(Double)
    /// Rotates about an anchor (`rotationEffect`).
    case rotation(Angle, anchor: UnitPoint)
    /// Scales about an anchor (`scaleEffect`).
    case scale(CGSize, anchor: UnitPoint)
    /// An affine transform in the view's coordinates, origin at its top-left corner (`transformEffect`).
    case transform(CGAffineTransform)
    /// Clips to a shape's path in the view's frame (`clipShape`, `clipped`, `cornerRadius`).
    case clip(any Shape, FillStyle)
    /// Draws a blurred, offset, coloured copy of the drawing's alpha beneath it (`shadow`);
    /// `radius` is the blur radius (standard deviation is half of it).
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    /// Inverts the colours of the drawing (`colorInvert`).
    case colorInvert
    /// Transforms the drawing's colours with a matrix (`grayscale`, `brightness`, `contrast`,
    /// `saturation`, `hueRotation`).
    case colorMatrix(ColorMatrixFilter)
    /// Blurs the drawing (`blur`); `radius` is SwiftUI's (the Gaussian's standard deviation is
    /// half of it, as for shadows).
    case blur(radius: CGFloat, opaque: Bool)
    /// Composites the drawing with what is behind it in a blend mode (`blendMode`).
    case blendMode(BlendMode)
    /// Composites the drawing as one layer first (`compositingGroup`, `drawingGroup`).
    case compositingGroup
    /// The node is a mask container: its first child drawn through the alpha of its second (`mask`).
    case maskedBySecondary
    /// Projects the drawing as if rotated in 3D (`rotation3DEffect`); the transform is made for
    /// the view's size when it is drawn.
    case rotation3D(Rotation3DParameters)
    /// Projects the drawing with a matrix in the view's coordinates, origin at its top-left
    /// corner (`projectionEffect`).
    case projection(ProjectiveTransform)
}

extension _LayoutTreeBuilder {
    /// Builds `content` and appends `effect` to each node it produced.
    func addRenderEffect<C: View>(_ effect: RenderEffect, to content: C) {
        updateRenderAttributes(content) { $0.effects.append(effect) }
    }
}

extension LayoutEngine {
    /// The foreground style recorded for a measured leaf, or the default.
    func foregroundPaint(of node: Int32) -> Paint {
        tree.renderAttributes[node]?.foreground ?? Paint.defaultForeground
    }
}

/// The render attributes of the nodes that have any: a slot per node (−1: none) into a dense
/// list. Most views of a tree have some (every colour and shape its paint), so this holds them
/// in about half the memory a dictionary would.
struct RenderAttributeTable {
    private var slots: [Int32] = []
    private var values: [RenderAttributes] = []

    /// The attributes of `node`, if it has any.
    subscript(node: Int32) -> RenderAttributes? {
        let i = Int(node)
        guard i >= 0, i < slots.count, slots[i] >= 0 else { return nil }
        return values[Int(slots[i])]
    }

    /// The attributes of `node`, or `defaultValue` to start from.
    subscript(node: Int32, default defaultValue: @autoclosure () -> RenderAttributes) -> RenderAttributes {
        get { self[node] ?? defaultValue() }
        set {
            let i = Int(node)
            guard i >= 0 else { return }
            if i >= slots.count { slots.append(contentsOf: repeatElement(-1, count: i + 1 - slots.count)) }
            if slots[i] >= 0 {
                values[Int(slots[i])] = newValue
            } else {
                slots[i] = Int32(values.count)
                values.append(newValue)
            }
        }
    }

    /// Gives `node`, which has no attributes yet (a leaf just added), `attributes`: one append,
    /// without reading and writing back a default value as the subscript does.
    mutating func setNew(_ attributes: consuming RenderAttributes, for node: Int32) {
        let i = Int(node)
        guard i >= 0 else { return }
        if i >= slots.count {
            // The commonest case, a leaf just added past every node with attributes: its slot is
            // appended with its value, not appended empty and then written.
            if slots.capacity < i + 1 { slots.reserveCapacity(Swift.max(i + 1, slots.capacity * 2)) }
            while slots.count < i { slots.append(-1) }
            slots.append(Int32(values.count))
            values.append(consume attributes)
            return
        }
        guard slots[i] < 0 else {
            values[Int(slots[i])] = attributes
            return
        }
        slots[i] = Int32(values.count)
        values.append(consume attributes)
    }

    /// The table for a compacted tree of `count` nodes: each node's attributes under its new
    /// number (`map`; -1 for a node that is gone), the attributes of nodes that are gone dropped.
    func renumbered(count: Int, _ map: (Int32) -> Int32) -> RenderAttributeTable {
        var result = RenderAttributeTable()
        result.slots = [Int32](repeating: -1, count: count)
        for (node, slot) in slots.enumerated() where slot >= 0 {
            let new = map(Int32(node))
            guard new >= 0 else { continue }
            result.slots[Int(new)] = Int32(result.values.count)
            result.values.append(values[Int(slot)])
        }
        return result
    }

    /// How many nodes have a slot, and how many attributes are held (`TreeGrowthMark`).
    var slotCount: Int { slots.count }
    var valueCount: Int { values.count }

    /// Makes room for `slots` more node slots and `values` more attributes.
    mutating func reserveRoom(slots extraSlots: Int, values extraValues: Int) {
        slots.reserveRoom(forMore: extraSlots)
        values.reserveRoom(forMore: extraValues)
    }

    /// Approximate bytes held.
    var memoryFootprint: Int {
        slots.capacity * MemoryLayout<Int32>.stride + values.capacity * MemoryLayout<RenderAttributes>.stride
            + values.reduce(0) { $0 + $1.outOfLineFootprint }
    }
}
