import Foundation

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container
/// view, as in SwiftUI: what a `GeometryReader` hands its content.
public struct GeometryProxy: Equatable, @unchecked Sendable {
    // Unchecked: the named spaces' keys are immutable hashable values.
    /// The size of the container view.
    public let size: CGSize
    /// The safe area inset of the container view: how far the unsafe area reaches into it.
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in host coordinates.
    let globalFrame: CGRect
    /// Origins, in host coordinates, of the enclosing views with named coordinate spaces
    /// (nearest first wins).
    let namedOrigins: [AnyHashable: CGPoint]

    /// A proxy of a container of `size` at the origin, for the ViewInspector module's
    /// `geometryReader()` (the size a host laid it out at, or zero).
    package init(inspectedSize size: CGSize) {
        self.init(size: size, safeAreaInsets: EdgeInsets(), globalFrame: CGRect(origin: .zero, size: size), namedOrigins: [:])
    }

    init(size: CGSize, safeAreaInsets: EdgeInsets, globalFrame: CGRect, namedOrigins: [AnyHashable: CGPoint]) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.namedOrigins = namedOrigins
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    /// A name no enclosing view declares gives the global frame, as if the space were the host's.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let origin = namedOrigins[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}
