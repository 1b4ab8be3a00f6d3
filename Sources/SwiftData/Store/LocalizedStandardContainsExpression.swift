import Foundation

extension PredicateExpressions {
    /// `localizedStandardContains` in a `#Predicate`, which Foundation supports on Apple's
    /// platforms but not on Linux: case- and diacritic-insensitive containment.
    public struct _LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// Whether the string contains the other.
        public typealias Output = Bool
        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// Whether `root`'s string contains `other`'s, ignoring case and diacritics.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let haystack = String(try root.evaluate(bindings))
            let needle = String(try other.evaluate(bindings))
            return haystack.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// Builds `root.localizedStandardContains(other)` for `#Predicate`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> _LocalizedStandardContains<Root, Other> {
        _LocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions._LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions._LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions._LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
