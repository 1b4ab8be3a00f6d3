import Foundation

extension InteractionScene {
    /// The reachable entries matching `query`, in pre-order. For a text, where an entry and one
    /// below it both match, only the outer one is kept (a button labelled "Save" and its text).
    func matches(_ query: ViewQuery) -> [Int] {
        switch query.kind {
        case .id(let id):
            return reachable.filter { engine.tree.idOfNode[entries[$0].node] == id }
        case .accessibilityIdentifier(let identifier):
            return reachable.filter { annotations($0).accessibilityIdentifier == identifier }
        case .text(let text):
            let found = reachable.filter { textContent($0) == text || accessibilityLabel($0) == text }
            let set = Set(found)
            return found.filter { index in !ancestors(of: index).contains { set.contains($0) } }
        case .type(let name):
            return reachable.filter { typeName($0) == name }
        case .any(let string):
            for kind in [ViewQuery.Kind.id(AnyHashable(string)), .accessibilityIdentifier(string), .text(string)] {
                let found = matches(ViewQuery(kind: kind))
                if !found.isEmpty { return found }
            }
            return []
        }
    }

    /// The entry's type name for `ViewQuery.type`: a control's, else its node's name up to any
    /// parenthesis (`Text`, `Color`, `HStack`).
    func typeName(_ index: Int) -> String {
        if let action = action(index), let name = action.kind.viewName { return name }
        let name = engine.name(of: entries[index].node)
        return String(name.prefix { $0 != "(" && $0 != "<" && $0 != " " })
    }

    /// The one reachable entry matching `query`: throws when there is none (listing what there
    /// is) or several (listing them).
    func unique(_ query: ViewQuery) throws -> Int {
        let found = matches(query)
        if found.count == 1 { return found[0] }
        if found.isEmpty {
            throw InteractionError(.notFound, "No view matches \(query).\(inventory())")
        }
        let candidates = found.prefix(Self.listedCandidates).map { "\n  \(foundView($0))" }.joined()
        throw InteractionError(.ambiguous, "\(found.count) views match \(query); make the query unique (an .id or accessibilityIdentifier):\(candidates)")
    }

    /// How many candidates and names an error lists.
    static var listedCandidates: Int { 20 }

    /// What can be found: the ids, accessibility identifiers and texts of the reachable views.
    func inventory() -> String {
        var ids: [String] = [], identifiers: [String] = [], texts: [String] = []
        for index in reachable {
            if let id = engine.tree.idOfNode[entries[index].node] { ids.append(quoted(id.base)) }
            if let identifier = annotations(index).accessibilityIdentifier { identifiers.append(quoted(identifier)) }
            if let text = textContent(index) { texts.append(quoted(text)) }
            if let label = accessibilityLabel(index) { texts.append(quoted(label)) }
        }
        func list(_ title: String, _ values: [String]) -> String {
            var seen = Set<String>()
            let unique = values.filter { seen.insert($0).inserted }
            guard !unique.isEmpty else { return "\n  \(title): none" }
            let shown = unique.prefix(Self.listedCandidates).joined(separator: ", ")
            return "\n  \(title): \(shown)\(unique.count > Self.listedCandidates ? ", … (\(unique.count) in all)" : "")"
        }
        return " The host has:" + list("ids", ids) + list("accessibility identifiers", identifiers) + list("texts", texts)
    }

    /// The control the entry is or belongs to: its own action, else the nearest ancestor's
    /// (containers and presentations are not controls).
    func control(of index: Int) -> (index: Int, action: ControlAction)? {
        for candidate in [index] + ancestors(of: index) {
            if let action = action(candidate), action.kind.isControl { return (candidate, action) }
        }
        return nil
    }

