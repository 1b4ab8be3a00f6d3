import Foundation
import ArrangeCore
import ArrangeText
import ArrangeRender

/// What a fuzz input decodes to: a view tree, the host size to lay it out at, and what to render.
public struct FuzzScene {
    /// The decoded view tree.
    public var view: AnyView
    /// The host size to lay it out at (hostile sizes included).
    public var size: CGSize
    /// Whether to lay it out right to left.
    public var rightToLeft: Bool
    /// Draw PNG and PDF too (only ever for small scenes; SVG is always drawn).
    public var rendersBitmaps: Bool
    /// Views the decoder made (leaves, containers and modifiers).
    public var viewCount: Int
    /// Whether the tree has something that legitimately breaks right-to-left mirror symmetry
    /// (a custom layout, an offset or position, a GeometryReader, text).
    public var breaksMirrorSymmetry: Bool
}

/// Limits and the subset of views the decoder builds.
public struct FuzzTreeOptions: Sendable {
    /// Levels of views from the root (each modifier counts as one). Kept well below the depth at
    /// which the engine has to move its recursion to a fresh stack, which is someone else's test.
    public var maxDepth = 24
    /// Views in the whole tree; bigger trees find little more and slow every execution down.
    public var maxViews = 160
    /// Only views whose right-to-left layout is the left-to-right one mirrored: stacks, grids,
    /// frames, padding, shapes and spacers with ordinary lengths. Left out: custom layouts (their
    /// `placeSubviews` places in absolute coordinates that the engine mirrors as a whole, but
    /// the fuzz layout's deliberately broken answers need not be symmetric), offsets and
    /// positions (absolute x), GeometryReader (its content reads coordinates), Text (glyph
    /// runs are shaped by script, and pixel rounding of widths is asymmetric in bidi text),
    /// ScrollView and ViewThatFits (no mirroring question of their own) and hostile numbers
    /// (mirroring x = W − maxX loses the precision that 1e300 has none of).
    public var symmetricOnly = false

    /// Leave out the combinations that find known, unfixed bugs (Fuzz/Known/README.md), so a CI
    /// run fails only on new ones. None is known now; the combinations that found the last ones —
    /// trees deeper than 12 levels (nested Grids, `Fuzz/Regressions/nested-grids-timeout`),
    /// `containerRelativeFrame` inside GeometryReader content, more overlays — found bugs fixed
    /// since, and stay out of the default trees only until a longer run confirms them.
    /// `ARRANGE_FUZZ_KNOWN=1` in the fuzz target turns them back on.
    public var avoidsKnownBugs = true

    /// Options with the given limits (the defaults are the fuzz target's).
    public init(maxDepth: Int = 24, maxViews: Int = 160, symmetricOnly: Bool = false, avoidsKnownBugs: Bool = true) {
        self.maxDepth = maxDepth
        self.maxViews = maxViews
        self.symmetricOnly = symmetricOnly
        self.avoidsKnownBugs = avoidsKnownBugs
    }
}

/// Decodes fuzz bytes into a view tree of every kind Arrange has. The first bytes set up the
/// scene (host size, direction, rendering); the rest describe the tree depth first: a kind byte,
/// that kind's parameters, its children, then modifiers while a "more" byte says so.
public struct FuzzTreeDecoder {
    var input: FuzzBytes
    let options: FuzzTreeOptions
    var viewCount = 0
    var breaksSymmetry = false
    /// GeometryReaders around the view being decoded.
    var geometryReaders = 0

    /// A decoder reading `bytes` with `options`.
    public init(_ bytes: [UInt8], options: FuzzTreeOptions = FuzzTreeOptions()) {
        self.input = FuzzBytes(bytes)
        self.options = options
    }

    /// The scene `bytes` describe (see `scene()`).
    public static func decode(_ bytes: [UInt8], options: FuzzTreeOptions = FuzzTreeOptions()) -> FuzzScene {
        var decoder = FuzzTreeDecoder(bytes, options: options)
        return decoder.scene()
    }

    var hostile: Bool { !options.symmetricOnly }

    /// The depth limit in force: at most 12 while avoiding known bugs (see `avoidsKnownBugs`).
    var maxDepth: Int { options.avoidsKnownBugs ? min(options.maxDepth, 12) : options.maxDepth }

