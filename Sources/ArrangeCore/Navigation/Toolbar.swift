/// Conforming types represent items that can be placed in various locations in a toolbar, as in
/// SwiftUI.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

/// `Never`'s one `body` (in `View.swift`) serves this protocol too.
nonisolated extension Never: ToolbarContent {}

nonisolated extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body.
    public var body: Never {
        preconditionFailure("\(Self.self) is primitive toolbar content and has no body")
    }
}

/// One item of a bar: where it goes and what it shows.
struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var content: AnyView
    /// Whether the entry is a `Spacer` of a group: a flexible space between the bar's items.
    var isFlexibleSpace = false
    /// The customization identifier of a `ToolbarItem(id:…)`.
    var id: String? = nil
    /// Whether a customizable item shows before the user customizes the toolbar (Arrange has no
    /// customization: every item shows).
    var showsByDefault = true
    /// The type of the `ToolbarItem` the entry came from (`ToolbarItem<String, Text>`), for the
    /// ViewInspector module's messages.
    var itemTypeName: String? = nil
    /// For the entries of one `ToolbarItemGroup` (or the views of `toolbar(content:)`), the
    /// index of the group's first entry, the same for all of them: the ViewInspector module
    /// reads a group as one item.
    var group: Int? = nil
}

/// Toolbar content that gives its entries directly (the primitives).
protocol ToolbarEntrySource {
    func appendEntries(to entries: inout [ToolbarEntry])
}

enum ToolbarEntries {
    /// The entries of any toolbar content: a primitive's own, else its body's.
    static func of<T: ToolbarContent>(_ content: T) -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        append(content, to: &entries)
        return entries
    }

    static func append(_ content: any ToolbarContent, to entries: inout [ToolbarEntry]) {
        if let source = content as? any ToolbarEntrySource {
            source.appendEntries(to: &entries)
        } else {
            appendBody(of: content, to: &entries)
        }
    }

    private static func appendBody<T: ToolbarContent>(of content: T, to entries: inout [ToolbarEntry]) {
        if T.Body.self == Never.self { return }
        append(assumingMainActor(content) { $0.body }, to: &entries)
    }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar, as in
/// SwiftUI.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntrySource {
    let placement: ToolbarItemPlacement
    let content: Content
    /// The customization identifier (`init(id:…)`).
    let identifier: String?
    /// Whether the item shows before the toolbar is customized.
    let showsByDefault: Bool
    /// Primitive toolbar content.
    public typealias Body = Never

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, content: AnyView(content), id: identifier, showsByDefault: showsByDefault,
                                    itemTypeName: String(describing: Self.self)))
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.identifier = nil
        self.showsByDefault = true
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement, content and identifier (used for
    /// customization, which Arrange does not have).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.identifier = id
        self.showsByDefault = true
    }

    /// Creates a toolbar item with the specified placement, content and identifier, which
    /// allows for user customization; `showsByDefault` says whether it shows before the user
    /// adds it (Arrange has no customization and shows it either way, recording the choice).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.identifier = id
        self.showsByDefault = showsByDefault
    }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or
/// navigation bar, as in SwiftUI.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntrySource {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Primitive toolbar content.
    public typealias Body = Never

    /// Each view of the group is an item of its own, as in SwiftUI, and a `Spacer` among them a
    /// flexible space (a bottom bar's `Spacer(); Text(…); Spacer(); Button…` centres the text
    /// and puts the button at the trailing margin).
    func appendEntries(to entries: inout [ToolbarEntry]) {
        let group = entries.count
        guard let tuple = content as? any TupleChildren else {
            entries.append(ToolbarEntry(placement: placement, content: AnyView(content), isFlexibleSpace: content is Spacer, group: group))
            return
        }
        for child in tuple.childViews {
            entries.append(ToolbarEntry(placement: placement, content: AnyView(child), isFlexibleSpace: child is Spacer, group: group))
        }
    }
}

