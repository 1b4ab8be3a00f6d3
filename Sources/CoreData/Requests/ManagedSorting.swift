import Foundation
import FoundationAdditions

/// Sorting fetched objects by a request's sort descriptors (key paths, keys, or comparators),
/// stably, as a store returns equal objects in the order they were inserted.
enum ManagedSorting {
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        objects.enumerated().sorted { lhs, rhs in
            switch _arrangeCompare(lhs.element, rhs.element, by: descriptors) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
