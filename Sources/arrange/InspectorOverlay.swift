import Arrange
import Foundation

/// An example with every frame of its recorded layout outlined and labelled: what
/// `arrange explain --overlay` draws. Outlines are offsets over the example (render-only), so
/// the example lays out exactly as it was recorded. Views that share a frame (a modifier and
/// the view it wraps) get one outline whose label lists them outermost first. The outlines are in
/// left-to-right host coordinates, so only the example itself gets a right-to-left environment.
struct InspectorOverlay: View {
    let content: AnyView
    let boxes: [Box]
    let rightToLeft: Bool

    struct Box: Identifiable {
        let id: Int
        let frame: CGRect
        let label: String
        let depth: Int
    }

    init(content: AnyView, record: LayoutRecord, rightToLeft: Bool) {
        self.content = content
        self.rightToLeft = rightToLeft
        // Frames relative to the root view, which is what the image shows.
        let origin = record.rootFrame.origin
        var boxes: [Box] = []
        for outline in record.outlines {
            let frame = outline.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            if let last = boxes.last, last.frame == frame {
                boxes[boxes.count - 1] = Box(id: last.id, frame: frame, label: last.label + " › " + outline.label, depth: last.depth)
            } else {
                boxes.append(Box(id: outline.index, frame: frame, label: outline.label, depth: outline.depth))
            }
        }
        self.boxes = boxes
    }

    /// Colours cycle by depth, so nested frames tell apart.
    static let palette: [Color] = [.red, .blue, .green, .orange, .purple, .teal, .pink, .indigo]

    var body: some View {
        content
            .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
            .overlay(alignment: .topLeading) {
                ZStack(alignment: .topLeading) {
                    ForEach(boxes) { box in
                        let color = InspectorOverlay.palette[box.depth % InspectorOverlay.palette.count]
                        Rectangle()
                            .stroke(color, lineWidth: 1)
                            .frame(width: box.frame.width, height: box.frame.height)
                            .offset(x: box.frame.minX, y: box.frame.minY)
                        Text(verbatim: box.label)
                            .font(.system(size: 6))
                            .foregroundColor(color)
                            .padding(1)
                            .background(Color.white.opacity(0.75))
                            .fixedSize()
                            .offset(x: box.frame.minX, y: box.frame.minY)
                    }
                }
            }
    }
}
