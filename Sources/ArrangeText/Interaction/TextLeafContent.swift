import ArrangeCore

extension TextLeaf: TextContentLeaf {
    /// The resolved string the leaf lays out, for the interaction API.
    package var textContent: String { text.string }
}
