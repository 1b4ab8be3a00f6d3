import Foundation

/// Why an inspection failed, with ViewInspector's cases and messages (tests compare the
/// messages, so they are part of the API). `localizedDescription` is `description`.
public enum InspectionError: Swift.Error, CustomStringConvertible, LocalizedError, Equatable {
    /// A typed accessor met another type: `"<path> found <factual> instead of <expected>"`.
    case inspection(path: String, factual: String, expected: String)
    /// A value is not of the expected type.
    case typeMismatch(factual: String, expected: String)
    /// A view has no attribute of that name.
    case attributeNotFound(label: String, type: String)
    /// An index past a container's children.
    case viewIndexOutOfBounds(index: Int, count: Int)
    /// A view that is not there (an `if` that is false, a popup that is not presented).
    case viewNotFound(parent: String)
    /// `parent()` at the root.
    case parentViewNotFound(view: String)
    /// The view has no such modifier (or not that many).
    case modifierNotFound(parent: String, modifier: String, index: Int)
    /// A custom view's body needs environment objects no enclosing view supplies.
    case missingEnvironmentObjects(view: String, objects: [String])
    /// Something this module does not inspect, with what to do instead.
    case notSupported(String)
    /// A text attribute that cannot be read as asked.
    case textAttribute(String)
    /// `find` found nothing (or fewer than `skipFound + 1` matches).
    case searchFailure(skipped: Int, blockers: [String])
    /// A modifier without the callback asked for.
    case callbackNotFound(parent: String, callback: String)
    /// A control a person could not use now (disabled, hidden, not hit-testable, absent).
    case unresponsiveControl(name: String, reason: String)

    /// The message, as ViewInspector words it.
    public var description: String {
        switch self {
        case let .inspection(path, factual, expected):
            return "\(path) found \(factual) instead of \(expected)"
        case let .typeMismatch(factual, expected):
            return "Type mismatch: \(factual) is not \(expected)"
        case let .attributeNotFound(label, type):
            return "\(type) does not have '\(label)' attribute"
        case let .viewIndexOutOfBounds(index, count):
            return "Enclosed view index '\(index)' is out of bounds: '0 ..< \(count)'"
        case let .viewNotFound(parent):
            return "View for \(parent) is absent"
        case let .parentViewNotFound(view):
            return "\(view) does not have parent"
        case let .modifierNotFound(parent, modifier, index):
            return "\(parent) does not have '\(modifier)' modifier" + (index == 0 ? "" : " at index \(index)")
        case let .missingEnvironmentObjects(view, objects):
            return "\(view) is missing EnvironmentObjects: \(objects)"
        case let .notSupported(message), let .textAttribute(message):
            return message
        case let .searchFailure(skipped, blockers):
            let found = skipped == 0 ? "Search did not find a match" : "Search did only find \(skipped) matches"
            return found + (blockers.isEmpty ? "" : ". Possible blockers: \(blockers.joined(separator: ", "))")
        case let .callbackNotFound(parent, callback):
            return "\(parent) does not have '\(callback)' callback"
        case let .unresponsiveControl(name, reason):
            return "\(name) is unresponsive: \(reason)"
        }
    }

    /// The same as `description`, so `localizedDescription` reads the message.
    public var errorDescription: String? { description }
}
