/// A measured leaf that shows text (a `Text`): what the interaction API reads as its resolved
/// string and matches `find(text:)` against. The text target's leaf conforms.
package protocol TextContentLeaf: MeasuredLeaf {
    /// The characters the leaf shows, resolved in its environment (localized, formatted,
    /// Markdown interpreted).
    var textContent: String { get }
}
