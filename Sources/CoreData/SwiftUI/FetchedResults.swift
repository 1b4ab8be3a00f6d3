import ArrangeCore
import Foundation

/// The objects a `@FetchRequest` fetched, as a random-access collection; setting its predicate
/// or sort order changes the request for the view's identity.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let objects: [Result]
    private let configuration: Binding<FetchRequest<Result>.Configuration>

    init(objects: [Result], configuration: Binding<FetchRequest<Result>.Configuration>) {
        self.objects = objects
        self.configuration = configuration
    }

    /// The request's predicate.
    public var nsPredicate: NSPredicate? {
        get { configuration.wrappedValue.nsPredicate }
        nonmutating set { configuration.wrappedValue.nsPredicate = newValue }
    }

    /// The request's sort order.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { configuration.wrappedValue.nsSortDescriptors }
        nonmutating set {
            configuration.wrappedValue.nsSortDescriptors = newValue
            configuration.wrappedValue.swiftSortDescriptors = []
        }
    }

    /// The first object's position (0).
    public var startIndex: Int { 0 }
    /// One past the last object's position.
    public var endIndex: Int { objects.count }
    /// The object at `position`.
    public subscript(position: Int) -> Result { objects[position] }
}

extension FetchedResults where Result: NSManagedObject {
    /// The request's sort order as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { configuration.wrappedValue.sortDescriptors }
        nonmutating set { configuration.wrappedValue.sortDescriptors = newValue }
    }
}
