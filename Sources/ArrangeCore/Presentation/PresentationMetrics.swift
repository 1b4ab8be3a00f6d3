import Foundation

/// iOS 17/18's default geometry of sheets, alerts and confirmation dialogs on an iPhone, in one
/// place. Each number is a row of the "Lists and navigation" section of `docs/ios-metrics.md`,
/// with its source.
enum PresentationMetrics {
    /// The gap between the top safe area (status bar) and a large sheet's top edge.
    static let sheetTopGap: CGFloat = 10
    /// The corner radius of a sheet's top corners.
    static let sheetCornerRadius: CGFloat = 10
    /// The fraction of the screen a `.medium` detent sheet covers.
    static let mediumDetentFraction: CGFloat = 0.5
    /// The dimming over presenting content behind a sheet, alert or dialog (black at this opacity).
    static let dimmingOpacity: Double = 0.2
    /// An alert's width and corner radius.
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    /// An alert's padding around its title and message (top, sides, bottom) and the space
    /// between title and message.
    static let alertTextInsets = EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)
    static let alertTitleMessageSpacing: CGFloat = 2
    /// The height of an alert's button row.
    static let alertButtonHeight: CGFloat = 44
    /// The margin of a confirmation dialog (action sheet) from the screen's sides and bottom
    /// safe area edge, the gap above its cancel button, its buttons' height and corner radius.
    static let dialogMargin: CGFloat = 8
    static let dialogCancelGap: CGFloat = 8
    static let dialogButtonHeight: CGFloat = 57
    static let dialogCornerRadius: CGFloat = 13
    /// The vertical padding around a dialog's title and message.
    static let dialogTitlePadding: CGFloat = 14
    /// The background of an alert's and a dialog's cards (a light material, drawn flat).
    static let cardBackground = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 242.0 / 255, opacity: 0.97)
    /// A sheet's background (`systemBackground`, light).
    static let sheetBackground = Color.white
    /// Lines between an alert's or dialog's buttons (`separator`, light).
    static let separator = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.29)
}