/// Several toolbar contents in a row (what `ToolbarContentBuilder` builds).
nonisolated public struct _TupleToolbarContent: ToolbarContent, ToolbarEntrySource {
    let children: [any ToolbarContent]
    /// Primitive toolbar content.
    public typealias Body = Never
    func appendEntries(to entries: inout [ToolbarEntry]) {
        for child in children { ToolbarEntries.append(child, to: &entries) }
    }
}

/// One of two toolbar contents (an `if`/`else` in a `ToolbarContentBuilder`).
nonisolated public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, ToolbarEntrySource {
    let content: any ToolbarContent
    /// Primitive toolbar content.
    public typealias Body = Never
    func appendEntries(to entries: inout [ToolbarEntry]) {
        ToolbarEntries.append(content, to: &entries)
    }
}

nonisolated extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Primitive toolbar content.
    public typealias Body = Never
}

extension Optional: ToolbarEntrySource where Wrapped: ToolbarContent {
    func appendEntries(to entries: inout [ToolbarEntry]) {
        if let self { ToolbarEntries.append(self, to: &entries) }
    }
}

/// Constructs a toolbar item set from multi-expression closures, as in SwiftUI.
@resultBuilder
public enum ToolbarContentBuilder {
    /// Passes a single toolbar content through.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Passes a single toolbar content through.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Combines several toolbar contents.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _TupleToolbarContent {
        var children: [any ToolbarContent] = []
        for child in repeat each content { children.append(child) }
        return _TupleToolbarContent(children: children)
    }
    /// An optional toolbar content (`if` without `else`).
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(content: first)
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(content: second)
    }
}

/// A structure that defines the placement of a toolbar item, as in SwiftUI.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Position: Hashable, Sendable { case leading, trailing, principal, bottom, keyboard }
    let position: Position
    let isProminent: Bool
    /// Which placement this is: each of SwiftUI's placements is distinct, even where two are
    /// drawn in the same place (`.primaryAction` and `.navigationBarTrailing`).
    let name: String

    init(_ position: Position, prominent: Bool = false, name: String) {
        self.position = position
        self.isProminent = prominent
        self.name = name
    }

    /// The system places the item automatically (trailing in an iPhone's navigation bar).
    public static let automatic = ToolbarItemPlacement(.trailing, name: "automatic")
    /// The system places the item in the principal item section (the bar's centre).
    public static let principal = ToolbarItemPlacement(.principal, name: "principal")
    /// The item represents a navigation action (leading).
    public static let navigation = ToolbarItemPlacement(.leading, name: "navigation")
    /// The item represents a primary action (trailing).
    public static let primaryAction = ToolbarItemPlacement(.trailing, name: "primaryAction")
    /// The item represents a secondary action (trailing).
    public static let secondaryAction = ToolbarItemPlacement(.trailing, name: "secondaryAction")
    /// The item represents a change in status for the current context (the bottom bar).
    public static let status = ToolbarItemPlacement(.bottom, name: "status")
    /// The item represents a confirmation action for a modal interface (trailing, semibold).
    public static let confirmationAction = ToolbarItemPlacement(.trailing, prominent: true, name: "confirmationAction")
    /// The item represents a cancellation action for a modal interface (leading).
    public static let cancellationAction = ToolbarItemPlacement(.leading, name: "cancellationAction")
    /// The item represents a destructive action for a modal interface (trailing).
    public static let destructiveAction = ToolbarItemPlacement(.trailing, name: "destructiveAction")
    /// The item is placed in the keyboard section (not shown: Arrange has no keyboard).
    public static let keyboard = ToolbarItemPlacement(.keyboard, name: "keyboard")
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(.leading, name: "topBarLeading")
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing, name: "topBarTrailing")
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottom, name: "bottomBar")
    /// Places the item in the leading edge of the navigation bar (deprecated in SwiftUI for
    /// `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading, name: "navigationBarLeading")
    /// Places the item in the trailing edge of the navigation bar (deprecated in SwiftUI for
    /// `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing, name: "navigationBarTrailing")
}

