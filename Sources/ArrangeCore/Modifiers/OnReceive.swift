import OpenCombine

/// An `onReceive` modifier's subscription: the publisher is subscribed while the view is shown
/// (see `LifecycleTable`), and each value calls the action of the latest evaluation of the view.
package final class PublisherSubscription {
    /// The action, replaced when the view is built again.
    var perform: (Any) -> Void
    private let subscribe: (PublisherSubscription) -> AnyCancellable
    private var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) where P.Failure == Never {
        perform = { value in if let value = value as? P.Output { action(value) } }
        subscribe = { subscription in
            publisher.sink { [weak subscription] value in subscription?.perform(value) }
        }
    }

    /// Subscribes, unless subscribed already.
    func connect() {
        guard cancellable == nil else { return }
        // Kept before subscribing, so a publisher that sends at once finds it connected.
        let placeholder = AnyCancellable {}
        cancellable = placeholder
        let subscribed = subscribe(self)
        if cancellable === placeholder { cancellable = subscribed } else { subscribed.cancel() }
    }

    /// Ends the subscription (the view disappeared, or its host is gone).
    func cancel() {
        cancellable?.cancel()
        cancellable = nil
    }
}

nonisolated extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher, as
    /// in SwiftUI: the publisher is subscribed when the view appears in the host and cancelled
    /// when it disappears; each value calls the action of the view's latest evaluation. A value
    /// sent on subscription (a `CurrentValueSubject`, `Just`) calls it after the layout pass in
    /// which the view appears, before its `onAppear` actions.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(NodeAttachingModifier.lifecycle(.receive(PublisherSubscription(publisher, perform: action))))
    }
}
