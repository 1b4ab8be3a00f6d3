import Foundation
import Testing
import Arrange
import ArrangeExamples
import ArrangeTestSupport

// Shared by the seed suites: the seed documents' code samples (in ArrangeExamples and here) laid
// out and measured. The helpers are members of a protocol extension so that they cannot clash with
// other test folders' helpers in the same test module.

/// Conformed to by the seed suites to get the helpers below unqualified.
@MainActor protocol SeedFixtures {}

extension SeedFixtures {
    /// `R(w,h)` of the spec: a rigid w×h view (`Color.gray.frame(width: w, height: h)`).
    func R(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.gray.frame(width: width, height: height)
    }

    /// The environment every seed host starts from: the test font for system fonts, so text is
    /// exact on any machine (every grapheme 1 em wide, ascent 0.8 em, descent 0.2 em, no line
    /// gap, cap height 0.7 em: "Hello" in `.body` is 85×17), and the given layout direction.
    func seedEnvironment(direction: LayoutDirection = .leftToRight) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.defaultFontFamily = Font.testFontFamily
        environment.layoutDirection = direction
        return environment
    }

    /// A host of `width`×`height` laying out `content` in `direction`, with the test font.
    func host<V: View>(
        _ width: CGFloat, _ height: CGFloat, direction: LayoutDirection = .leftToRight,
        @ViewBuilder _ content: () -> V
    ) -> HostingView<V> {
        HostingView(rootView: content(), size: CGSize(width: width, height: height),
                    environment: seedEnvironment(direction: direction))
    }

    /// The host of the registered example `name`, with the test font (an issue is recorded if
    /// there is no such example).
    func example(
        _ name: String, width: CGFloat? = nil, height: CGFloat? = nil, direction: LayoutDirection = .leftToRight,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> HostingView<AnyView> {
        guard let example = Examples.named(name) else {
            Issue.record("no example named \(name)", sourceLocation: sourceLocation)
            return HostingView(rootView: AnyView(EmptyView()), size: .zero)
        }
        let size = CGSize(width: width ?? example.defaultSize.width, height: height ?? example.defaultSize.height)
        return example.host(size: size, direction: direction, environment: seedEnvironment(direction: direction))
    }

    /// The frame, in host coordinates, of the view marked `.id(id)`; `.null` (and an issue) if
    /// there is none.
    func frame<V: View, ID: Hashable>(
        _ id: ID, in host: HostingView<V>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> CGRect {
        guard let frame = host.frame(of: id) else {
            Issue.record("no view with id \(id) was laid out", sourceLocation: sourceLocation)
            return .null
        }
        return frame
    }

    /// The frame of `id` relative to the top-left corner of the view marked `container`.
    func frame<V: View, ID: Hashable, C: Hashable>(
        _ id: ID, relativeTo container: C, in host: HostingView<V>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> CGRect {
        let outer = frame(container, in: host, sourceLocation: sourceLocation)
        return frame(id, in: host, sourceLocation: sourceLocation).offsetBy(dx: -outer.minX, dy: -outer.minY)
    }

    /// The frame of `id` relative to the root view's top-left corner.
    func rootRelativeFrame<V: View, ID: Hashable>(
        _ id: ID, in host: HostingView<V>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> CGRect {
        frame(id, in: host, sourceLocation: sourceLocation).offsetBy(dx: -host.rootFrame.minX, dy: -host.rootFrame.minY)
    }

    /// A rectangle, shorter to write.
    func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// A size, shorter to write.
    func size(_ width: CGFloat, _ height: CGFloat) -> CGSize {
        CGSize(width: width, height: height)
    }

    /// Whether two rectangles agree to a billionth of a point. Text metrics make fractions such
    /// as 0.8 × 17 = 13.6 that binary floating point does not hold exactly, so a frame derived
    /// by hand and the engine's may differ in the last bit.
    func nearly(_ actual: CGRect, _ expected: CGRect) -> Bool {
        let tolerance: CGFloat = 1e-9
        return abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
            && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
    }
}

/// A layout that sizes itself like its only subview (proposing it `.unspecified`) and hands the
/// subview's dimensions to `inspect`, so tests can read guide values the way a container does.
struct SeedDimensionsProbe: Layout {
    let inspect: @Sendable (ViewDimensions) -> Void

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        let dimensions = subview.dimensions(in: .unspecified)
        inspect(dimensions)
        return CGSize(width: dimensions.width, height: dimensions.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// The explicit text baselines of a view as a container sees them.
struct SeedBaselines: Equatable, CustomStringConvertible {
    var first: CGFloat?
    var last: CGFloat?
    var description: String { "first \(first.map { "\($0)" } ?? "nil"), last \(last.map { "\($0)" } ?? "nil")" }
}

extension SeedFixtures {
    /// The explicit `firstTextBaseline` and `lastTextBaseline` of `content`, read by a container.
    func explicitBaselines<V: View>(@ViewBuilder of content: () -> V) -> SeedBaselines {
        let recorder = Recorder(SeedBaselines())
        let probe = SeedDimensionsProbe { dimensions in
            recorder.set(SeedBaselines(first: dimensions[explicit: .firstTextBaseline], last: dimensions[explicit: .lastTextBaseline]))
        }
        _ = host(1000, 1000) { probe { content() } }
        return recorder.value
    }
}
