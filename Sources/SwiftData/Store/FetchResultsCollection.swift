/// The result of a batched fetch: the fetched models as a random-access collection (all in
/// memory; the batch size has no effect).
public struct FetchResultsCollection<Element: PersistentModel>: RandomAccessCollection {
    let models: [Element]

    /// The index of the first model.
    public var startIndex: Int { models.startIndex }
    /// The index past the last model.
    public var endIndex: Int { models.endIndex }
    /// The model at `position`.
    public subscript(position: Int) -> Element { models[position] }
}
