// `import Arrange` gives everything: the core layout engine and SwiftUI's layout API, and Text
// with real fonts. The rendering target will be re-exported from here too.
@_exported import ArrangeCore
@_exported import ArrangeText
@_exported import Foundation
