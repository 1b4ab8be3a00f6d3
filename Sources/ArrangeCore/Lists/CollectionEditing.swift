import Foundation

// The collection methods SwiftUI declares for `onDelete(perform:)` and `onMove(perform:)`
// actions to call with the offsets they are given.

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering, as in SwiftUI: of the other elements, those before `destination`
    /// stay before the moved ones, the rest follow them. Offsets outside the collection are
    /// ignored, and a destination outside `0...count` is taken as the nearest end (SwiftUI
    /// traps there).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var before: [Element] = []
        var moved: [Element] = []
        var after: [Element] = []
        for (offset, element) in enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var index = startIndex
        for element in before + moved + after {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection, as in SwiftUI.
    /// Offsets outside the collection are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        self = Self(enumerated().lazy.filter { !offsets.contains($0.offset) }.map(\.element))
    }
}
