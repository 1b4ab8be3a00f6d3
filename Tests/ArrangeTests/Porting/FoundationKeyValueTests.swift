import Foundation
@testable import FoundationAdditions
import SwiftUI
import Testing

/// `NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)`, which Linux's Foundation marks
/// unavailable, and `NSSortDescriptor(keyPath:ascending:)` for values that are not `Comparable`,
/// reading values through `KeyValueReading`, dictionaries and stored properties.
@Suite struct FoundationKeyValueTests {
    /// An object read by key, as Core Data's managed objects are.
    final class Record: KeyValueReading {
        var values: [String: Any]
        init(_ values: [String: Any]) { self.values = values }
        func value(forKey key: String) -> Any? { values[key] }
    }

    /// A plain Swift class, read by its stored properties.
    final class Note {
        let title: String
        let createdDate: Date?
        let pinned: Bool?
        let count: Int
        let rating: NSNumber?
        let subtitle: String?
        let priority: Priority
        init(_ title: String, createdDate: Date? = nil, pinned: Bool? = nil, count: Int = 0, rating: NSNumber? = nil,
             subtitle: String? = nil, priority: Priority = Priority(level: 0)) {
            self.title = title
            self.createdDate = createdDate
            self.pinned = pinned
            self.count = count
            self.rating = rating
            self.subtitle = subtitle
            self.priority = priority
        }
    }

