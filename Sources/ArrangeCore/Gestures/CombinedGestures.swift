/// Gestures that combine two others: `simultaneously(with:)`, `sequenced(before:)`,
/// `exclusively(before:)`, under SwiftUI's names and value shapes.
nonisolated extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognises both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a composed gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other. A touch completes it when it completes both.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently
    /// of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Both gestures; a touch completes what it can of each.
    public func _describe() -> _GestureDescription<Value> {
        let a = first._describe(), b = second._describe()
        let complete: ((GestureTouch) -> Value)? = (a.complete == nil && b.complete == nil) ? nil : { touch in
            Value(first: a.complete?(touch), second: b.complete?(touch))
        }
        return _GestureDescription(kind: .simultaneous(a.kind, b.kind), complete: complete)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that's a sequence of two gestures. A touch completes it when it completes both.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
    /// so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// The first gesture, then the second.
    public func _describe() -> _GestureDescription<Value> {
        let a = first._describe(), b = second._describe()
        let complete: ((GestureTouch) -> Value)?
        if let completeFirst = a.complete, let completeSecond = b.complete {
            complete = { touch in .second(completeFirst(touch), completeSecond(touch)) }
        } else {
            complete = nil
        }
        return _GestureDescription(kind: .sequence(a.kind, b.kind), complete: complete)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that consists of two gestures where only one of them can succeed. A touch
/// completes the first when it can, else the second.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// The first gesture, or else the second.
    public func _describe() -> _GestureDescription<Value> {
        let a = first._describe(), b = second._describe()
        let complete: ((GestureTouch) -> Value)?
        if let completeFirst = a.complete {
            complete = { .first(completeFirst($0)) }
        } else if let completeSecond = b.complete {
            complete = { .second(completeSecond($0)) }
        } else {
            complete = nil
        }
        return _GestureDescription(kind: .exclusive(a.kind, b.kind), complete: complete)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A type-erased gesture, as in SwiftUI.
nonisolated public struct AnyGesture<Value>: Gesture {
    private let describe: () -> _GestureDescription<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        describe = { gesture._describe() }
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// The wrapped gesture.
    public func _describe() -> _GestureDescription<Value> { describe() }
}
