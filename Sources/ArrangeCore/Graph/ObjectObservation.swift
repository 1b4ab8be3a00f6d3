import OpenCombine

/// The graph's subscription to one `ObservableObject` on behalf of one field of one view
/// (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`): each time the object's
/// `objectWillChange` fires, the view's record is invalidated, from whatever thread sent it; the
/// host evaluates the body on its next use, after the write completed.
///
/// A field keeps one observation across rebuilds: observing the object it already observes does
/// nothing (no duplicate subscriptions), another object replaces the subscription, and
/// `detach()` (the view left the tree) cancels it. Used on the host's thread only; the
/// subscription's closure only reaches the record, whose invalidation is thread-safe.
///
/// `objectWillChange` fires before the write: a host used on its own thread at the very moment
/// another thread writes could evaluate the body between the two and show the old value until
/// the next change. Using the host after the write completed (awaiting the task that wrote, as
/// SwiftUI's main-actor updates do) always shows the new value.
final class ObjectObservation: GraphStorage {
    /// The object observed, kept so that its identity cannot be reused by another object while
    /// the subscription lasts.
    private(set) var object: AnyObject?
    private var subscription: AnyCancellable?

    /// Observes `object` for `record`: subscribes unless `object` is the one observed already.
    func observe<O: ObservableObject>(_ object: O, for record: ViewRecord) {
        if self.object === object, subscription != nil { return }
        subscription?.cancel()
        self.object = object
        subscription = object.objectWillChange.sink { [weak record] _ in record?.invalidate() }
    }

    /// Stops observing (an `@EnvironmentObject` whose object is no longer provided).
    func stop() {
        subscription?.cancel()
        subscription = nil
        object = nil
    }

    /// The view left the tree: its object's changes no longer invalidate anything.
    func detach() { stop() }
}
