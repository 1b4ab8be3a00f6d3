import Foundation

// A list reads its content as rows and sections before it lays anything out, as SwiftUI's
// lists do: each view of the content's tuple, each element of a `ForEach`, the branch of an
// `if`, the content of a `Group` is a row; a `Section` groups rows. A view of any other kind
// (a custom view, a stack) is one row.

/// One row of a list: its content and what row modifiers set on it.
struct ListRow {
    /// The row's identity among its list's rows: where it came from, and its `ForEach` id.
    var key: ListRowKey
    var content: AnyView
    var traits = ListRowTraits()
    /// The id of the `ForEach` element the row is, if it is one: the value a selection takes when
    /// the row has no `.tag(_:)`.
    var elementID: AnyHashable?
    /// The row's `.tag(_:)`, when it is set on the row (among the modifiers around its view).
    var tag: AnyHashable?
    /// Whether the row draws its own rows (a `DisclosureGroup`, see `ListRowExpanding`).
    var drawsOwnRows = false
    /// The edit actions of the `ForEach` the row is an element of, and where it is in its data.
    var editing: ListRowEditing?

    /// The value a selection takes for the row: its tag, else its `ForEach` id (`nil` when it
    /// has neither, and cannot be selected).
    var selectionValue: AnyHashable? { tag ?? elementID }
}

/// A row of a `ForEach` with `onDelete(perform:)` or `onMove(perform:)`: the actions and the
/// element's offset in the data, which the actions are called with.
struct ListRowEditing {
    var offset: Int
    /// How many elements the `ForEach` has.
    var count: Int
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?

    /// The destination SwiftUI passes to `onMove` to bring the row to `index` among the rows
    /// once moved: the offset before which it is inserted in the data as it is now.
    func moveDestination(toFinalIndex index: Int) -> Int {
        index > offset ? index + 1 : index
    }
}

/// The edit actions that `onDelete(perform:)` and `onMove(perform:)` gave the next `ForEach`.
struct ListEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
}

/// A row's identity (see `ListRow.key`).
struct ListRowKey: Hashable {
    /// Positions among static views, and `ForEach` ids, from the list's content down.
    var path: [AnyHashable]
}

/// What the row modifiers (`listRowInsets`, `listRowBackground`, `listRowSeparator`) set on a
/// row; `nil` keeps the list style's default.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    var topSeparator: Visibility = .automatic
    var bottomSeparator: Visibility = .automatic
    var badge: AnyView?
    /// Whether the row is a navigation link, which draws the badge itself, before its chevron.
    var drawsBadgeBeforeChevron = false
    /// Whether `deleteDisabled(true)` keeps the row from being deleted (no delete control).
    var deleteDisabled = false
    /// Whether `moveDisabled(true)` keeps the row from being moved (no reorder control).
    var moveDisabled = false
}

/// A section of a list: rows, and a header and footer. Rows outside any `Section` form sections
/// of their own.
struct ListSectionContent {
    var key: [AnyHashable]
    var header: AnyView?
    var footer: AnyView?
    var rows: [ListRow] = []
    var isExplicit: Bool
}

/// A view that contributes rows or sections to an enclosing list otherwise than as one row.
protocol ListContentSource {
    func appendListContent(to builder: inout ListContentBuilder)
}

/// Collects a list's rows and sections from its content.
struct ListContentBuilder {
    private(set) var sections: [ListSectionContent] = []
    private var path: [AnyHashable] = []
    private var counter = 0
    private var traitStack: [(inout ListRowTraits) -> Void] = []
    /// Whether the last section is an explicit one whose content is being read.
    private var isInSection = false
    /// The edit actions for the `ForEach` being read (set by `EditActionsContent`).
    private var editActions: ListEditActions?
    /// The editing of the element being read, given to its rows.
    private var editing: ListRowEditing?

    static func sections<Content: View>(of content: Content) -> [ListSectionContent] {
        var builder = ListContentBuilder()
        builder.append(content)
        builder.finish()
        return builder.sections
    }

