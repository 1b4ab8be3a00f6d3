import Foundation

/// Predicates from format strings, which Linux's Foundation marks unavailable. Arrange's own:
/// the format is parsed here and evaluated against the object, reading its values through
/// `KeyValueReading`, a dictionary's entries, or its stored properties (see `KeyValuePath`).
///
/// The language covered: `==` (`=`), `!=` (`<>`), `<`, `<=` (`=<`), `>`, `>=` (`=>`),
/// `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE` (`*`, `?`), `MATCHES` (a regular expression),
/// `IN`, `BETWEEN {lower, upper}`, each with `[c]`, `[d]` or `[cd]`; `AND` (`&&`), `OR` (`||`),
/// `NOT` (`!`) and parentheses; `ANY`, `SOME`, `ALL`, `NONE` over to-many keys;
/// `TRUEPREDICATE`, `FALSEPREDICATE`; keys, dotted paths, `@count`, `SELF`, `$variables`;
/// `%K`, `%@`, `%d`, `%i`, `%ld`, `%lld`, `%u`, `%f`, `%lf` and `%s` arguments; quoted strings,
/// numbers, `TRUE`/`YES`, `FALSE`/`NO`, `nil`/`NULL`. Keywords are read in any case.
///
/// A format that cannot be read matches nothing, and says why on standard error once per
/// distinct format, where Apple's platforms would raise an exception.
extension NSPredicate {
    /// A predicate from `predicateFormat`, its specifiers replaced by `args` in order.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args.map { $0 as Any })
    }

    /// A predicate from `predicateFormat`, its specifiers replaced by `arguments` in order.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(block: Self.evaluation(of: predicateFormat, arguments: arguments ?? []))
    }

    /// How `format` with `arguments` evaluates; when it cannot be read, it matches nothing and the
    /// problem is reported.
    private static func evaluation(of format: String, arguments: [Any]) -> (Any?, [String: Any]?) -> Bool {
        do {
            let condition = try PredicateFormatParser.parse(format, arguments: arguments)
            return { object, bindings in condition.evaluate(object, bindings) }
        } catch {
            PredicateFormatProblems.shared.report(error, in: format)
            return { _, _ in false }
        }
    }
}

/// The formats found unreadable, each reported on standard error once.
final class PredicateFormatProblems: @unchecked Sendable {
    static let shared = PredicateFormatProblems()
    private let lock = NSLock()
    private var reported: Set<String> = []

    /// The diagnostic line for `format`, shortened to its first 200 characters.
    static func line(for problem: PredicateFormatError, in format: String) -> String {
        let shown = format.count > 200 ? format.prefix(200) + "…" : format
        return "arrange: NSPredicate format \"\(shown)\" cannot be read: \(problem)"
    }

    /// Writes the diagnostic for `format` unless it was written before.
    func report(_ problem: PredicateFormatError, in format: String) {
        lock.lock()
        let isNew = reported.insert(format).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data((Self.line(for: problem, in: format) + "\n").utf8))
    }

    /// Whether `format` was reported.
    func hasReported(_ format: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains(format)
    }
}