    mutating func length() -> CGFloat { input.length(hostile: hostile) }
    mutating func optionalLength() -> CGFloat? { input.optionalLength(hostile: hostile) }

    /// Reads the scene's set-up bytes, then the tree.
    public mutating func scene() -> FuzzScene {
        let flags = input.byte()
        // Host sizes: usually a phone or a card; hostile ones now and then.
        let sizes: [CGSize] = [CGSize(width: 320, height: 240), CGSize(width: 390, height: 844), .zero, CGSize(width: 1, height: 10_000), CGSize(width: 100, height: 40)]
        let sizeChoice = input.pick(8)
        let size = sizeChoice < sizes.count || !hostile ? sizes[sizeChoice % sizes.count] : CGSize(width: length(), height: length())
        let view = node(depth: 0)
        return FuzzScene(
            view: view, size: size, rightToLeft: flags & 1 != 0, rendersBitmaps: flags & 2 != 0,
            viewCount: viewCount, breaksMirrorSymmetry: breaksSymmetry)
    }

    /// A view `depth` levels below the root.
    mutating func node(depth: Int) -> AnyView {
        viewCount += 1
        var view: AnyView
        var depth = depth
        if depth >= maxDepth - 1 || viewCount >= options.maxViews || input.isExhausted {
            view = leaf(input.pick(Self.leafKinds))
        } else {
            let kind = input.pick(Self.leafKinds + Self.containerKinds)
            view = kind < Self.leafKinds ? leaf(kind) : container(kind - Self.leafKinds, depth: depth)
        }
        // Modifiers, while the next byte's low two bits are zero (about one in four); none once
        // the input is used up, or the zeros read past its end would pile them on every leaf.
        while !input.isExhausted && input.byte() & 3 == 0 && depth < maxDepth - 1 && viewCount < options.maxViews {
            view = modifier(view, depth: depth)
            viewCount += 1
            depth += 1
        }
        return view
    }

    static let leafKinds = 9
    static let containerKinds = 16

    mutating func leaf(_ kind: Int) -> AnyView {
        switch kind {
        case 0: return AnyView(input.color())
        case 1:
            switch input.pick(5) {
            case 0: return AnyView(Rectangle())
            case 1: return AnyView(Circle())
            case 2: return AnyView(RoundedRectangle(cornerRadius: length()))
            case 3: return AnyView(Capsule())
            default: return AnyView(Ellipse())
            }
        case 2: return AnyView(Spacer(minLength: optionalLength()))
        case 3: return AnyView(Divider())
        case 4 where options.symmetricOnly, 5 where options.symmetricOnly, 6 where options.symmetricOnly:
            return AnyView(Color.blue.frame(width: length(), height: length()))
        case 4: breaksSymmetry = true; return AnyView(Text(verbatim: input.string()))
        case 5: breaksSymmetry = true; return AnyView(Text(LocalizedStringKey(input.string())))
        case 6:
            breaksSymmetry = true
            let text = Text(verbatim: input.string()) + Text(Image(systemName: "star")) + Text(LocalizedStringKey(input.string())).bold()
            return AnyView(text)
        case 7: return AnyView(Image(systemName: input.string()).resizable())
        default: return AnyView(EmptyView())
        }
    }

    /// Up to five children (sometimes none).
    mutating func children(depth: Int) -> [AnyView] {
        (0..<input.pick(6)).map { _ in node(depth: depth + 1) }
    }

