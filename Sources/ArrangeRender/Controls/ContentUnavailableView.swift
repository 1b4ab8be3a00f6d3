import ArrangeCore
import ArrangeText
import Foundation

/// An interface for a view that indicates that content is unavailable, as in SwiftUI (iOS 17):
/// an empty list's "No Mail", a search's "No Results".
///
/// It fills the space it is offered and centres, one above the other: the label's icon, large and
/// secondary, over its title in bold title 2; then the description, secondary and centred; then
/// the actions. The sizes are estimates of iOS's (a 48-point symbol, 8 points between icon and
/// title, 16 around the description).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display
    /// when the content of your app is unavailable to users.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label over the description and actions, centred in the space offered.
    public var body: some View {
        VStack(spacing: ContentUnavailableMetrics.sectionSpacing) {
            label.labelStyle(ContentUnavailableLabelStyle())
            description
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The estimated metrics of `ContentUnavailableView`.
enum ContentUnavailableMetrics {
    static let iconSize: CGFloat = 48
    static let iconTitleSpacing: CGFloat = 8
    static let sectionSpacing: CGFloat = 16
}

/// The icon over the title, as `ContentUnavailableView` shows its label.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.iconTitleSpacing) {
            configuration.icon
                .font(.system(size: ContentUnavailableMetrics.iconSize))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == ArrangeCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title generated from a localized string, an image from the
    /// app's resources, and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { ArrangeCore.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a title generated from a localized string, a system symbol, and
    /// an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ArrangeCore.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a title generated from a string, an image from the app's
    /// resources, and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { ArrangeCore.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a title generated from a string, a system symbol, and an
    /// optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ArrangeCore.Label(title, systemImage: name) }, description: { description })
    }
}

/// The content of the search's unavailable-content view, as in SwiftUI.
public struct SearchUnavailableContent {
    /// The search's label: a magnifying glass over "No Results".
    public struct Label: View {
        /// The label.
        public var body: some View {
            ArrangeCore.Label("No Results", systemImage: "magnifyingglass")
        }
    }

    /// The search's description: what to try, with the text searched for when there is one.
    public struct Description: View {
        let text: String?
        /// The description.
        public var body: some View {
            if let text {
                Text("Check the spelling or try a new search for “\(text)”.")
            } else {
                Text("Check the spelling or try a new search.")
            }
        }
    }

    /// The search's actions: none.
    public struct Actions: View {
        /// No actions.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The interface for a search that found nothing.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description(text: nil) },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// The interface for a search for `text` that found nothing.
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description(text: text) },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
