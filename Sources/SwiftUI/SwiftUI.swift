// Linux's `SwiftUI` (Arrange's own module): everything `import Arrange` gives, under SwiftUI's
// name, with what `import SwiftUI` brings along on iOS — UIKit's types (`Sources/UIKit`),
// Combine (`Sources/Combine`), CoreGraphics and Foundation — so files written for iOS compile
// unchanged. A package that lists this product with `condition: .when(platforms: [.linux])`
// builds the same files against Apple's SwiftUI on a Mac and against Arrange on Linux.
@_exported import Arrange
@_exported import UIKit
@_exported import Combine
@_exported import FoundationAdditions
@_exported import LinuxCoreTransferable
// SwiftUI's `@FetchRequest`, `FetchedResults` and `\.managedObjectContext` are declared with
// Core Data's types in Linux's CoreData module.
@_exported import LinuxCoreData
