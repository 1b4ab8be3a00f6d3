import ArrangeCore
import Foundation

/// Gives `@EnvironmentObject` properties their objects directly, as ViewInspector's internal
/// helper of the same name does: a view (or modifier) value inspected outside a host then reads
/// the object without an enclosing `environmentObject(_:)`.
enum EnvironmentInjection {
    /// `entity` with `environmentObject` given to its `@EnvironmentObject` properties of the
    /// object's type.
    static func inject<T>(environmentObject: AnyObject, into entity: T) -> T {
        injectingEnvironmentObject(environmentObject, into: entity)
    }
}
