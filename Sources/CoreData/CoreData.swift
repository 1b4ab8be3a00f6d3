// Linux's `CoreData` (Arrange's own module, built as `LinuxCoreData` and imported under Apple's
// name): managed objects, contexts, fetch requests and persistent containers over an in-memory
// store, with models read from the app's `.xcdatamodeld`, so Core Data apps' screens and their
// previews compile unchanged and show the objects they insert. What it leaves out: stores on disk
// (every container starts empty, as a preview's in-memory store does), migrations, CloudKit
// mirroring, faulting and undo. SwiftUI's `@FetchRequest` and `\.managedObjectContext` are in
// `SwiftUI/`.
@_exported import Foundation
