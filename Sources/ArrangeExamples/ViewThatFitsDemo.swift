import Arrange

/// `ViewThatFits` (A16) choosing a label by the width it is offered: the same three candidates —
/// an icon with a long title, the icon with a short title, the icon alone — in frames 300, 120
/// and 30 points wide. Each frame shows the first candidate whose ideal width (the titles on one
/// line) fits; the 30-point frame shows only the icon. The candidates not chosen have no frame;
/// the dump marks them "not shown".
///
/// Ids: the frames are `wide`, `medium` and `narrow`; inside each, the candidates are
/// `<frame>-long`, `<frame>-short` and `<frame>-icon`.
public struct ViewThatFitsDemo: View {
    /// Creates the demo.
    public init() {}

    /// The three frames, one above the other.
    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            ShareLabel(tag: "wide").frame(width: 300, alignment: .leading).id("wide")
            ShareLabel(tag: "medium").frame(width: 120, alignment: .leading).id("medium")
            ShareLabel(tag: "narrow").frame(width: 30, alignment: .leading).id("narrow")
        }
    }
}

/// The label: a long, a short and an icon-only candidate, ids prefixed by `tag`.
struct ShareLabel: View {
    let tag: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                icon
                Text("Share this document")
            }
            .id("\(tag)-long")
            HStack {
                icon
                Text("Share")
            }
            .id("\(tag)-short")
            icon.id("\(tag)-icon")
        }
    }

    /// Stand-in for an `Image(systemName:)`: a 24-point square.
    var icon: some View {
        Color.blue.frame(width: 24, height: 24)
    }
}
