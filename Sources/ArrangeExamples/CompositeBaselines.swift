import Arrange

/// The text baselines of composite views in the alignment article (seed 002), shown by aligning
/// each composite with a marker.
///
/// Each of the article's composites stands in its own `HStack(alignment: guide)` row after a
/// 20×2 marker (`NAME-marker`), a view without text whose baseline is its bottom: the marker's
/// bottom edge shows where the composite's `guide` is. The article's rule, which the rows show:
/// a composite's `firstTextBaseline` is the top-most explicit first baseline among its subviews,
/// its `lastTextBaseline` the bottom-most explicit last baseline, and with no text inside both
/// are its bottom.
///
/// The composites (ids), in order; `Rectangle().fill(…)` is written `Color`:
/// - `framed`: `Text("Hello world").frame(width: 100, height: 100, alignment: .topLeading)
///   .border(.red)`: the frame passes on the text's baselines, near its top.
/// - `texts`: `VStack { 50×10 rectangle; Text("Hello world"); Text("WWDC 2022");
///   Text("肘子的 Swift 记事本"); 50×10 rectangle }.border(.red)` (texts `texts-hello`,
///   `texts-wwdc`, `texts-notebook`): first baseline Hello world's, last the third text's.
/// - `shapes`: `VStack { 50×50 rectangle; 50×50 rectangle }.border(.red)`: no text, the bottom.
/// - `hstack`: `HStack(alignment: .center) { 20×50 rectangle; Text("Hello world").frame(width: 100,
///   height: 100, alignment: .top); Text(passage).frame(width: 100); Text("WWDC 2022")
///   .frame(width: 100, height: 100, alignment: .center); 20×50 rectangle }.border(.red)`
///   (framed texts `hstack-hello`, `hstack-passage`, `hstack-wwdc`).
/// - `zstack`: `ZStack { Text("Hello world").frame(width: 100, height: 100, alignment:
///   .topTrailing).border(.red); Color.blue.opacity(0.2); Text("肘子的 Swift 记事本").frame(width:
///   100, height: 100, alignment: .bottomLeading).border(.red) }.frame(width: 130, height: 130)
///   .border(.red)` (framed texts `zstack-hello`, `zstack-notebook`).
/// - `nested`: `HStack { Text("First"); VStack { Text("Hello world"); Text("肘子的 Swift 记事本");
///   Text("WWDC") }.border(.red).padding(); Text("Second"); Rectangle().fill(.red.gradient)
///   .frame(maxWidth: 10, maxHeight: 100) }.border(.green)` (ids `nested-first`, `nested-column`
///   for the VStack, `nested-second`, `nested-bar`): the nested VStack's baselines win.
///
/// The article's Button and Grid composites are left out: Arrange has neither yet.
public struct CompositeBaselinesDemo: View {
    /// The guide every row aligns its marker and composite on: `.firstTextBaseline` or
    /// `.lastTextBaseline` in the registered examples.
    public var guide: VerticalAlignment

    /// The demo with every row aligned on `guide`.
    public init(guide: VerticalAlignment) {
        self.guide = guide
    }

    /// The rows, one composite each, leading-aligned.
    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            row("framed") {
                Text("Hello world")
                    .frame(width: 100, height: 100, alignment: .topLeading)
                    .border(Color.red)
            }
            row("texts") {
                VStack {
                    Color.red.frame(width: 50, height: 10)
                    Text("Hello world").id("texts-hello")
                    Text("WWDC 2022").id("texts-wwdc")
                    Text("肘子的 Swift 记事本").id("texts-notebook")
                    Color.blue.frame(width: 50, height: 10)
                }
                .border(Color.red)
            }
            row("shapes") {
                VStack {
                    Color.red.frame(width: 50, height: 50)
                    Color.blue.frame(width: 50, height: 50)
                }
                .border(Color.red)
            }
            row("hstack") {
                HStack(alignment: .center) {
                    Color.blue.frame(width: 20, height: 50)
                    Text("Hello world")
                        .frame(width: 100, height: 100, alignment: .top)
                        .id("hstack-hello")
                    Text(TextBaselinesDemo.passage)
                        .frame(width: 100)
                        .id("hstack-passage")
                    Text("WWDC 2022")
                        .frame(width: 100, height: 100, alignment: .center)
                        .id("hstack-wwdc")
                    Color.blue.frame(width: 20, height: 50)
                }
                .border(Color.red)
            }
            row("zstack") {
                ZStack {
                    Text("Hello world")
                        .frame(width: 100, height: 100, alignment: .topTrailing)
                        .border(Color.red)
                        .id("zstack-hello")
                    Color.blue.opacity(0.2)
                    Text("肘子的 Swift 记事本")
                        .frame(width: 100, height: 100, alignment: .bottomLeading)
                        .border(Color.red)
                        .id("zstack-notebook")
                }
                .frame(width: 130, height: 130)
                .border(Color.red)
            }
            row("nested") {
                HStack {
                    Text("First").id("nested-first")
                    VStack {
                        Text("Hello world")
                        Text("肘子的 Swift 记事本")
                        Text("WWDC")
                    }
                    .id("nested-column")
                    .border(Color.red)
                    .padding()
                    Text("Second").id("nested-second")
                    Color.red
                        .frame(maxWidth: 10, maxHeight: 100)
                        .id("nested-bar")
                }
                .border(Color.green)
            }
        }
    }

    /// `composite` (id `name`) after a marker (id `NAME-marker`) whose bottom is on `guide`.
    private func row<Composite: View>(_ name: String, @ViewBuilder _ composite: () -> Composite) -> some View {
        HStack(alignment: guide) {
            Color.red
                .frame(width: 20, height: 2)
                .id("\(name)-marker")
            composite()
                .id(name)
        }
    }
}
