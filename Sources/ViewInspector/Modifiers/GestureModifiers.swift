import ArrangeCore
import Foundation

/// A gesture added to a view, as inspection holds it: the gesture as the app made it (with its
/// callback layers) and how it was added.
struct GestureContent {
    /// The gesture with its callbacks (`TapGesture().onEnded { … }`).
    let gesture: Any
    /// The mask it was added with.
    let mask: GestureMask

    /// Whether `gesture` is a `T`, as ViewInspector matches gestures: by the type's name without
    /// its generic parameters, so `SimultaneousGesture<MagnificationGesture, RotationGesture>`
    /// names a simultaneous gesture whatever callbacks its parts carry.
    static func isOfType<T>(_ gesture: Any, _ type: T.Type) -> Bool {
        gesture is T || Inspector.typeName(value: gesture, generics: .remove) == Inspector.typeName(type: T.self, generics: .remove)
    }

    /// The gesture without its callback layers: what `gesture(T.self)` names.
    var base: Any { Self.base(of: gesture) }

    static func base(of gesture: Any) -> Any {
        var current = gesture
        while true {
            if let layer = current as? any InspectedGestureLayer {
                current = layer.inspectedInner
            } else if let optional = current as? OptionalGestureValue, let wrapped = optional.wrappedGesture {
                current = wrapped
            } else {
                return current
            }
        }
    }

    /// The callback layers, outermost first.
    var layers: [any InspectedGestureLayer] {
        var result: [any InspectedGestureLayer] = []
        var current = gesture
        while true {
            if let layer = current as? any InspectedGestureLayer {
                result.append(layer)
                current = layer.inspectedInner
            } else if let optional = current as? OptionalGestureValue, let wrapped = optional.wrappedGesture {
                current = wrapped
            } else {
                return result
            }
        }
    }
}

/// An optional gesture, seen without its generic parameter.
protocol OptionalGestureValue {
    var wrappedGesture: Any? { get }
}

extension Optional: OptionalGestureValue where Wrapped: Gesture {
    var wrappedGesture: Any? { self.map { $0 as Any } }
}

extension ViewType {
    /// A gesture of type `T` added to a view: `gesture(TapGesture.self)`.
    public struct Gesture<T>: KnownViewType, GestureViewType {
        /// `T`'s name.
        public static var typePrefix: String { Inspector.typeName(type: T.self, generics: .remove) }
        /// None: a gesture is reached through its view's modifiers.
        public static var namespacedPrefixes: [String] { [] }
    }
}

/// A marker of a gesture of type `T`.
public protocol GestureViewType {
    /// The gesture's type.
    associatedtype T
}

extension InspectableView {
    /// The gesture of type `T` added with `.gesture(_:)` (the `index`-th one, innermost first).
    public func gesture<T>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableView<ViewType.Gesture<T>> {
        try gesture(type, priority: .normal, call: "gesture", index: index)
    }

    /// The gesture of type `T` added with `.highPriorityGesture(_:)`.
    public func highPriorityGesture<T>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableView<ViewType.Gesture<T>> {
        try gesture(type, priority: .high, call: "highPriorityGesture", index: index)
    }

    /// The gesture of type `T` added with `.simultaneousGesture(_:)`.
    public func simultaneousGesture<T>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableView<ViewType.Gesture<T>> {
        try gesture(type, priority: .simultaneous, call: "simultaneousGesture", index: index)
    }

    private func gesture<T>(_ type: T.Type, priority: GestureRecord.Priority, call: String, index: Int?) throws -> InspectableView<ViewType.Gesture<T>> {
        // As ViewInspector: the gestures added with this call are counted innermost first, and
        // the one at `index` must be a `T`.
        let name = Inspector.typeName(type: T.self)
        let found: [GestureContent] = annotations.compactMap { annotation in
            guard case .gesture(let record) = annotation, record.priority == priority else { return nil }
            return GestureContent(gesture: record.gesture, mask: record.mask)
        }
        guard (index ?? 0) < found.count else {
            throw modifierNotFound("\(call)(\(name).self)", index: index ?? 0)
        }
        let gesture = found[index ?? 0]
        guard GestureContent.isOfType(gesture.base, T.self) else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: gesture.base), expected: name)
        }
        let path = "\(call)(\(name).self" + (index.map { ", \($0)" } ?? "") + ")"
        return InspectableView<ViewType.Gesture<T>>(unchecked: Content(gesture, medium: content.medium.resettingViewModifiers()),
                                                    parent: self, call: path, index: index)
    }

    /// Runs the action of `.onLongPressGesture` (the innermost one).
    public func callOnLongPressGesture() throws {
        for case .gesture(let record) in annotations {
            if let press = record.gesture as? any InspectedLongPressAction {
                press.performForInspection()
                return
            }
        }
        throw modifierNotFound("onLongPressGesture")
    }

    /// The shape of `.contentShape(_:eoFill:)`, as an `S`, with its fill rule.
    public func contentShape<S: Shape>(_ shape: S.Type) throws -> ContentShape<S> {
        for case .contentShapeValue(let value, let eoFill) in annotations {
            guard let typed = value as? S else {
                throw InspectionError.typeMismatch(factual: Inspector.typeName(value: value), expected: Inspector.typeName(type: S.self))
            }
            return ContentShape(shape: typed, eoFill: eoFill)
        }
        throw modifierNotFound("contentShape")
    }

    /// Runs the action of `.onTapGesture` (its first, innermost tap gesture).
    public func callOnTapGesture() throws {
        for case .gesture(let record) in annotations {
            let content = GestureContent(gesture: record.gesture, mask: record.mask)
            guard content.base is TapGesture || content.base is SpatialTapGesture else { continue }
            let value: Any = content.base is TapGesture ? () as Any : SpatialTapGesture.Value(inspectedLocation: .zero)
            for layer in content.layers where layer.inspectedCall(.ended, value: value) { return }
        }
        throw modifierNotFound("onTapGesture")
    }
}

