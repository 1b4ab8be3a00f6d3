/// Where content built later — when a `GeometryReader` (or a preference reader) is placed —
/// belongs in the view graph: the reader's identity and the record of the view whose body holds
/// it, so the content's views keep their identities and state whenever it is built.
struct DeferredPosition {
    let identity: ViewIdentity
    weak var record: ViewRecord?

    /// Puts `builder` at this position. Records built directly in the content are not counted
    /// among the holding view's children, which are settled when that view's body is built.
    func enter(_ builder: _LayoutTreeBuilder) {
        builder.identity = identity
        builder.currentRecord = record
        builder.deferredParent = record
    }
}

extension _LayoutTreeBuilder {
    /// The current position, for content built later (see `DeferredPosition`).
    var deferredPosition: DeferredPosition {
        DeferredPosition(identity: identity, record: currentRecord)
    }
}
