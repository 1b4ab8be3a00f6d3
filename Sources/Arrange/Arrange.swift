// `import Arrange` gives everything: the core layout engine and SwiftUI's layout API.
// Text and rendering targets will be re-exported from here too.
@_exported import ArrangeCore
@_exported import Foundation
