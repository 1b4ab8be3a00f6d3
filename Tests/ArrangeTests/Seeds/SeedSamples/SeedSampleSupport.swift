import Testing
import Arrange
import ArrangeTestSupport

// Shared by the seed-sample files (SeedSamples/Seed00N*.swift): the bodies the seeds leave to the
// reader, and helpers that find the views of a sample — which carry no ids, since the samples
// are the seeds' code — in the placed tree.

/// The stacking the seeds' `BasicVStack` skeletons leave to the reader ("Calculate and return
/// the size of the layout container", "Tell each subview where to appear", `// ...`): every
/// subview at its ideal size (proposed `.unspecified`), top to bottom with no gaps, lined up on
/// `alignment`. So the stack is as wide as its aligned subviews and as tall as their heights'
/// sum, whatever it is proposed.
enum SeedBasicStacking {
    /// Where each subview goes, relative to the stack's top-left corner, and the stack's size.
    static func arrangement(of subviews: LayoutSubviews, alignment: HorizontalAlignment) -> (size: CGSize, origins: [CGPoint]) {
        let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
        let guides = dimensions.map { $0[alignment] }
        let line = guides.max() ?? 0
        var origins: [CGPoint] = []
        var y: CGFloat = 0, width: CGFloat = 0
        for (d, guide) in zip(dimensions, guides) {
            origins.append(CGPoint(x: line - guide, y: y))
            width = max(width, line - guide + d.width)
            y += d.height
        }
        return (CGSize(width: width, height: y), origins)
    }

    /// The stack's size.
    static func size(of subviews: LayoutSubviews, alignment: HorizontalAlignment = .center) -> CGSize {
        arrangement(of: subviews, alignment: alignment).size
    }

    /// Places the subviews in `bounds`.
    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, alignment: HorizontalAlignment = .center) {
        let origins = arrangement(of: subviews, alignment: alignment).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                          anchor: .topLeading, proposal: .unspecified)
        }
    }
}

/// One placed view of a host, found by walking the placed tree.
struct SeedPlacedView {
    /// The node's name in dumps: "Text", "Color(gray)", "Rectangle", "VStack", "padding"…
    var name: String
    /// Its layout frame in host coordinates.
    var frame: CGRect
    /// The paint of a shape leaf (a colour, a gradient…), the foreground of a text or image;
    /// `nil` for other views.
    var paint: Paint?
    /// Whether a shape leaf strokes its path (a `border`, a `stroke`) rather than filling it.
    var isStroked = false
    /// Nesting depth (the root is 0).
    var depth: Int
}

extension SeedFixtures {
    /// Every placed view of `host`, in drawing order (a background before its view), depth first.
    func placedViews<V: View>(_ host: HostingView<V>) -> [SeedPlacedView] {
        var result: [SeedPlacedView] = []
        func visit(_ node: RenderNode, depth: Int) {
            var paint: Paint?
            var isStroked = false
            switch node.content {
            case .shape(let drawing)?:
                paint = drawing.paint
                if case .stroke = drawing.mode { isStroked = true }
            case .measured(_, _, _, let foreground)?:
                paint = foreground
            case nil:
                break
            }
            result.append(SeedPlacedView(name: node.name, frame: node.frame, paint: paint, isStroked: isStroked, depth: depth))
            for child in node.children { visit(child, depth: depth + 1) }
        }
        if let root = host.renderTree() { visit(root, depth: 0) }
        return result
    }

    /// The frames of the placed views whose name starts with `prefix`, in drawing order.
    func frames<V: View>(named prefix: String, in host: HostingView<V>) -> [CGRect] {
        placedViews(host).filter { $0.name.hasPrefix(prefix) }.map(\.frame)
    }

    /// The frames of the `Text` leaves of `host`, in order.
    func textFrames<V: View>(in host: HostingView<V>) -> [CGRect] {
        frames(named: "Text", in: host)
    }

    /// The dimensions of `content` as a container sees them when it proposes `.unspecified`.
    func seedDimensions<V: View>(@ViewBuilder of content: () -> V) -> ViewDimensions? {
        let recorder = Recorder<ViewDimensions?>(nil)
        _ = host(1000, 1000) { SeedDimensionsProbe(inspect: { recorder.set($0) }) { content() } }
        return recorder.value
    }
}

/// A composite view as a container sees it: its size and explicit text baselines when proposed
/// `.unspecified`, and the frames of its `Text` leaves relative to its top-left corner.
struct SeedComposite {
    var size: CGSize
    var baselines: SeedBaselines
    var texts: [CGRect]
}

extension SeedFixtures {
    /// `content` measured and placed by a container that proposes `.unspecified`, in the test font.
    func composite<V: View>(@ViewBuilder of content: () -> V) -> SeedComposite {
        let recorder = Recorder(SeedBaselines())
        let probe = SeedDimensionsProbe { dimensions in
            recorder.set(SeedBaselines(first: dimensions[explicit: .firstTextBaseline], last: dimensions[explicit: .lastTextBaseline]))
        }
        let h = host(1000, 1000) { probe { content() } }
        let origin = h.rootFrame.origin
        return SeedComposite(size: h.rootFrame.size, baselines: recorder.value,
                             texts: textFrames(in: h).map { $0.offsetBy(dx: -origin.x, dy: -origin.y) })
    }

    /// The article's rule for a composite view's text baselines, applied to `composite`'s texts
    /// (all in the 17-point body font: ascent 13.6, descent 3.4): the first baseline is the
    /// top-most text's first baseline, the last the bottom-most text's last; `nil` without texts.
    func articleBaselines(of composite: SeedComposite) -> SeedBaselines {
        guard !composite.texts.isEmpty else { return SeedBaselines() }
        return SeedBaselines(first: composite.texts.map(\.minY).min()! + 13.6,
                             last: composite.texts.map(\.maxY).max()! - 3.4)
    }

    /// Whether two optional lengths agree to a billionth of a point.
    func nearly(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return abs(x - y) < 1e-9
        default: return false
        }
    }
}
