import Foundation
import ArrangeCore
import Testing

// Shared fixtures for the Part 1 case tests (`/work/shared/spec/cases.md`, B-01 … B-67).
//
// The helpers are members of a protocol extension rather than top-level functions so that they
// cannot clash with helpers a test target defines for itself; every case suite conforms to
// `CaseFixtures` and calls them unqualified (`R(50, 50)`).

/// Conformed to by the case suites to get the shorthand of cases.md.
@MainActor public protocol CaseFixtures {}

public extension CaseFixtures {
    /// `R(w,h)` of cases.md: `Rectangle().frame(width: w, height: h)`, a rigid w x h view.
    func R(_ w: CGFloat, _ h: CGFloat) -> some View {
        Rectangle().frame(width: w, height: h)
    }

    /// A host of size `width x height`, i.e. the root view is proposed exactly that size.
    func host<V: View>(_ width: CGFloat, _ height: CGFloat, _ content: V) -> HostingView<V> {
        HostingView(rootView: content, size: CGSize(width: width, height: height))
    }

    /// The layout frame of the view marked `.id(id)`, relative to the root view's top-left corner
    /// (the case's coordinates when the case's view is the root). The host centres the root, so
    /// this subtracts `rootFrame.origin`. Records an issue and returns `.null` if there is no such
    /// view.
    func frame<V: View, ID: Hashable>(
        _ id: ID, in host: HostingView<V>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> CGRect {
        guard let absolute = host.frame(of: id) else {
            Issue.record("no view with id \(id) was laid out", sourceLocation: sourceLocation)
            return .null
        }
        return absolute.offsetBy(dx: -host.rootFrame.minX, dy: -host.rootFrame.minY)
    }

    /// The layout frame of `id` relative to the frame of `container` (both found by id).
    func frame<V: View, ID: Hashable, C: Hashable>(
        _ id: ID, relativeTo container: C, in host: HostingView<V>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> CGRect {
        guard let child = host.frame(of: id), let parent = host.frame(of: container) else {
            Issue.record("no view with id \(id) or \(container) was laid out", sourceLocation: sourceLocation)
            return .null
        }
        return child.offsetBy(dx: -parent.minX, dy: -parent.minY)
    }

    /// `CGRect(x:y:width:height:)`, shorter.
    func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    /// `CGSize(width:height:)`, shorter.
    func size(_ w: CGFloat, _ h: CGFloat) -> CGSize { CGSize(width: w, height: h) }

    /// Compares two lengths with a tolerance of 1e-9, for values such as 184/3 that are not exact
    /// binary fractions.
    func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Compares two rects component-wise with a tolerance of 1e-9.
    func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
        close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
            && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
    }
}