    /// Adds `view` as rows (a `ListContentSource`) or as one row.
    mutating func append(_ view: any View, id: AnyHashable? = nil, isElement: Bool = false) {
        // A ForEach element is known by its id (so its row keeps its identity when the data
        // reorders), a static view by its position.
        if let id {
            path.append(id)
        } else {
            counter += 1
            path.append(AnyHashable(counter))
        }
        defer { path.removeLast() }
        // A custom view whose body is list content is read through (its body's rows and
        // sections are the list's), as SwiftUI does.
        var view = view
        for depth in 0..<8 {
            guard let body = TransparentListContent.body(of: view, key: AnyHashable(path + [AnyHashable(depth)])) else { break }
            view = body
        }
        if let source = view as? any ListContentSource {
            let saved = counter
            counter = 0
            source.appendListContent(to: &self)
            counter = saved
            return
        }
        var row = ListRow(key: ListRowKey(path: path), content: AnyView(view))
        if isElement { row.elementID = id }
        row.tag = Self.tagOutside(view)
        for apply in traitStack { apply(&row.traits) }
        for apply in Self.traitsInside(view) { apply(&row.traits) }
        row.traits.drawsBadgeBeforeChevron = Self.isDisclosureRow(view)
        row.drawsOwnRows = Self.isExpandingRow(view)
        row.editing = editing
        // A disabled action is as if the ForEach had none, for the controls drawn and for the
        // interaction API alike.
        if row.traits.deleteDisabled { row.editing?.onDelete = nil }
        if row.traits.moveDisabled { row.editing?.onMove = nil }
        if sections.isEmpty || (sections[sections.count - 1].isExplicit && !isInSection) {
            sections.append(ListSectionContent(key: path, isExplicit: false))
        }
        sections[sections.count - 1].rows.append(row)
    }

    /// Row settings made inside other modifiers (`.listRowBackground(…).padding()`), found
    /// through the modified content's stored properties, innermost last.
    private static func traitsInside(_ view: any View) -> [(inout ListRowTraits) -> Void] {
        var found: [(inout ListRowTraits) -> Void] = []
        var current: Any = view
        for _ in 0..<16 {
            guard let child = Mirror(reflecting: current).children.first(where: { $0.label == "content" })?.value else { break }
            if let carrier = child as? any ListRowTraitCarrying { found.insert(carrier.traitApplier, at: 0) }
            current = child
        }
        return found
    }

    /// The outermost `.tag(_:)` among the modifiers around `view`.
    private static func tagOutside(_ view: any View) -> AnyHashable? {
        var current: Any = view
        for _ in 0..<16 {
            guard let modified = current as? any ModifiedContentProtocol else { return nil }
            if let tag = modified.modifierValue as? TagModifier { return tag.value }
            current = modified.modifiedContent
        }
        return nil
    }

    /// Whether `view`, or the content its modifiers wrap, is a navigation link: iOS draws such a
    /// row's badge before the disclosure chevron.
    private static func isDisclosureRow(_ view: any View) -> Bool {
        wrapped(view) { $0 is any ListRowDisclosing }
    }

    /// Whether `view` is a disclosure group, alone or inside modifiers (not inside a stack or
    /// another view, where it stays one view of the row).
    private static func isExpandingRow(_ view: any View) -> Bool {
        var current: Any = view
        for _ in 0..<16 {
            if current is any ListRowExpanding { return true }
            guard let modified = current as? any ModifiedContentProtocol else { return false }
            current = modified.modifiedContent
        }
        return false
    }

    /// Whether `view`, or the content its modifiers wrap (found through their `content`
    /// properties), passes `test`.
    private static func wrapped(_ view: any View, where test: (Any) -> Bool) -> Bool {
        var current: Any = view
        for _ in 0..<16 {
            if test(current) { return true }
            guard let child = Mirror(reflecting: current).children.first(where: { $0.label == "content" })?.value else { return false }
            current = child
        }
        return false
    }

