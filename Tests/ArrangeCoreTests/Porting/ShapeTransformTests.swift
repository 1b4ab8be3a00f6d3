import ArrangeCore
import ArrangeText
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Shape transforms: scale, rotation, offset and transform move the path, not the frame")
@MainActor struct ShapeTransformTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test("scale(_:anchor:) scales about the frame's centre by default, about the anchor when given")
    func scale() {
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 25, y: 12.5, width: 50, height: 25))
        #expect(Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(Rectangle().scale(x: 0.5, anchor: .trailing).path(in: rect).boundingRect == CGRect(x: 50, y: 0, width: 50, height: 50))
    }

    @Test("rotation(_:anchor:) turns clockwise on screen about the anchor")
    func rotation() {
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.minX - 25) < 1e-9 && abs(turned.minY + 25) < 1e-9)
        #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
        // About the top-leading corner, a quarter turn clockwise swings the rectangle to the left.
        let corner = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: rect).boundingRect
        #expect(abs(corner.minX + 50) < 1e-9 && abs(corner.maxX) < 1e-9 && abs(corner.height - 100) < 1e-9)
    }

    @Test("offset and transform move the path; the shape's frame stays where layout put it")
    func offsetAndTransform() {
        #expect(Rectangle().offset(x: 10, y: 5).path(in: rect).boundingRect == CGRect(x: 10, y: 5, width: 100, height: 50))
        #expect(Rectangle().offset(CGSize(width: -5, height: 0)).path(in: rect).boundingRect == CGRect(x: -5, y: 0, width: 100, height: 50))
        #expect(Rectangle().transform(CGAffineTransform(scaleX: 2, y: 3)).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 200, height: 150))
        let host = controlHost(HStack(spacing: 0) {
            Circle().scale(0.5).frame(width: 40, height: 40).id("circle")
            Capsule().rotation(.degrees(45)).offset(x: 5).frame(width: 60, height: 20).id("capsule")
        })
        #expect(host.frame(of: "circle")?.size == CGSize(width: 40, height: 40))
        #expect(host.frame(of: "capsule")?.size == CGSize(width: 60, height: 20))
    }

    @Test("edgesIgnoringSafeArea is ignoresSafeArea for every region")
    func edgesIgnoringSafeArea() {
        let insets = EdgeInsets(top: 20, leading: 0, bottom: 30, trailing: 0)
        let old = HostingView(rootView: Color.red.id("c").edgesIgnoringSafeArea(.all), size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        let new = HostingView(rootView: Color.red.id("c").ignoresSafeArea(), size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        #expect(old.frame(of: "c") == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(old.frame(of: "c") == new.frame(of: "c"))
        let top = HostingView(rootView: Color.red.id("c").edgesIgnoringSafeArea(.top), size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        #expect(top.frame(of: "c") == CGRect(x: 0, y: 0, width: 100, height: 170))
    }

    @Test("@Namespace and matchedGeometryEffect are accepted; the view keeps its own frame")
    func namespace() {
        struct Card: View {
            @Namespace private var animation
            var body: some View {
                Color.blue.frame(width: 30, height: 10).matchedGeometryEffect(id: "card", in: animation).id("card")
            }
        }
        let host = controlHost(Card())
        #expect(host.frame(of: "card")?.size == CGSize(width: 30, height: 10))
        #expect(Namespace().wrappedValue != Namespace().wrappedValue)
    }
}
