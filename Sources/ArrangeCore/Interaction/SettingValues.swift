import Foundation

extension HostingView {
    /// Sets the value of the control matching `query` as a person would, then applies the state
    /// changes and lays out again. Arrange's own.
    ///
    ///     try host.setValue(0.5, of: "volume")         // Slider: clamped to its range, stepped
    ///     try host.setValue(3, of: "count")            // Stepper: stepped up or down to it
    ///     try host.setValue("dark", of: "theme")       // Picker: must match an option's tag
    ///     try host.setValue(true, of: "wifi")          // Toggle, DisclosureGroup
    ///     try host.setValue("new text", of: "name")    // TextField, SecureField, TextEditor
    ///     try host.setValue(date, of: "due")           // DatePicker: kept in its range
    ///     try host.setValue(Color.red, of: "tint")     // ColorPicker
    ///     try host.setValue(days, of: "off")           // MultiDatePicker: a Set<DateComponents>,
    ///     try host.setValue(date, of: "off")           // or a Date whose day is toggled
    ///
    /// A `Slider` takes any number, moved into its range and onto its steps. A `Stepper` is
    /// stepped until its value reaches or passes `value` or stops changing at a bound, so the
    /// result is a value the stepper can show. Numbers are converted to the control's number
    /// type. Throws `InteractionError` when nothing or several views match, when the view is no
    /// such control, when it is disabled, when the value's type is not the control's, or when no
    /// option of a picker is tagged with it.
    @MainActor
    public func setValue(_ value: Any, of query: ViewQuery) throws {
        let scene = interactionScene()
        let kinds: Set<ControlAction.Kind> = [.slider, .stepper, .picker, .toggle, .disclosureGroup, .textField, .datePicker, .colorPicker, .multiDatePicker]
        let control = try scene.control(of: try scene.unique(query), kinds: kinds, for: "a value")
        let action = control.action
        let name = scene.foundView(control.index).name
        func wrongType(_ expected: String) -> InteractionError {
            InteractionError(.wrongValueType, "\(name) takes \(expected), not \(Swift.type(of: value)) (\(quoted(value))).")
        }
        switch action.kind {
        case .slider:
            guard let number = Self.double(value) else { throw wrongType("a number") }
            let range = action.range ?? 0...1
            let span = range.upperBound - range.lowerBound
            action.setFraction?(span > 0 ? (number - range.lowerBound) / span : 0)
        case .stepper:
            try step(query, toward: value, name: name)
            return
        case .picker:
            guard let wanted = value as? AnyHashable else { throw wrongType("a Hashable value matching an option's tag") }
            let tags = scene.tags(in: control.index)
            let match = tags.first { $0 == wanted } ?? tags.first { Self.sameNumber($0, wanted) }
            guard let match else {
                let options = tags.map { quoted($0.base) }.joined(separator: ", ")
                if !tags.contains(where: { Swift.type(of: $0.base) == Swift.type(of: wanted.base) }), let first = tags.first {
                    throw wrongType("a \(Swift.type(of: first.base)) (its options are tagged \(options))")
                }
                throw InteractionError(.noSuchOption, "\(name) has no option tagged \(quoted(value)); its options are tagged \(options.isEmpty ? "nothing" : options).")
            }
            action.select?(match)
        case .toggle, .disclosureGroup:
            guard let isOn = value as? Bool else { throw wrongType("a Bool") }
            if action.value?() as? Bool != isOn { action.activate?() }
        case .textField:
            guard let text = value as? String else { throw wrongType("a String") }
            action.setText?(text)
        case .datePicker:
            guard let date = value as? Date else { throw wrongType("a Date") }
            action.select?(AnyHashable(date))
        case .colorPicker:
            guard let color = value as? Color else { throw wrongType("a Color") }
            action.select?(AnyHashable(color))
        case .multiDatePicker:
            if let days = value as? Set<DateComponents> {
                action.select?(AnyHashable(days))
            } else if let date = value as? Date {
                action.select?(AnyHashable(date))
            } else {
                throw wrongType("a Set<DateComponents> or a Date")
            }
        default:
            throw InteractionError(.notActionable, "\(name) does not take a value.")
        }
        applyPendingChanges()
    }

