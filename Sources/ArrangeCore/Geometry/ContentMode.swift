/// Constants that define how a view's content fills the available space (A11).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scale the content to fit the proposal.
    case fit
    /// Scale the content to fill the proposal.
    case fill
}