extension InspectableView where View: GestureViewType {
    private var gestureContent: GestureContent {
        get throws { try Inspector.cast(content.view, to: GestureContent.self) }
    }

    /// The gesture itself (without its callbacks).
    public func actualGesture() throws -> View.T { try Inspector.cast(try gestureContent.base, to: View.T.self) }

    /// The mask the gesture was added with.
    public func gestureMask() throws -> GestureMask { try gestureContent.mask }

    /// Runs every `updating` body of the gesture with `value`, `state` and `transaction`.
    public func callUpdating<Value, State>(value: Value, state: inout State, transaction: inout Transaction) throws {
        var ran = false
        for layer in try gestureContent.layers where layer.inspectedUpdating(value: value, state: &state, transaction: &transaction) { ran = true }
        if !ran { throw callbackNotFound("updating") }
    }

    /// Runs every `onChanged` action of the gesture with `value`.
    public func callOnChanged<Value>(value: Value) throws {
        var ran = false
        for layer in try gestureContent.layers.reversed() where layer.inspectedCall(.changed, value: value) { ran = true }
        if !ran { throw callbackNotFound("onChanged") }
    }

    /// Runs every `onEnded` action of the gesture with `value`.
    public func callOnEnded<Value>(value: Value) throws {
        var ran = false
        for layer in try gestureContent.layers.reversed() where layer.inspectedCall(.ended, value: value) { ran = true }
        if !ran { throw callbackNotFound("onEnded") }
    }

    /// The first gesture of a combined gesture, as a gesture of type `G`.
    public func first<G: ArrangeCore.Gesture>(_ type: G.Type) throws -> InspectableView<ViewType.Gesture<G>> {
        try part(type, first: true)
    }

    /// The second gesture of a combined gesture, as a gesture of type `G`.
    public func second<G: ArrangeCore.Gesture>(_ type: G.Type) throws -> InspectableView<ViewType.Gesture<G>> {
        try part(type, first: false)
    }

    private func part<G>(_ type: G.Type, first: Bool) throws -> InspectableView<ViewType.Gesture<G>> {
        let content = try gestureContent
        guard let combined = content.base as? any InspectedCombinedGesture else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: content.base, generics: .remove),
                                               expected: "ExclusiveGesture, SequenceGesture, or SimultaneousGesture")
        }
        let part = GestureContent(gesture: first ? combined.inspectedFirst : combined.inspectedSecond, mask: content.mask)
        guard GestureContent.isOfType(part.base, G.self) else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: part.base), expected: Inspector.typeName(type: G.self))
        }
        let call = "\(first ? "first" : "second")(\(Inspector.typeName(type: G.self)).self)"
        return InspectableView<ViewType.Gesture<G>>(unchecked: Content(part, medium: self.content.medium), parent: self, call: call, index: nil)
    }

    private func callbackNotFound(_ callback: String) -> InspectionError {
        // A gesture added to a view is named as its modifier; a part of a combined one by its type.
        let name = Inspector.typeName(type: View.T.self)
        let isPart = inspectionCall.hasPrefix("first(") || inspectionCall.hasPrefix("second(")
        return .callbackNotFound(parent: isPart ? name : "AddGestureModifier<\(name)>", callback: callback)
    }
}

extension DragGesture.Value {
    /// A drag value for calling a gesture's callbacks in a test.
    public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGVector) {
        self.init(inspectedTime: time, location: location, startLocation: startLocation, velocity: velocity)
    }
}

extension SpatialTapGesture.Value {
    /// A tap value at `location`, for calling a gesture's callbacks in a test.
    public init(location: CGPoint) { self.init(inspectedLocation: location) }
}

extension SimultaneousGesture.Value {
    /// A value of both gestures, for calling a gesture's callbacks in a test.
    public init(first: First.Value?, second: Second.Value?) { self.init(inspectedFirst: first, second: second) }
}

extension LongPressGesture.Value {
    /// A long press value (whether it finished), for calling a gesture's callbacks in a test.
    public init(finished: Bool) { self = finished }
}

extension MagnificationGesture.Value {
    /// A magnification value, for calling a gesture's callbacks in a test.
    public init(magnifyBy: CGFloat) { self = magnifyBy }
}

extension RotationGesture.Value {
    /// A rotation value, for calling a gesture's callbacks in a test.
    public init(angle: Angle) { self = angle }
}

/// The shape `contentShape(_:eoFill:)` set, with its fill rule, as ViewInspector reads it.
public struct ContentShape<S: Shape>: Equatable {
    /// The shape.
    public let shape: S
    /// Whether the even-odd rule fills it.
    public let eoFill: Bool

    /// Whether the shapes are the same (by their paths in a unit square) with the same rule.
    public static func == (lhs: ContentShape<S>, rhs: ContentShape<S>) -> Bool {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        return lhs.eoFill == rhs.eoFill && lhs.shape.path(in: unit) == rhs.shape.path(in: unit)
    }
}