/// The placement of a toolbar (which bar), as in SwiftUI.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, bottomBar, navigationBar, tabBar }
    let bar: Bar
    /// The primary toolbar (the navigation bar on iOS).
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

nonisolated extension View {
    /// Populates the toolbar or navigation bar with the specified items (placed automatically:
    /// trailing in the navigation bar).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarEntry(placement: .automatic, content: AnyView(content()), group: 0)
        return toolbarEntries([entry])
    }

    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        toolbarEntries(ToolbarEntries.of(content()))
    }

    /// Populates the toolbar or navigation bar with the specified items, allowing for user
    /// customization (which Arrange does not have: the items are placed as `toolbar(content:)`
    /// places them, and the identifier is recorded).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbarEntries(ToolbarEntries.of(content()), identifier: id)
    }

    private func toolbarEntries(_ entries: [ToolbarEntry], identifier: String? = nil) -> some View {
        transformPreference(NavigationBarContentKey.self) { $0.items += entries }
            .transformPreference(NavigationBarLayoutKey.self) {
                if entries.contains(where: { $0.placement.position == .bottom }) { $0.hasBottomBar = true }
            }
            .modifier(ToolbarRecord(entries: entries, identifier: identifier))
    }

    /// Specifies the visibility of a bar managed by SwiftUI: `.hidden` hides the navigation bar
    /// or tab bar (their space goes to the content).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        transformPreference(NavigationBarLayoutKey.self) { layout in
            for bar in bars {
                switch bar.bar {
                case .navigationBar, .automatic: layout.navigationBarHidden = visibility == .hidden
                case .tabBar: layout.tabBarHidden = visibility == .hidden
                case .bottomBar: if visibility == .hidden { layout.hasBottomBar = false }
                }
            }
        }
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI: `.visible`
    /// draws the navigation bar's background at rest.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        transformPreference(NavigationBarLayoutKey.self) { $0.backgroundVisible = visibility }
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    /// Accepted: Arrange draws bars with their default background.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self
    }
}

/// The items a `.toolbar` modifier gives, kept for the ViewInspector module (they reach the bar
/// as a preference, which the view value does not hold). It changes nothing in the view.
@usableFromInline nonisolated struct ToolbarRecord: NodeModifier {
    @usableFromInline typealias Body = Never
    let entries: [ToolbarEntry]
    /// The identifier of `toolbar(id:content:)`.
    var identifier: String? = nil

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.build(content)
    }
}

/// A modifier that records toolbar items, for the ViewInspector module.
package protocol InspectedToolbar {
    /// The items, in order: where each goes and its view (flexible spaces left out).
    var inspectedItems: [(placement: ToolbarItemPlacement, content: AnyView)] { get }
    /// The customization details of the same items: identifier, whether it shows by default,
    /// the `ToolbarItem` type it came from.
    var inspectedItemDetails: [(id: String?, showsByDefault: Bool, typeName: String?)] { get }
    /// The identifier of `toolbar(id:content:)`.
    var inspectedIdentifier: String? { get }
    /// For each of the same items, the group it belongs to (`nil` for a `ToolbarItem`): the
    /// items of one `ToolbarItemGroup` share it.
    var inspectedItemGroups: [Int?] { get }
}

extension ToolbarRecord: InspectedToolbar {
    package var inspectedItems: [(placement: ToolbarItemPlacement, content: AnyView)] {
        entries.filter { !$0.isFlexibleSpace }.map { ($0.placement, $0.content) }
    }

    package var inspectedItemDetails: [(id: String?, showsByDefault: Bool, typeName: String?)] {
        entries.filter { !$0.isFlexibleSpace }.map { ($0.id, $0.showsByDefault, $0.itemTypeName) }
    }

    package var inspectedIdentifier: String? { identifier }

    package var inspectedItemGroups: [Int?] { entries.filter { !$0.isFlexibleSpace }.map(\.group) }
}
