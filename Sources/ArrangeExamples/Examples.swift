import Arrange

/// The registry of the seed documents' layouts.
public enum Examples {
    /// Every example, in the order the command line lists them.
    public static let all: [Example] = [
        Example(
            name: "profile",
            summary: "ProfileView (003 stack views): ZStack(alignment: .bottom) of an image and a padded HStack caption",
            defaultSize: CGSize(width: 390, height: 300)
        ) { ProfileView() },
        Example(
            name: "profile-overlay",
            summary: "ProfileViewWithOverlay (003 stack views): the caption as an .overlay(ProfileDetail(), alignment: .bottom) of the image",
            defaultSize: CGSize(width: 390, height: 300)
        ) { ProfileViewWithOverlay() },
        Example(
            name: "basic-vstack",
            summary: "BasicVStack (000 Layout, 001 LayoutValueKey): a custom Layout stacking the seeds' Texts at their ideal sizes, sharing extra height by .layoutFlexibility(_:)",
            defaultSize: CGSize(width: 400, height: 300)
        ) { BasicVStackDemo() },
        Example(
            name: "my-zstack",
            summary: "MyZStack (002 alignment): the article's ZStack replica on Layout, with explicit text baselines, beside a marker aligned to its first baseline",
            defaultSize: CGSize(width: 400, height: 400)
        ) { MyZStackDemo() },
        Example(
            name: "zstack-alignment",
            summary: "ZStack(alignment: .bottomLeading) (002 alignment): the alignment aligns the children with each other; the ZStack's own guide changes nothing inside",
            defaultSize: CGSize(width: 400, height: 400)
        ) { ZStackAlignmentDemo() },
        Example(
            name: "one-third",
            summary: "HorizontalAlignment.oneThird (002 alignment, OneThirdWidthID): a VStack and a ZStack aligning their children a third of the way across",
            defaultSize: CGSize(width: 300, height: 300)
        ) { OneThirdDemo() },
        Example(
            name: "first-third",
            summary: "VerticalAlignment.firstThird (004 ViewDimensions, FirstThirdAlignment): an HStack aligning its children a third of the way down",
            defaultSize: CGSize(width: 300, height: 200)
        ) { FirstThirdDemo() },
        Example(
            name: "indented",
            summary: "ViewDimensionsOffset (004 ViewDimensions): context[.leading] - 10 indents Text(\"Indented\") 10 points past Text(\"Default\")",
            defaultSize: CGSize(width: 200, height: 100)
        ) { ViewDimensionsOffset() },
        Example(
            name: "indented-rtl",
            summary: "ViewDimensionsOffset in .rightToLeft (004 ViewDimensions): the same guide indents from the right",
            defaultSize: CGSize(width: 200, height: 100)
        ) { ViewDimensionsOffsetRightToLeft() },
        Example(
            name: "alignment-guide",
            summary: "AlignmentGuideDemo (002 alignment): .alignmentGuide(.leading) { $0[.leading] + 30 } moves the other rectangle 30 right",
            defaultSize: CGSize(width: 300, height: 300)
        ) { AlignmentGuideDemo() },
        Example(
            name: "overlay-alignment",
            summary: "OverlayAlignmentDemo (002 alignment): .overlay(alignment: .topTrailing) against a primary view whose trailing and top guides are moved 30",
            defaultSize: CGSize(width: 200, height: 200)
        ) { OverlayAlignmentDemo() },
        Example(
            name: "frame",
            summary: "FrameDemo (002 alignment): Text(\"Hello world\").frame(width: 10, height: 30, alignment: .top) and the same layout written as a background",
            defaultSize: CGSize(width: 200, height: 200)
        ) { FrameDemo() },
        Example(
            name: "leading-rtl",
            summary: "VStack(alignment: .leading) in .rightToLeft (002 alignment): Text(\"Hello world\") and Text(\"WWDC 2022\") end at the stack's right edge",
            defaultSize: CGSize(width: 300, height: 200)
        ) { LeadingRightToLeftDemo() },
        Example(
            name: "text-baselines",
            summary: "TextBaselinesDemo (002 alignment): a rectangle, a one-line and a multi-line Text in HStacks aligned on .firstTextBaseline and on .lastTextBaseline",
            defaultSize: CGSize(width: 600, height: 560)
        ) { TextBaselinesDemo() },
        Example(
            name: "composite-baselines-first",
            summary: "CompositeBaselinesDemo (002 alignment): each composite's .firstTextBaseline, the top-most explicit one inside it, marked by an aligned bar",
            defaultSize: CGSize(width: 600, height: 1100)
        ) { CompositeBaselinesDemo(guide: .firstTextBaseline) },
        Example(
            name: "composite-baselines-last",
            summary: "CompositeBaselinesDemo (002 alignment): each composite's .lastTextBaseline, the bottom-most explicit one inside it, marked by an aligned bar",
            defaultSize: CGSize(width: 600, height: 1100)
        ) { CompositeBaselinesDemo(guide: .lastTextBaseline) },
        Example(
            name: "view-that-fits",
            summary: "ViewThatFits(in: .horizontal) (A16): an icon with a long title, with a short title, or alone, whichever first fits frames 300, 120 and 30 wide",
            defaultSize: CGSize(width: 400, height: 200)
        ) { ViewThatFitsDemo() },
        Example(
            name: "scroll-view",
            summary: "ScrollView: a horizontal strip of tiles (LazyHStack) above a vertical list of rows (LazyVStack), each content at its ideal length from the start",
            defaultSize: CGSize(width: 320, height: 480)
        ) { ScrollViewDemo() },
        Example(
            name: "lazy-vgrid",
            summary: "LazyVGrid in a ScrollView with a fixed, a flexible and an adaptive column: the adaptive item fills what is left with as many columns as fit",
            defaultSize: CGSize(width: 390, height: 500)
        ) { LazyVGridDemo() },
        Example(
            name: "grid",
            summary: "Grid (002 alignment): rows aligned on last text baselines and at the top around three flexible colours, in a frame of at most 300 × 300",
            defaultSize: CGSize(width: 400, height: 400)
        ) { GridDemo() },
        Example(
            name: "grid-rtl",
            summary: "The alignment article's Grid in .rightToLeft: the columns mirror",
            defaultSize: CGSize(width: 400, height: 400)
        ) { GridDemoRightToLeft() },
        Example(
            name: "formatted-receipt",
            summary: "FormattedReceipt (issue 12): Text(_:format: .currency), Text(_:style: .date) and specifier interpolation in en_US, in de_DE, and redacted as a placeholder",
            defaultSize: CGSize(width: 390, height: 460)
        ) { FormattedReceipt() },
        Example(
            name: "settings",
            summary: "SettingsScreen (issue 12's proof): a Form of sections with toggles, labelled navigation links, menu pickers, a header, a footer and a badge under a large title, on an iPhone 15",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { SettingsScreen() },
        Example(
            name: "inbox",
            summary: "MailInboxScreen (issue 12's proof): a plain List of mailboxes with badges and message rows from a ForEach with swipe actions, under a large title with leading, trailing and bottom toolbar items",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { MailInboxScreen() },
        Example(
            name: "account-form",
            summary: "AccountFormScreen (issue 12's proof): a Form with every control — text fields, secure field, text editor, toggle, slider, stepper, segmented and menu pickers, date and colour pickers, progress, gauge, labelled content, a disclosure group, buttons with roles",
            defaultSize: CGSize(width: 393, height: 1640), safeAreaInsets: iPhone15.safeArea
        ) { AccountFormScreen(showsAdvanced: true) },
        Example(
            name: "sales-chart",
            summary: "SalesChartScreen (issue 12's proof): money, percentages and dates by Text(_:format:), bars from rounded rectangles, a trend drawn by a Shape's Path and a Canvas",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { SalesChartScreen() },
        Example(
            name: "receipt",
            summary: "ReceiptScreen (issue 12's proof): a Grid of items with currency amounts, Dividers, subtotal, tax and total rows, the purchase date, a large prominent button",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { ReceiptScreen() },
        Example(
            name: "inbox-dark",
            summary: "DarkInboxScreen (issue 12's proof): the inbox under .preferredColorScheme(.dark)",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { DarkInboxScreen() },
        Example(
            name: "settings-accessibility3",
            summary: "LargeTextSettingsScreen (issue 12's proof): the settings screen under .dynamicTypeSize(.accessibility3)",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { LargeTextSettingsScreen() },
        Example(
            name: "weather",
            summary: "WeatherScreen (issue 25's gallery): a large temperature over a gradient, an hourly forecast of multicolour symbols in a horizontal scroll view, five days of rows with range bars, in material cards",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { WeatherScreen() },
        Example(
            name: "login",
            summary: "LoginScreen (issue 25's gallery): an app mark, text and secure fields in grey boxes, a toggle, a full-width button with a white label set on the button, a sign-up line",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { LoginScreen() },
        Example(
            name: "photo-grid",
            summary: "PhotoGridScreen (issue 25's gallery): a LazyVGrid of square tiles that fill their cells, a segmented picker, a floating add button at the bottom trailing corner",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { PhotoGridScreen() },
        Example(
            name: "feed",
            summary: "FeedScreen (issue 25's gallery): a plain List of custom row views and a custom view that is a whole Section, avatars, emoji reactions",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { FeedScreen() },
        Example(
            name: "cart",
            summary: "CartScreen (issue 25's gallery): product rows with currency prices and steppers, a custom ProgressViewStyle wrapping the default bar, a summary GroupBox with a nested GroupBox, a checkout button",
            defaultSize: iPhone15.size, safeAreaInsets: iPhone15.safeArea
        ) { CartScreen() },
    ]

    /// The screen size and safe-area insets of an iPhone 15 in portrait (393 × 852 points; the
    /// status bar and Dynamic Island take 59 points at the top, the home indicator 34 at the
    /// bottom): where the whole screens are shown. See `docs/ios-metrics.md`.
    public static let iPhone15 = (size: CGSize(width: 393, height: 852),
                                  safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    /// The names of all examples, in order.
    public static var names: [String] { all.map(\.name) }

    /// The example called `name`, or `nil` if there is none.
    public static func named(_ name: String) -> Example? {
        all.first { $0.name == name }
    }
}