    mutating func container(_ kind: Int, depth: Int) -> AnyView {
        var kind = kind
        if options.symmetricOnly && kind >= 9 { kind %= 9 }
        switch kind {
        case 0:
            let alignment = input.verticalAlignment(), spacing = optionalLength()
            let c = children(depth: depth)
            return AnyView(HStack(alignment: alignment, spacing: spacing) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 1:
            let alignment = input.horizontalAlignment(), spacing = optionalLength()
            let c = children(depth: depth)
            return AnyView(VStack(alignment: alignment, spacing: spacing) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 2:
            let alignment = input.alignment()
            let c = children(depth: depth)
            return AnyView(ZStack(alignment: alignment) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 3:
            // A Grid of rows, some cells spanning columns; a row may be a lone view (full width).
            let alignment = input.alignment(), h = optionalLength(), v = optionalLength()
            let rows: [AnyView] = (0..<input.pick(4)).map { _ in
                if input.pick(4) == 0 { return node(depth: depth + 1) }
                let rowAlignment: VerticalAlignment? = input.bool() ? input.verticalAlignment() : nil
                let cells: [AnyView] = (0..<input.pick(5)).map { _ in
                    let cell = node(depth: depth + 2)
                    switch input.pick(6) {
                    case 0: return AnyView(cell.gridCellColumns(input.pick(5) - 1))
                    case 1: return AnyView(cell.gridColumnAlignment(input.horizontalAlignment()))
                    case 2: return AnyView(cell.gridCellUnsizedAxes(input.axes()))
                    // An anchor is a point in the cell, not a direction: left out of the symmetric subset.
                    case 3 where hostile: return AnyView(cell.gridCellAnchor(UnitPoint(x: length(), y: 0.5)))
                    default: return cell
                    }
                }
                return AnyView(GridRow(alignment: rowAlignment) { ForEach(cells.indices, id: \.self) { cells[$0] } })
            }
            return AnyView(Grid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v) { ForEach(rows.indices, id: \.self) { rows[$0] } })
        case 4, 5:
            let items: [GridItem] = (0..<input.pick(5)).map { _ in
                let size: GridItem.Size
                switch input.pick(3) {
                case 0: size = .fixed(length())
                case 1: size = .flexible(minimum: length(), maximum: length())
                default: size = .adaptive(minimum: length(), maximum: length())
                }
                return GridItem(size, spacing: optionalLength(), alignment: input.bool() ? input.alignment() : nil)
            }
            let spacing = optionalLength()
            let c = children(depth: depth)
            if kind == 4 {
                let alignment = input.horizontalAlignment()
                return AnyView(LazyVGrid(columns: items, alignment: alignment, spacing: spacing) { ForEach(c.indices, id: \.self) { c[$0] } })
            }
            let alignment = input.verticalAlignment()
            return AnyView(LazyHGrid(rows: items, alignment: alignment, spacing: spacing) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 6:
            let alignment = input.horizontalAlignment(), spacing = optionalLength()
            let c = children(depth: depth)
            return AnyView(LazyVStack(alignment: alignment, spacing: spacing) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 7:
            let alignment = input.verticalAlignment(), spacing = optionalLength()
            let c = children(depth: depth)
            return AnyView(LazyHStack(alignment: alignment, spacing: spacing) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 8:
            let layout = input.bool() ? AnyLayout(HStackLayout(spacing: optionalLength())) : AnyLayout(VStackLayout(alignment: input.horizontalAlignment(), spacing: optionalLength()))
            let c = children(depth: depth)
            return AnyView(layout { ForEach(c.indices, id: \.self) { c[$0] } })
        case 9:
            breaksSymmetry = true
            let axes = input.axes()
            let c = children(depth: depth)
            return AnyView(ViewThatFits(in: axes) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 10:
            breaksSymmetry = true
            let factor = length()
            geometryReaders += 1
            let child = node(depth: depth + 1)
            geometryReaders -= 1
            let usesFrame = input.bool()
            return AnyView(GeometryReader { proxy in
                // The content reads the proxy, as real code does: its size and its global frame.
                child.frame(width: proxy.size.width * factor / 100, height: usesFrame ? proxy.frame(in: .global).minY : nil)
            })
        case 11:
            breaksSymmetry = true
            let axes = input.axes()
            let child = node(depth: depth + 1)
            return AnyView(ScrollView(axes) { child })
        case 12, 13:
            breaksSymmetry = true
            let layout = HostileLayout(
                behaviour: input.byte(), size: CGSize(width: length(), height: length()),
                probe: ProposedViewSize(width: optionalLength(), height: optionalLength()),
                position: CGPoint(x: length(), y: length()), guide: length(), spacing: length())
            let c = children(depth: depth)
            return AnyView(layout { ForEach(c.indices, id: \.self) { c[$0] } })
        case 14:
            let c = children(depth: depth)
            return AnyView(Group { ForEach(c.indices, id: \.self) { c[$0] } })
        default:
            breaksSymmetry = true
            let c = children(depth: depth)
            return AnyView(HStack { ForEach(c.indices, id: \.self) { c[$0] } }.environment(\.layoutDirection, .rightToLeft))
        }
    }

    mutating func modifier(_ view: AnyView, depth: Int) -> AnyView {
        var kind = input.pick(32)
        // Modifiers that move views by absolute amounts, read coordinates or change text are left
        // out of the symmetric subset (see `FuzzTreeOptions.symmetricOnly`).
        if options.symmetricOnly && kind >= 10 { kind %= 10 }
        switch kind {
        case 0: return AnyView(view.padding(length()))
        case 1: return AnyView(view.padding(input.edges(), optionalLength()))
        case 2: return AnyView(view.frame(width: optionalLength(), height: optionalLength(), alignment: input.alignment()))
        case 3:
            return AnyView(view.frame(
                minWidth: optionalLength(), idealWidth: optionalLength(), maxWidth: optionalLength(),
                minHeight: optionalLength(), idealHeight: optionalLength(), maxHeight: optionalLength(),
                alignment: input.alignment()))
        case 4: return AnyView(view.fixedSize(horizontal: input.bool(), vertical: input.bool()))
        case 5: return AnyView(view.layoutPriority(Double(length())))
        case 6: return AnyView(view.aspectRatio(optionalLength(), contentMode: input.bool() ? .fit : .fill))
        case 7: return AnyView(view.background(input.color()).overlay(alignment: input.alignment()) { Color.red.frame(width: 3, height: 3) })
        case 8: return AnyView(view.border(input.color(), width: length()))
        case 9: return AnyView(view.hidden())
        case 10: breaksSymmetry = true; return AnyView(view.offset(x: length(), y: length()))
        case 11: breaksSymmetry = true; return AnyView(view.position(x: length(), y: length()))
        case 12:
            breaksSymmetry = true
            let value = length(), vertical = input.bool()
            if vertical { return AnyView(view.alignmentGuide(VerticalAlignment(FuzzThird.self)) { _ in value }) }
            return AnyView(view.alignmentGuide(.leading) { d in d.width * value })
        case 13: breaksSymmetry = true; return AnyView(view.environment(\.layoutDirection, .rightToLeft))
        case 14: return AnyView(view.font(.system(size: length())))
        case 15: return AnyView(view.lineLimit(input.pick(4) == 0 ? nil : input.pick(5) - 1))
        case 16: return AnyView(view.kerning(length()).tracking(length()))
        case 17: return AnyView(view.minimumScaleFactor(length()))
        case 18: return AnyView(view.lineSpacing(length()).multilineTextAlignment([.leading, .center, .trailing][input.pick(3)]))
        case 19: return AnyView(view.truncationMode([.head, .middle, .tail][input.pick(3)]).allowsTightening(input.bool()))
        case 20: return AnyView(view.zIndex(Double(length())))
        case 21 where options.avoidsKnownBugs && geometryReaders > 0:
            return AnyView(view.padding(length()))
        case 21:
            let count = input.pick(5) - 1, span = input.pick(5) - 1
            return AnyView(view.containerRelativeFrame(input.axes(), count: count, span: span, spacing: length()))
        case 22: return AnyView(view.safeAreaPadding(input.edges(), optionalLength()))
        case 23: return AnyView(view.ignoresSafeArea(edges: input.edges()))
        case 24: return AnyView(view.rotationEffect(.degrees(Double(length()))).scaleEffect(length()))
        case 25: return AnyView(view.shadow(radius: length(), x: length(), y: length()).opacity(Double(length())))
        case 26: return AnyView(view.clipped().cornerRadius(length()))
        case 27: return AnyView(view.environment(\.displayScale, length()))
        case 28: return AnyView(view.environment(\.defaultFontFamily, input.bool() ? Font.testFontFamily : input.string()))
        case 29:
            let edge: VerticalEdge = input.bool() ? .top : .bottom
            let inset = node(depth: depth + 1)
            return AnyView(view.safeAreaInset(edge: edge, spacing: optionalLength()) { inset })
        case 30: return AnyView(view.textCase(input.bool() ? .uppercase : .lowercase).italic().fontWeight(.heavy))
        default: return AnyView(view.id(input.pick(4)))
        }
    }
}
