import Foundation

/// A custom view in a list's content is transparent, as in SwiftUI: a view whose body is a
/// `Section`, several rows or a `ForEach` gives the list those sections and rows, not one row of
/// them side by side. Its body is evaluated while the list reads its content (inside the list's
/// own body), under a record of its own: its `@State` and other graph properties keep their
/// storage from build to build, and a change to them evaluates the list's body again (the view
/// builds no nodes of its own, so it cannot be built again alone).
extension _LayoutTreeBuilder {
    /// The builder building on this thread, so that a list reading its content can evaluate the
    /// bodies of custom views in it; set where a build begins.
    @TaskLocal static var building: BuilderReference?

    /// Runs `body` with this builder as `_LayoutTreeBuilder.building`.
    func asBuilding<T>(_ body: () throws -> T) rethrows -> T {
        try _LayoutTreeBuilder.$building.withValue(BuilderReference(self), operation: body)
    }

    /// The body of `view`, a custom view read as list content at `key` (its row path), with its
    /// graph properties installed from its record; nil when its `@EnvironmentObject`s are not
    /// all supplied (reported; the view is left out, as elsewhere).
    func listContentBody<V: View>(of view: V, key: AnyHashable) -> V.Body? {
        let parent = currentRecord
        let identity = (parent?.identity ?? self.identity).child(explicit: key.hashValue, type: V.self)
        let type = ObjectIdentifier(V.self)
        let record: ViewRecord
        if let existing = graph.records[identity], existing.type == type, existing.seenInBuild != graph.buildGeneration {
            record = existing
        } else {
            if let existing = graph.records[identity] { graph.discard(existing) }
            record = ViewRecord(identity: identity, type: type, graph: graph, parent: parent)
            graph.records[identity] = record
        }
        record.seenInBuild = graph.buildGeneration
        record.parent = parent
        record.isReadAsListContent = true
        parent?.children.append(record)
        var installed = view
        let missing = graph.plan(for: V.self).install(into: &installed, record: record, environment: environment)
        guard missing.isEmpty else {
            let types = missing.map { "\($0)" }.joined(separator: ", ")
            report("\(V.self) reads an @EnvironmentObject of type \(types) that no enclosing view supplies with environmentObject(_:); the view is left out of the list.")
            return nil
        }
        let ready = installed
        return assumingMainActor(ready) { $0.body }
    }
}

/// The builder building on a thread (see `_LayoutTreeBuilder.building`). Only read on the
/// thread that set it, inside the build, hence `@unchecked Sendable`.
final class BuilderReference: @unchecked Sendable {
    unowned let builder: _LayoutTreeBuilder
    init(_ builder: _LayoutTreeBuilder) { self.builder = builder }
}

/// Which views a list reads through (see `_LayoutTreeBuilder.listContentBody`): views of the
/// program's own whose body is list content — a `Section`, several views, a `ForEach`, a `Group`,
/// a conditional — directly or through other such views. Arrange's own views with bodies
/// (`Button`, `Label`, `NavigationLink`…) stay one row each.
enum TransparentListContent {
    /// Whether `type`'s body is list content that a list reads through: found once per type
    /// (a list of thousands of rows asks for each row).
    static func readsThrough<V: View>(_ type: V.Type) -> Bool {
        let key = ObjectIdentifier(V.self)
        if let known = known.reading({ answers[key] }) { return known }
        let answer = isProgramView(V.self) && isListContent(V.Body.self, depth: 0)
        known.writing { answers[key] = answer }
        return answer
    }

    /// Answers of `readsThrough`, by type; only touched under `known`.
    nonisolated(unsafe) private static var answers: [ObjectIdentifier: Bool] = [:]
    private static let known = ReadWriteLock()

    /// The body of `view` when a list reads through it, evaluated by the builder at work.
    static func body<V: View>(of view: V, key: @autoclosure () -> AnyHashable) -> (any View)? {
        guard readsThrough(V.self), let builder = _LayoutTreeBuilder.building?.builder else { return nil }
        return builder.listContentBody(of: view, key: key()) ?? EmptyView()
    }

    /// Whether `type` (a body's type) is list content: a source of rows or sections, or a view of
    /// the program's own whose body is (at most `limit` views deep).
    private static func isListContent(_ type: any View.Type, depth: Int) -> Bool {
        if type is any ListContentSource.Type { return true }
        guard depth < limit, isProgramView(type) else { return false }
        return isListContent(bodyType(of: type), depth: depth + 1)
    }

    private static func bodyType<V: View>(of type: V.Type) -> any View.Type { V.Body.self }

    /// How many custom views deep a body is looked through.
    private static let limit = 8

    /// Whether `type` is declared outside Arrange's own modules (the program's view).
    private static func isProgramView(_ type: Any.Type) -> Bool {
        let name = _typeName(type, qualified: true)
        guard let dot = name.firstIndex(of: ".") else { return false }
        let module = name[..<dot]
        return !arrangeModules.contains(String(module)) && !module.hasPrefix("Linux") && module != "Swift"
    }

    /// Arrange's modules whose views have bodies of their own.
    private static let arrangeModules: Set<String> = ["ArrangeCore", "ArrangeText", "ArrangeRender", "Arrange", "SwiftUI", "UIKit", "ArrangePreviews"]
}