    /// Taps the `Stepper` matching `query`'s increment (+) segment, then applies the state
    /// changes and lays out again. Arrange's own: `try host.increment("count")`.
    @MainActor
    public func increment(_ query: ViewQuery) throws { try stepOnce(query, by: 1) }

    /// Taps the `Stepper` matching `query`'s decrement (−) segment, then applies the state
    /// changes and lays out again. Arrange's own: `try host.decrement("count")`.
    @MainActor
    public func decrement(_ query: ViewQuery) throws { try stepOnce(query, by: -1) }

    /// One step of a stepper, applied.
    private func stepOnce(_ query: ViewQuery, by direction: Int) throws {
        let scene = interactionScene()
        let control = try scene.control(of: try scene.unique(query), kinds: [.stepper], for: "a step")
        control.action.step?(direction)
        applyPendingChanges()
    }

    /// Steps a stepper until its value reaches or passes `target` or stops changing; each step
    /// is applied before the next, as the stepper's bounds are read when it is built.
    private func step(_ query: ViewQuery, toward target: Any, name: String) throws {
        let scene = interactionScene()
        let control = try scene.control(of: try scene.unique(query), kinds: [.stepper], for: "a value")
        guard let current = control.action.value?() else {
            throw InteractionError(.notActionable, "\(name) has no value to set (it was made with onIncrement and onDecrement); use increment(_:) and decrement(_:).")
        }
        guard let wanted = Self.double(target), let start = Self.double(current) else {
            throw InteractionError(.wrongValueType, "\(name) takes a number, not \(Swift.type(of: target)) (\(quoted(target))).")
        }
        let direction = wanted > start ? 1 : wanted < start ? -1 : 0
        var value = start
        var steps = 0
        while direction != 0 && (direction > 0 ? value < wanted : value > wanted) && steps < Self.stepLimit {
            let again = interactionScene()
            guard let stepper = try? again.control(of: try again.unique(query), kinds: [.stepper], for: "a value"),
                  let before = stepper.action.value.flatMap({ Self.double($0()) }) else { break }
            stepper.action.step?(direction)
            applyPendingChanges()
            guard let after = stepper.action.value.flatMap({ Self.double($0()) }), after != before else { break }
            value = after
            steps += 1
        }
    }

    /// How many steps `setValue` takes at most on a stepper.
    static var stepLimit: Int { 10_000 }

    /// `value` as a `Double`, if it is a number.
    static func double(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as CGFloat: return Double(v)
        case let v as Int: return Double(v)
        case let v as any BinaryInteger: return Double(v)
        case let v as any BinaryFloatingPoint: return Double(v)
        default: return nil
        }
    }

    /// Whether two tags are the same number of different types (a picker tagged with `Int`s
    /// given a `Double`), which a literal may make.
    static func sameNumber(_ a: AnyHashable, _ b: AnyHashable) -> Bool {
        guard let x = double(a.base), let y = double(b.base) else { return false }
        return x == y
    }
}

extension InteractionScene {
    /// The distinct tags at and below the entry, hidden options included (a menu picker shows
    /// only its selection), in order.
    func tags(in index: Int) -> [AnyHashable] {
        var result: [AnyHashable] = []
        var pending = [entries[index].node]
        while let node = pending.popLast() {
            if let tag = engine.tree.nodes[Int(node)].tag(in: engine), !result.contains(tag) { result.append(tag) }
            let info = engine.tree.nodes[Int(node)]
            for i in stride(from: Int(info.childCount) - 1, through: 0, by: -1) {
                pending.append(engine.tree.childList[Int(info.firstChild) + i])
            }
        }
        return result
    }
}
