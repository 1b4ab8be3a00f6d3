@testable import ArrangeCore
import ArrangeTestSupport
import Foundation
import Testing

/// `Shape.size(_:)` and `size(width:height:)`: the path is made in a rectangle of that size at
/// the corner of the frame; layout is the shape's.
@Suite @MainActor struct SizedShapeTests {
    @Test("A sized shape makes its path in a rectangle of that size at the frame's corner")
    func pathUsesTheSize() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 100)
        #expect(Rectangle().size(width: 30, height: 15).path(in: rect).boundingRect == CGRect(x: 10, y: 20, width: 30, height: 15))
        #expect(Circle().size(CGSize(width: 8, height: 8)).path(in: rect).boundingRect == Circle().path(in: CGRect(x: 10, y: 20, width: 8, height: 8)).boundingRect)
    }

    @Test("Sizing a shape does not change its layout")
    func layoutIsTheShapes() {
        let host = HostingView(rootView: Rectangle().size(width: 30, height: 15).frame(width: 60, height: 40).id("box"),
                               size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "box") == CGRect(x: 20, y: 30, width: 60, height: 40))
        let flexible = HostingView(rootView: Circle().size(width: 30, height: 15).id("circle"), size: CGSize(width: 100, height: 80))
        #expect(flexible.frame(of: "circle") == CGRect(x: 0, y: 0, width: 100, height: 80))
    }
}