    /// A `Comparable` value whose order only its own `<` knows (highest level first).
    struct Priority: Comparable {
        let level: Int
        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.level > rhs.level }
    }

    /// Whether `format` with `args` matches `object`.
    static func matches(_ format: String, _ object: Any?, _ args: [Any] = []) -> Bool {
        NSPredicate(format: format, argumentArray: args).evaluate(with: object)
    }

    // MARK: Comparison operators

    @Test func comparisonOperatorsCompareNumbers() {
        let object: [String: Any] = ["count": 5]
        let expectations: [(String, Bool)] = [
            ("count == 5", true), ("count == 4", false), ("count = 5", true), ("count = 6", false),
            ("count != 5", false), ("count != 4", true), ("count <> 5", false), ("count <> 4", true),
            ("count < 6", true), ("count < 5", false), ("count <= 5", true), ("count <= 4", false),
            ("count =< 5", true), ("count =< 4", false), ("count > 4", true), ("count > 5", false),
            ("count >= 5", true), ("count >= 6", false), ("count => 5", true), ("count => 6", false),
            ("count > -1", true), ("count < -1", false), ("count == 5.0", true), ("count < 5.5", true),
        ]
        for (format, expected) in expectations {
            #expect(Self.matches(format, object) == expected, "\(format)")
        }
    }

    @Test func numbersOfEveryKindCompareWithEachOther() {
        let object: [String: Any] = [
            "int": 3, "double": 3.0, "float": Float(2.5), "number": NSNumber(value: 3), "real": NSNumber(value: 2.5),
            "flag": true, "flagNumber": NSNumber(value: false), "small": UInt8(7), "big": Int64(1) << 40,
            "decimal": Decimal(string: "2.5") ?? 0,
        ]
        #expect(Self.matches("int == double", object))
        #expect(Self.matches("int == number", object))
        #expect(Self.matches("real == float", object))
        #expect(Self.matches("decimal == 2.5", object))
        #expect(Self.matches("float < int", object))
        #expect(Self.matches("flag == YES", object))
        #expect(Self.matches("flag == TRUE", object))
        #expect(Self.matches("flag == 1", object))
        #expect(Self.matches("flagNumber == NO", object))
        #expect(Self.matches("flagNumber == false", object))
        #expect(!Self.matches("flag == NO", object))
        #expect(Self.matches("small == 7", object))
        #expect(Self.matches("big == 1099511627776", object))
        #expect(Self.matches("big > 1099511627775", object))
        #expect(Self.matches("int == 0x3", object))
        #expect(Self.matches("real == 25e-1", object))
        // A number never equals a string.
        #expect(!Self.matches("int == '3'", object))
    }

    @Test func stringsCompareInOrder() {
        let object: [String: Any] = ["name": "Bravo"]
        #expect(Self.matches("name == 'Bravo'", object))
        #expect(!Self.matches("name == 'bravo'", object))
        #expect(Self.matches("name ==[c] 'bravo'", object))
        #expect(Self.matches("name > 'Alpha'", object))
        #expect(Self.matches("name < 'Charlie'", object))
        #expect(!Self.matches("name < 'Alpha'", object))
        #expect(Self.matches("name != 'Alpha'", object))
        // Upper-case letters come before lower-case ones, as `compare(_:)` orders them.
        #expect(Self.matches("name < 'alpha'", object))
        #expect(Self.matches("name >[c] 'alpha'", object))
    }

    @Test func datesAndUUIDsCompare() {
        let day = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let id = UUID()
        let object: [String: Any] = ["date": day, "id": id, "nsDate": NSDate(timeIntervalSinceReferenceDate: 700_000_000)]
        #expect(Self.matches("date == %@", object, [day]))
        #expect(Self.matches("date == nsDate", object))
        #expect(Self.matches("date > %@", object, [day.addingTimeInterval(-60)]))
        #expect(!Self.matches("date > %@", object, [day.addingTimeInterval(60)]))
        #expect(Self.matches("date <= %@", object, [NSDate(timeIntervalSinceReferenceDate: 700_000_000)]))
        #expect(Self.matches("id == %@", object, [id]))
        #expect(Self.matches("id == %@", object, [NSUUID(uuidString: id.uuidString) as Any]))
        #expect(!Self.matches("id == %@", object, [UUID()]))
        #expect(Self.matches("id != %@", object, [UUID()]))
    }

    @Test func nilEqualsOnlyNil() {
        let object: [String: Any] = ["name": "Ada", "nothing": NSNull()]
        #expect(Self.matches("missing == nil", object))
        #expect(Self.matches("missing == NULL", object))
        #expect(Self.matches("nothing == nil", object))
        #expect(!Self.matches("name == nil", object))
        #expect(Self.matches("name != nil", object))
        #expect(!Self.matches("missing != nil", object))
        // nil is neither before nor after a value.
        #expect(!Self.matches("missing < 3", object))
        #expect(!Self.matches("missing > 3", object))
        #expect(Self.matches("subtitle == nil", Note("A")))
        #expect(Self.matches("subtitle == %@", Note("A", subtitle: "B"), ["B"]))
    }

    // MARK: String operators

    @Test func beginsWithEndsWithAndContainsHonourTheirOptions() {
        let object: [String: Any] = ["title": "Crème Brûlée"]
        let expectations: [(String, Bool)] = [
            ("title BEGINSWITH 'Crème'", true), ("title BEGINSWITH 'crème'", false), ("title BEGINSWITH 'Creme'", false),
            ("title BEGINSWITH[c] 'crème'", true), ("title BEGINSWITH[c] 'creme'", false),
            ("title BEGINSWITH[d] 'Creme'", true), ("title BEGINSWITH[d] 'creme'", false), ("title BEGINSWITH[cd] 'CREME'", true),
            ("title ENDSWITH 'Brûlée'", true), ("title ENDSWITH 'brûlée'", false), ("title ENDSWITH[c] 'BRÛLÉE'", true),
            ("title ENDSWITH[d] 'Brulee'", true), ("title ENDSWITH[cd] 'brulee'", true), ("title ENDSWITH 'Crème'", false),
            ("title CONTAINS 'me Br'", true), ("title CONTAINS 'ME BR'", false), ("title CONTAINS[c] 'ME BR'", true),
            ("title CONTAINS[d] 'me Bru'", true), ("title CONTAINS[cd] 'ME BRU'", true), ("title CONTAINS 'Tart'", false),
            ("title beginswith 'Cr'", true), ("title BeginsWith[C] 'cr'", true), ("title contains[CD] 'ULEE'", true),
        ]
        for (format, expected) in expectations {
            #expect(Self.matches(format, object) == expected, "\(format)")
        }
    }

    @Test func emptyTextIsAtTheStartOfNothing() {
        let object: [String: Any] = ["title": "Notes", "count": 3]
        #expect(!Self.matches("title BEGINSWITH ''", object))
        #expect(!Self.matches("title ENDSWITH ''", object))
        #expect(!Self.matches("title CONTAINS[c] ''", object))
        // String operators on values that are not strings match nothing.
        #expect(!Self.matches("count BEGINSWITH '3'", object))
        #expect(!Self.matches("missing CONTAINS 'a'", object))
    }

    @Test func likeMatchesWildcardsOverTheWholeString() {
        let object: [String: Any] = ["name": "John", "file": "notes*.txt", "city": "Zürich"]
        let expectations: [(String, Bool)] = [
            ("name LIKE 'J*n'", true), ("name LIKE 'J*'", true), ("name LIKE '*oh*'", true), ("name LIKE 'J?hn'", true),
            ("name LIKE 'J?n'", false), ("name LIKE 'Jo'", false), ("name LIKE 'john'", false), ("name LIKE[c] 'jo*'", true),
            ("name LIKE '*'", true), ("file LIKE 'notes\\\\*.txt'", true), ("name LIKE 'J.hn'", false),
            ("city LIKE 'Zurich'", false), ("city LIKE[d] 'Zurich'", true), ("city LIKE[cd] 'z?RICH'", true),
        ]
        for (format, expected) in expectations {
            #expect(Self.matches(format, object) == expected, "\(format)")
        }
        #expect(Self.matches("name LIKE %@", object, ["?ohn"]))
    }

    @Test func matchesTakesARegularExpressionForTheWholeString() {
        let object: [String: Any] = ["code": "ABC-123", "pattern": "[A-Z]+-\\d+"]
        #expect(Self.matches("code MATCHES '[A-Z]{3}-\\\\d+'", object))
        #expect(!Self.matches("code MATCHES '[A-Z]{3}'", object))
        #expect(!Self.matches("code MATCHES 'abc-\\\\d+'", object))
        #expect(Self.matches("code MATCHES[c] 'abc-\\\\d+'", object))
        #expect(Self.matches("code MATCHES 'A|ABC-123'", object))
        #expect(Self.matches("code MATCHES %@", object, ["ABC-\\d{3}"]))
        #expect(Self.matches("code MATCHES pattern", object))
        #expect(Self.matches("SELF MATCHES[d] 'e+'", "éèe"))
    }

    // MARK: IN and BETWEEN

    @Test func inLooksForTheValueInACollectionOrAString() {
        let object: [String: Any] = ["name": "Ada", "count": 2]
        #expect(Self.matches("name IN %@", object, [["Ada", "Grace"]]))
        #expect(!Self.matches("name IN %@", object, [["Grace"]]))
        #expect(Self.matches("name IN %@", object, [Set(["Ada"])]))
        #expect(Self.matches("name IN %@", object, [NSArray(array: ["Ada"])]))
        #expect(Self.matches("name IN %@", object, [NSSet(array: ["Ada"])]))
        #expect(Self.matches("name IN %@", object, [["first": "Ada"]]))
        #expect(!Self.matches("name IN %@", object, [["ada"]]))
        #expect(Self.matches("name IN[c] %@", object, [["ada"]]))
        #expect(Self.matches("count IN {1, 2, 3}", object))
        #expect(!Self.matches("count IN {}", object))
        #expect(Self.matches("count IN %@", object, [[2.0]]))
        #expect(Self.matches("name IN 'Ada Lovelace'", object))
        #expect(!Self.matches("name IN 'Grace Hopper'", object))
        #expect(Self.matches("name IN[c] 'ADA'", object))
        #expect(Self.matches("NOT name IN %@", object, [["Grace"]]))
        // CONTAINS on a collection looks for an element.
        #expect(Self.matches("tags CONTAINS 'b'", ["tags": ["a", "b"]]))
        #expect(Self.matches("tags CONTAINS[c] 'B'", ["tags": ["a", "b"]]))
        #expect(!Self.matches("tags CONTAINS 'c'", ["tags": ["a", "b"]]))
    }

    @Test func betweenIncludesItsBounds() {
        let object: [String: Any] = ["count": 5, "date": Date(timeIntervalSinceReferenceDate: 100), "name": "m"]
        #expect(Self.matches("count BETWEEN {1, 5}", object))
        #expect(Self.matches("count BETWEEN {5, 10}", object))
        #expect(!Self.matches("count BETWEEN {6, 10}", object))
        #expect(!Self.matches("count BETWEEN {1, 4.5}", object))
        #expect(Self.matches("count between %@", object, [[4.5, 5.5]]))
        #expect(Self.matches("count BETWEEN {%d, %d}", object, [1, 9]))
        #expect(Self.matches("date BETWEEN %@", object, [[Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 200)]]))
        #expect(Self.matches("name BETWEEN {'a', 'z'}", object))
        #expect(!Self.matches("missing BETWEEN {1, 5}", object))
        // A bound of another kind, or the wrong number of bounds, matches nothing.
        #expect(!Self.matches("count BETWEEN {'a', 10}", object))
        #expect(!Self.matches("count BETWEEN %@", object, [[1, 2, 3]]))
    }

    // MARK: Combining conditions

    @Test func andOrAndNotCombineWithPrecedenceAndParentheses() {
        let object: [String: Any] = ["a": 1, "b": 2, "c": 3]
        let expectations: [(String, Bool)] = [
            ("a == 1 AND b == 2", true), ("a == 1 AND b == 3", false), ("a == 1 && b == 2", true),
            ("a == 2 OR b == 2", true), ("a == 2 OR b == 3", false), ("a == 2 || c == 3", true),
            ("NOT a == 2", true), ("NOT a == 1", false), ("!(a == 1)", false), ("! a == 2", true),
            // AND binds tighter than OR.
            ("a == 1 OR b == 9 AND c == 9", true), ("(a == 1 OR b == 9) AND c == 9", false),
            ("a == 9 OR b == 2 AND c == 3", true), ("(a == 9 OR b == 2) AND c == 9", false),
            ("NOT (a == 1 AND (b == 9 OR (c == 3 AND NOT a == 2)))", false), ("((((a == 1))))", true),
            ("a == 1 and b == 2 or c == 9", true), ("not a == 1 or not b == 2", false),
            ("TRUEPREDICATE", true), ("FALSEPREDICATE", false), ("truepredicate AND a == 1", true),
            ("FALSEPREDICATE OR NOT FALSEPREDICATE", true),
        ]
        for (format, expected) in expectations {
            #expect(Self.matches(format, object) == expected, "\(format)")
        }
    }

    @Test func formatPredicatesWorkWithFoundationsOwn() {
        let people: [[String: Any]] = [["name": "Ada", "age": 36], ["name": "Grace", "age": 85], ["name": "Alan", "age": 41]]
        let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "name BEGINSWITH 'A'"), NSPredicate(format: "age > 40"),
        ])
        #expect(people.filter { compound.evaluate(with: $0) }.map { $0["name"] as? String } == ["Alan"])
        let negated = NSCompoundPredicate(notPredicateWithSubpredicate: NSPredicate(format: "age > 40"))
        #expect(people.filter { negated.evaluate(with: $0) }.count == 1)
        let filtered = NSArray(array: ["apple", "banana", "avocado"]).filtered(using: NSPredicate(format: "SELF BEGINSWITH 'a'"))
        #expect(filtered.compactMap { $0 as? String } == ["apple", "avocado"])
    }

    // MARK: Arguments

    @Test func argumentsOfEveryKindTakeTheirPlaces() {
        let object: [String: Any] = ["name": "Ada", "count": 3, "ratio": 0.5, "done": true, "size": 4]
        #expect(NSPredicate(format: "name == %@", "Ada").evaluate(with: object))
        #expect(NSPredicate(format: "name BEGINSWITH[c] %@", "a").evaluate(with: object))
        #expect(NSPredicate(format: "count == %d", 3).evaluate(with: object))
        #expect(NSPredicate(format: "count == %i", Int32(3)).evaluate(with: object))
        #expect(NSPredicate(format: "count == %ld", 3).evaluate(with: object))
        #expect(NSPredicate(format: "count == %lld", Int64(3)).evaluate(with: object))
        #expect(NSPredicate(format: "count == %u", UInt(3)).evaluate(with: object))
        #expect(NSPredicate(format: "ratio == %f", 0.5).evaluate(with: object))
        #expect(NSPredicate(format: "ratio < %lf", 0.75).evaluate(with: object))
        #expect(NSPredicate(format: "name == %s", "Ada").evaluate(with: object))
        #expect("Ada".withCString { NSPredicate(format: "name == %s", $0).evaluate(with: object) })
        #expect(NSPredicate(format: "done == %@", true).evaluate(with: object))
        #expect(NSPredicate(format: "%K == %@", "name", "Ada").evaluate(with: object))
        #expect(NSPredicate(format: "%K > %d AND %K < %@", "count", 2, "size", 5).evaluate(with: object))
        #expect(!NSPredicate(format: "%K == %d", "count", 4).evaluate(with: object))
        // Inside quotes a specifier is text, as on Apple's platforms.
        #expect(!NSPredicate(format: "name == '%@'", "Ada").evaluate(with: object))
        #expect(NSPredicate(format: "name == '%@'", "Ada").evaluate(with: ["name": "%@"]))
        // Extra arguments are ignored; a missing argument is a format that cannot be read.
        #expect(NSPredicate(format: "name == %@", "Ada", "extra").evaluate(with: object))
        #expect(NSPredicate(format: "count == 3", argumentArray: nil).evaluate(with: object))
    }

    @Test func stringLiteralsTakeEitherQuoteAndEscapes() {
        let object: [String: Any] = ["quote": "say \"hi\"", "apostrophe": "it's", "lines": "a\nb", "accent": "é"]
        #expect(Self.matches(#"quote == 'say "hi"'"#, object))
        #expect(Self.matches(#"quote == "say \"hi\"""#, object))
        #expect(Self.matches(#"apostrophe == "it's""#, object))
        #expect(Self.matches(#"apostrophe == 'it\'s'"#, object))
        #expect(Self.matches(#"lines == "a\nb""#, object))
        #expect(Self.matches(#"accent == "\u00e9""#, object))
    }

    @Test func substitutionVariablesComeFromTheBindings() {
        let predicate = NSPredicate(format: "name == $name AND count > $least")
        let object: [String: Any] = ["name": "Ada", "count": 3]
        #expect(predicate.evaluate(with: object, substitutionVariables: ["name": "Ada", "least": 2]))
        #expect(!predicate.evaluate(with: object, substitutionVariables: ["name": "Ada", "least": 3]))
        #expect(!predicate.evaluate(with: object))
    }

    // MARK: Objects, dictionaries and key paths

    @Test func keyValueReadingObjectsAreReadByKey() {
        let author = Record(["name": "Ada", "born": 1815])
        let book = Record(["title": "Notes", "author": author, "pages": 42, "subtitle": NSNull()])
        #expect(Self.matches("title == 'Notes' AND pages > 40", book))
        #expect(Self.matches("author.name == 'Ada'", book))
        #expect(Self.matches("author.born < 1900", book))
        #expect(Self.matches("author.missing == nil AND missing.name == nil", book))
        #expect(Self.matches("subtitle == nil", book))
        #expect(Self.matches("SELF.title == 'Notes'", book))
        #expect(Self.matches("SELF == %@", book, [book]))
        #expect(!Self.matches("SELF == %@", book, [author]))
        #expect(Self.matches("author == %@", book, [author]))
        #expect(book.value(forKeyPath: "author.name") as? String == "Ada")
        #expect(book.value(forKeyPath: "SELF.pages") as? Int == 42)
        #expect(book.value(forKeyPath: "author.missing") == nil)
    }

    @Test func dictionariesAreReadByKey() {
        let nested: [String: Any] = ["user": ["name": "Ada", "tags": ["x", "y"]] as [String: Any], "score": 7]
        #expect(Self.matches("user.name == 'Ada' AND score == 7", nested))
        #expect(Self.matches("user.tags.@count == 2", nested))
        let dictionary = NSDictionary(dictionary: ["name": "Grace", "inner": NSDictionary(dictionary: ["level": 3])])
        #expect(Self.matches("name ENDSWITH 'ace'", dictionary))
        #expect(Self.matches("inner.level >= 3", dictionary))
        let numbered: [AnyHashable: Any] = ["count": 2]
        #expect(Self.matches("count == 2", numbered))
    }

    @Test func plainSwiftValuesAreReadByTheirStoredProperties() {
        let note = Note("Groceries", pinned: true, count: 4, rating: NSNumber(value: 4.5))
        #expect(Self.matches("title == 'Groceries' AND count == 4", note))
        #expect(Self.matches("pinned == YES AND rating > 4", note))
        #expect(Self.matches("createdDate == nil", note))
        #expect(Self.matches("priority.level == 0", note))
        struct Point { let x: Int; let y: Int }
        #expect(Self.matches("x < y", Point(x: 1, y: 2)))
    }

    @Test func dottedPathsReadToManyValuesAndCollectionOperators() {
        let tags = [Record(["name": "work", "weight": 2]), Record(["name": "home", "weight": 5]), Record(["name": "urgent"])]
        let note = Record(["tags": tags, "empty": [Record](), "set": Set(["a", "b", "c"]), "ordered": NSOrderedSet(array: [1, 2])])
        #expect(Self.matches("tags.@count == 3", note))
        #expect(Self.matches("tags.@count > 0", note))
        #expect(Self.matches("empty.@count == 0", note))
        #expect(Self.matches("set.@count == 3", note))
        #expect(Self.matches("ordered.@count == 2", note))
        #expect(Self.matches("tags.@sum.weight == 7", note))
        #expect(Self.matches("tags.@avg.weight == 3.5", note))
        #expect(Self.matches("tags.@min.weight == 2", note))
        #expect(Self.matches("tags.@max.weight == 5", note))
        #expect(Self.matches("tags.@max.name == 'work'", note))
        #expect(Self.matches("SELF.@count == 2", ["a", "b"]))
        #expect(Self.matches("@count == 2", ["a", "b"]))
        #expect(Self.matches("@sum == 6", [1, 2, 3]))
        let path = KeyValuePath("tags.weight")
        #expect(path.keys == ["tags", "weight"])
        #expect((path.value(of: note) as? [Any])?.compactMap { $0 as? Int } == [2, 5])
        #expect((path.value(of: note) as? [Any])?.last is NSNull)
        #expect(KeyValuePath("SELF").keys.isEmpty && KeyValuePath("").description == "SELF")
        #expect(KeyValuePath("tags.@count").value(of: note) as? Int == 3)
        #expect(KeyValuePath("title.@count").value(of: Record(["title": "abc"])) == nil)
    }

    @Test func aggregatesApplyToEveryElement() {
        let tags = [Record(["name": "work", "weight": 2]), Record(["name": "home", "weight": 5])]
        let note = Record(["tags": tags, "scores": [4, 5, 6], "empty": [Int](), "set": Set([1, 2])])
        let expectations: [(String, Bool)] = [
            ("ANY tags.name == 'home'", true), ("ANY tags.name == 'play'", false), ("SOME tags.name == 'work'", true),
            ("ANY tags.name BEGINSWITH[c] 'HO'", true), ("ALL tags.weight > 1", true), ("ALL tags.weight > 2", false),
            ("NONE tags.name == 'play'", true), ("NONE tags.name == 'work'", false),
            ("ANY scores > 5", true), ("ALL scores >= 4", true), ("NONE scores < 4", true), ("any scores == 7", false),
            ("ANY empty == 1", false), ("ALL empty == 1", true), ("NONE empty == 1", true),
            ("ANY set == 2", true), ("ANY scores IN {6, 7}", true), ("ANY scores BETWEEN {5, 5}", true),
            ("ANY tags.name IN %@", true), ("NOT ANY tags.name == 'home'", false), ("ANY missing == 1", false),
        ]
        for (format, expected) in expectations {
            #expect(Self.matches(format, note, [["home"]]) == expected, "\(format)")
        }
        let folder = Record(["notes": NSSet(array: [Record(["title": "A"]), Record(["title": "B"])])])
        #expect(Self.matches("ANY notes.title == 'B'", folder))
    }

    @Test func selfIsTheEvaluatedObject() {
        let fruits = ["apple", "Banana", "avocado", "cherry"]
        #expect(fruits.filter { NSPredicate(format: "SELF BEGINSWITH %@", "a").evaluate(with: $0) } == ["apple", "avocado"])
        #expect(fruits.filter { NSPredicate(format: "self BEGINSWITH[c] 'b' OR SELF == 'cherry'").evaluate(with: $0) } == ["Banana", "cherry"])
        #expect(fruits.filter { NSPredicate(format: "SELF IN %@", argumentArray: [["apple", "cherry"]]).evaluate(with: $0) } == ["apple", "cherry"])
        #expect([1, 5, 10].filter { NSPredicate(format: "SELF > 3").evaluate(with: $0) } == [5, 10])
        #expect(Self.matches("SELF == nil", nil))
        #expect(Self.matches("#IN == 1", ["IN": 1]))
    }

    // MARK: Formats that cannot be read

    @Test func unreadableFormatsMatchNothingAndSayWhyOnce() {
        let object: [String: Any] = ["title": "Ada", "count": 1]
        let formats = [
            "title ==", "title BEGINSWITH", "(title == 'Ada'", "title == 'Ada')", "title == 'unterminated",
            "title === 'Ada'", "count > 1 AND", "AND count > 1", "title == %@", "title ~ 'x'", "count IN {1, 2",
            "SUBQUERY(tags, $t, $t == 1).@count > 0", "title BEGINSWITH[x] 'A'", "count BETWEEN {1}", "title MATCHES '('",
            "title == %y", "", "title", "title.  == 'Ada'", "count == 1 count == 2",
        ]
        for format in formats {
            let predicate = NSPredicate(format: format, argumentArray: [])
            #expect(!predicate.evaluate(with: object), "\(format)")
            #expect(!predicate.evaluate(with: nil), "\(format)")
            #expect(PredicateFormatProblems.shared.hasReported(format), "\(format)")
        }
        // Nesting deep enough to exhaust the stack is refused rather than followed.
        let deep = String(repeating: "(", count: 100_000) + "count == 1" + String(repeating: ")", count: 100_000)
        #expect(!Self.matches(deep, object))
        #expect(!Self.matches(String(repeating: "NOT ", count: 100_000) + "count == 2", object))
        #expect(!Self.matches("count IN " + String(repeating: "{", count: 100_000), object))
        #expect(Self.matches(String(repeating: "(", count: 200) + "count == 1" + String(repeating: ")", count: 200), object))
        // The same format again is not reported a second time, and still matches nothing.
        #expect(!NSPredicate(format: "title ==").evaluate(with: object))
        do {
            _ = try PredicateFormatParser.parse("title ==", arguments: [])
            Issue.record("title == was read")
        } catch {
            #expect(PredicateFormatProblems.line(for: error, in: "title ==")
                == #"arrange: NSPredicate format "title ==" cannot be read: expected a key or value, found the end at character 9"#)
        }
        do {
            _ = try PredicateFormatParser.parse("SUBQUERY(tags, $t, $t == 1).@count > 0", arguments: [])
            Issue.record("SUBQUERY was read")
        } catch {
            #expect(error.description == "SUBQUERY is not supported at character 1")
        }
    }

    @Test func parsedFormatsHaveACanonicalText() throws {
        func text(_ format: String, _ arguments: [Any] = []) throws -> String {
            try PredicateFormatParser.parse(format, arguments: arguments).description
        }
        #expect(try text("title beginswith[cd] %@ and count =< 3", ["A"]) == #"title BEGINSWITH[cd] "A" AND count <= 3"#)
        #expect(try text("a = 1 || (b <> 2 && !c => 3)") == "a == 1 OR (b != 2 AND NOT c >= 3)")
        #expect(try text("any tags.name in %@", [["x", "y"]]) == #"ANY tags.name IN {"x", "y"}"#)
        #expect(try text("%K == nil", ["note.date"]) == "note.date == nil")
        #expect(try text("done == yes AND ratio > 0.5 AND n BETWEEN {1, -2}") == "done == TRUE AND ratio > 0.5 AND n BETWEEN {1, -2}")
        #expect(try text("truepredicate OR NOT (FALSEPREDICATE)") == "TRUEPREDICATE OR NOT FALSEPREDICATE")
        #expect(try text("SELF.name == $who AND SELF == 'say \\\"hi\\\"'") == #"name == $who AND SELF == "say \"hi\"""#)
        #expect(try text("tags.@count > 0 AND NONE tags.name ENDSWITH[c] 'x'") == #"tags.@count > 0 AND NONE tags.name ENDSWITH[c] "x""#)
    }

    // MARK: Sort descriptors

    @Test func sortDescriptorsByKeyCompareValuesReadByKey() {
        let ada = Record(["name": "Ada", "age": 36]), grace = Record(["name": "Grace", "age": 85])
        let unnamed = Record(["age": 20])
        let byName = NSSortDescriptor(key: "name", ascending: true)
        #expect(byName.compare(ada, to: grace) == .orderedAscending)
        #expect(byName.compare(grace, to: ada) == .orderedDescending)
        #expect(byName.compare(ada, to: ada) == .orderedSame)
        #expect(byName.compare(unnamed, to: ada) == .orderedAscending)
        let people = [grace, unnamed, ada]
        #expect(people.sorted { byName.compare($0, to: $1) == .orderedAscending }.map { $0.values["age"] as? Int } == [20, 36, 85])
        let byNameDescending = NSSortDescriptor(key: "name", ascending: false)
        #expect(byNameDescending.compare(ada, to: grace) == .orderedDescending)
        #expect(people.sorted { byNameDescending.compare($0, to: $1) == .orderedAscending }.map { $0.values["age"] as? Int } == [85, 36, 20])
        #expect((byName.reversedSortDescriptor as? NSSortDescriptor)?.ascending == false)
        #expect(byName.ascending && !byNameDescending.ascending)
        // Dictionaries, dotted keys, and the objects themselves for a nil key.
        let rows: [[String: Any]] = [["user": ["score": 3]], ["user": ["score": 1]], ["user": ["score": 2.5]]]
        let byScore = NSSortDescriptor(key: "user.score", ascending: true)
        #expect(rows.sorted { byScore.compare($0, to: $1) == .orderedAscending }.map { "\(KeyValuePath("user.score").value(of: $0) ?? "")" } == ["1", "2.5", "3"])
        let byItself = NSSortDescriptor(key: nil, ascending: false)
        #expect(["b", "c", "a"].sorted { byItself.compare($0, to: $1) == .orderedAscending } == ["c", "b", "a"])
    }

    @Test func sortDescriptorsByKeyTakeAComparatorOfTheValues() {
        let descriptor = NSSortDescriptor(key: "name", ascending: true) { first, second in
            let lhs = first as? String ?? "", rhs = second as? String ?? ""
            return lhs.count < rhs.count ? .orderedAscending : lhs.count > rhs.count ? .orderedDescending : .orderedSame
        }
        let rows: [[String: Any]] = [["name": "Grace"], ["name": "Al"], ["name": "Ada"], [:]]
        #expect(rows.sorted { descriptor.compare($0, to: $1) == .orderedAscending }.map { $0["name"] as? String } == [nil, "Al", "Ada", "Grace"])
        var received: [Any] = []
        _ = NSSortDescriptor(key: "missing", ascending: true) { first, second in
            received = [first, second]
            return .orderedSame
        }.compare(["x": 1], to: ["x": 2])
        #expect(received.count == 2 && received.allSatisfy { $0 is NSNull })
    }

    @Test func sortDescriptorsByOptionalKeyPathsPutNilFirstWhenAscending() {
        let early = Date(timeIntervalSinceReferenceDate: 100), late = Date(timeIntervalSinceReferenceDate: 200)
        let notes = [Note("late", createdDate: late), Note("none"), Note("early", createdDate: early)]
        let ascending = NSSortDescriptor(keyPath: \Note.createdDate, ascending: true)
        #expect(notes.sorted { ascending.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["none", "early", "late"])
        #expect(ascending.compare(notes[1], to: notes[2]) == .orderedAscending)
        #expect(ascending.compare(notes[2], to: notes[0]) == .orderedAscending)
        #expect(ascending.keyPath == \Note.createdDate)
        let descending = NSSortDescriptor(keyPath: \Note.createdDate, ascending: false)
        #expect(notes.sorted { descending.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["late", "early", "none"])
        let bySubtitle = NSSortDescriptor(keyPath: \Note.subtitle, ascending: true)
        let subtitled = [Note("1", subtitle: "b"), Note("2"), Note("3", subtitle: "a")]
        #expect(subtitled.sorted { bySubtitle.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["2", "3", "1"])
        let byPinned = NSSortDescriptor(keyPath: \Note.pinned, ascending: true)
        let pinned = [Note("yes", pinned: true), Note("no", pinned: false), Note("unknown")]
        #expect(pinned.sorted { byPinned.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["unknown", "no", "yes"])
        let byRating = NSSortDescriptor(keyPath: \Note.rating, ascending: false)
        let rated = [Note("3", rating: NSNumber(value: 3)), Note("4.5", rating: NSNumber(value: 4.5)), Note("nil")]
        #expect(rated.sorted { byRating.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["4.5", "3", "nil"])
        #expect((byRating.reversedSortDescriptor as? NSSortDescriptor)?.compare(rated[2], to: rated[0]) == .orderedAscending)
    }

    @Test func comparableKeyPathsKeepFoundationsOwnDescriptor() {
        // `Priority` orders by its own `<`, which only Foundation's Comparable initializer uses.
        let tasks = [Note("low", priority: Priority(level: 1)), Note("high", priority: Priority(level: 9)), Note("mid", priority: Priority(level: 5))]
        let byPriority = NSSortDescriptor(keyPath: \Note.priority, ascending: true)
        #expect(tasks.sorted { byPriority.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["high", "mid", "low"])
        let byCount = NSSortDescriptor(keyPath: \Note.count, ascending: false)
        let counted = [Note("1", count: 1), Note("3", count: 3), Note("2", count: 2)]
        #expect(counted.sorted { byCount.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["3", "2", "1"])
        #expect(byCount.keyPath == \Note.count)
    }

    @Test func severalDescriptorsSortTogether() {
        let rows: [[String: Any]] = [
            ["group": "b", "name": "x"], ["group": "a", "name": "z"], ["group": "b", "name": "a"], ["group": "a", "name": "y"], ["name": "n"],
        ]
        let descriptors = [NSSortDescriptor(key: "group", ascending: true), NSSortDescriptor(key: "name", ascending: false)]
        let sorted = rows.sorted { _arrangeCompare($0, $1, by: descriptors) == .orderedAscending }
        #expect(sorted.map { $0["name"] as? String } == ["n", "z", "y", "x", "a"])
        #expect(_arrangeCompare(rows[0], rows[0], by: descriptors) == .orderedSame)
        #expect(_arrangeCompare(rows[0], rows[1], by: []) == .orderedSame)
        let viaFoundation = NSArray(array: rows).sortedArray(using: descriptors)
        #expect(viaFoundation.compactMap { ($0 as? [String: Any])?["name"] as? String } == ["n", "z", "y", "x", "a"])
        let notes = [Note("b", createdDate: Date(timeIntervalSinceReferenceDate: 5), count: 1), Note("a", count: 1), Note("c", count: 0)]
        let mixed = [NSSortDescriptor(keyPath: \Note.count, ascending: false), NSSortDescriptor(keyPath: \Note.createdDate, ascending: true)]
        #expect(notes.sorted { _arrangeCompare($0, $1, by: mixed) == .orderedAscending }.map(\.title) == ["a", "b", "c"])
    }
}