    /// What the interaction API reports of the entry.
    func foundView(_ index: Int) -> FoundView {
        let annotated = AnnotatedView(frame: nil, annotations: annotations(index))
        let texts = texts(in: index)
        let text = texts.isEmpty ? nil : texts.joined(separator: " ")
        let own = action(index).flatMap { $0.kind.isControl ? $0 : nil }
        let control = self.control(of: index)?.action
        var name = engine.name(of: entries[index].node)
        if let own, let viewName = own.kind.viewName { name = viewName }
        return FoundView(
            frame: entries[index].frame, name: name,
            id: engine.tree.idOfNode[entries[index].node],
            accessibilityIdentifier: annotated.accessibilityIdentifier,
            text: text,
            accessibilityLabel: annotated.accessibilityLabel ?? text,
            accessibilityValue: annotated.accessibilityValue ?? own.flatMap(Self.accessibilityValue),
            isEnabled: control?.isEnabled ?? true,
            value: own?.value?() ?? (action(index)?.kind == .scrollView ? action(index)?.value?() : nil))
    }

    /// A control's value as iOS's accessibility reads it.
    static func accessibilityValue(of action: ControlAction) -> String? {
        guard let value = action.value?() else { return nil }
        switch action.kind {
        case .toggle, .disclosureGroup: return (value as? Bool).map { $0 ? "1" : "0" }
        case .slider: return (value as? Double).map { "\(Int(($0 * 100).rounded()))%" }
        case .textField, .stepper, .picker, .datePicker, .colorPicker, .link, .multiDatePicker: return String(describing: value)
        default: return nil
        }
    }
}

extension ControlAction.Kind {
    /// The SwiftUI type a control of this kind is (`nil` for what is not a control).
    var viewName: String? {
        switch self {
        case .button: return "Button"
        case .link: return "Link"
        case .toggle: return "Toggle"
        case .slider: return "Slider"
        case .stepper: return "Stepper"
        case .picker: return "Picker"
        case .textField: return "TextField"
        case .disclosureGroup: return "DisclosureGroup"
        case .menu: return "Menu"
        case .datePicker: return "DatePicker"
        case .colorPicker: return "ColorPicker"
        case .multiDatePicker: return "MultiDatePicker"
        case .navigationLink: return "NavigationLink"
        case .scrollView: return "ScrollView"
        case .tab, .listRow, .editableRow, .presentation, .dialog, .navigationStack: return nil
        }
    }

    /// Whether this is a control a person uses (not a container or a presentation).
    var isControl: Bool {
        switch self {
        case .presentation, .dialog, .navigationStack, .scrollView, .editableRow: return false
        default: return true
        }
    }
}

extension HostingView {
    /// The views a person could reach now, after applying pending state changes.
    func interactionScene() -> InteractionScene {
        applyPendingChanges()
        return InteractionScene(engine: engine)
    }

    /// The one view matching `query`. Arrange's own.
    ///
    ///     let total = try host.find("total")            // .id, identifier or text
    ///     #expect(total.frame == CGRect(x: 0, y: 80, width: 120, height: 20))
    ///     #expect(try host.find(.text("Save")).isEnabled == false)
    ///
    /// Throws `InteractionError` when no view matches (listing the ids, identifiers and texts
    /// there are) or several do (listing them).
    public func find(_ query: ViewQuery) throws -> FoundView {
        let scene = interactionScene()
        return scene.foundView(try scene.unique(query))
    }

    /// The one view showing `text` (a `Text`'s resolved string or an accessibility label).
    /// Arrange's own: `try host.find(text: "Save").frame`.
    public func find(text: String) throws -> FoundView { try find(.text(text)) }

    /// The one view marked `.id(id)`. Arrange's own: `try host.find(id: 3).frame`.
    public func find<ID: Hashable>(id: ID) throws -> FoundView { try find(.id(id)) }

    /// The one view marked `.accessibilityIdentifier(identifier)`. Arrange's own.
    public func find(accessibilityIdentifier identifier: String) throws -> FoundView {
        try find(.accessibilityIdentifier(identifier))
    }

    /// Every view matching `query`, in the order a dump lists them (none is not an error).
    /// Arrange's own: `host.findAll(.type(Toggle<Text>.self)).count`.
    public func findAll(_ query: ViewQuery) -> [FoundView] {
        let scene = interactionScene()
        return scene.matches(query).map { scene.foundView($0) }
    }
}