    /// Adds the elements of a `ForEach`, each identified by its id.
    mutating func appendElements(_ views: [(any View, AnyHashable)]) {
        // The edit actions are this ForEach's only: a ForEach inside its rows has none.
        let actions = editActions
        editActions = nil
        for (offset, (view, id)) in views.enumerated() {
            editing = actions.map { ListRowEditing(offset: offset, count: views.count, onDelete: $0.onDelete, onMove: $0.onMove) }
            append(view, id: id, isElement: true)
        }
        editing = nil
        editActions = actions
    }

    /// Adds `content` (a `ForEach`, possibly inside other edit actions) with the edit actions
    /// for its elements; actions set further in keep theirs.
    mutating func appendWithEditActions(_ content: any View, onDelete: ((IndexSet) -> Void)?, onMove: ((IndexSet, Int) -> Void)?) {
        let saved = editActions
        var actions = editActions ?? ListEditActions()
        if let onDelete { actions.onDelete = onDelete }
        if let onMove { actions.onMove = onMove }
        editActions = actions
        append(content)
        editActions = saved
    }

    /// The rows of `content` read as a list's content, its sections' rows one after another (a
    /// disclosure group's content in a list).
    static func rows<Content: View>(of content: Content) -> [ListRow] {
        sections(of: content).flatMap(\.rows)
    }

    /// Adds a section; a section inside a section adds its rows to the outer one.
    mutating func appendSection(header: AnyView?, footer: AnyView?, content: any View) {
        if isInSection {
            append(content)
            return
        }
        sections.append(ListSectionContent(key: path, header: header, footer: footer, isExplicit: true))
        isInSection = true
        append(content)
        isInSection = false
    }

    /// Adds `content` with a row trait applied to each of its rows.
    mutating func appendWithTrait(_ content: any View, _ apply: @escaping (inout ListRowTraits) -> Void) {
        traitStack.append(apply)
        append(content)
        traitStack.removeLast()
    }

    /// Drops implicit sections left empty.
    mutating func finish() {
        sections.removeAll { !$0.isExplicit && $0.rows.isEmpty }
    }
}

/// A `ModifiedContent`, whatever its types: what a list looks through to find the view a row's
/// modifiers wrap.
protocol ModifiedContentProtocol {
    var modifiedContent: Any { get }
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedContentProtocol {
    var modifiedContent: Any { content }
    var modifierValue: Any { modifier }
}

extension ListContentBuilder {
    fileprivate mutating func appendChildren(_ children: [any View]) {
        for child in children { append(child) }
    }
}

extension TupleView: ListContentSource {
    func appendListContent(to builder: inout ListContentBuilder) {
        builder.appendChildren(children)
    }
}

extension ForEach: ListContentSource where Content: View {
    func appendListContent(to builder: inout ListContentBuilder) {
        builder.appendElements(data.map { (content($0) as any View, AnyHashable(identifier(of: $0))) })
    }
}

extension Group: ListContentSource where Content: View {
    func appendListContent(to builder: inout ListContentBuilder) {
        builder.append(content)
    }
}

extension Optional: ListContentSource where Wrapped: View {
    func appendListContent(to builder: inout ListContentBuilder) {
        if let self { builder.append(self) }
    }
}

extension _ConditionalContent: ListContentSource {
    func appendListContent(to builder: inout ListContentBuilder) {
        switch storage {
        case .trueContent(let content): builder.append(content, id: AnyHashable("if-true"))
        case .falseContent(let content): builder.append(content, id: AnyHashable("if-false"))
        }
    }
}

extension EmptyView: ListContentSource {
    func appendListContent(to builder: inout ListContentBuilder) {}
}

extension AnyView: ListContentSource {
    func appendListContent(to builder: inout ListContentBuilder) {
        builder.append(view)
    }
}
