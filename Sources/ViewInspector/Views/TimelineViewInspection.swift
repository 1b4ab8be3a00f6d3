import ArrangeCore
import Foundation

extension ViewType {
    /// The marker of `TimelineView`.
    public struct TimelineView: KnownViewType {
        /// `TimelineView`.
        public static var typePrefix: String { "TimelineView" }
    }
}

extension ViewType.TimelineView {
    /// The context a test gives a timeline view's content (`contentView(_:)`), as ViewInspector
    /// has it: a date and a cadence.
    public struct Context {
        /// A rate at which timeline views can receive updates.
        public enum Cadence {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date the content is made for.
        public let date: Date
        /// The rate the content is made for.
        public let cadence: Cadence

        /// A context of `date` (now by default) and `cadence` (`.live` by default).
        public init(date: Date = Date(), cadence: Cadence = .live) {
            self.date = date
            self.cadence = cadence
        }

        /// The context as Arrange's timeline view passes it.
        var arrangeContext: TimelineViewDefaultContext {
            let cadence: TimelineViewDefaultContext.Cadence = switch self.cadence {
            case .live: .live
            case .seconds: .seconds
            case .minutes: .minutes
            }
            return TimelineViewDefaultContext(date: date, cadence: cadence)
        }
    }

    /// The content the view makes for `context`, without the timeline view's modifiers.
    static func content(of content: Content, context: Context) throws -> Content {
        guard let timeline = content.view as? any TimelineViewValue else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: content.view), expected: "TimelineView")
        }
        return try Unwrapping.unwrap(timeline.contentView(context.arrangeContext), medium: content.medium.resettingViewModifiers())
    }
}

extension ViewType.TimelineView: ComputedSupplementaryContent {
    /// The content made for the current date: what `find` steps into, as `contentView()`.
    static func supplementaryViews(of content: Content) -> [(content: Content, call: String)] {
        guard let child = try? ViewType.TimelineView.content(of: content, context: Context()) else { return [] }
        return [(child, "contentView()")]
    }
}

extension InspectableView where View == ViewType.TimelineView {
    /// The content the timeline view makes for `context` (the current date, `.live`, by
    /// default).
    public func contentView(_ context: ViewType.TimelineView.Context = .init()) throws -> InspectableView<ViewType.ClassifiedView> {
        try .init(try ViewType.TimelineView.content(of: content, context: context), parent: self, call: "contentView()")
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `TimelineView` this view's child is.
    public func timelineView() throws -> InspectableView<ViewType.TimelineView> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `TimelineView` at `index` among this view's children.
    public func timelineView(_ index: Int) throws -> InspectableView<ViewType.TimelineView> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

/// A `TimelineView`, seen without its generic parameters.
protocol TimelineViewValue {
    func contentView(_ context: TimelineViewDefaultContext) -> Any
}

extension TimelineView: TimelineViewValue where Content: ArrangeCore.View {
    func contentView(_ context: TimelineViewDefaultContext) -> Any {
        content(context)
    }
}
