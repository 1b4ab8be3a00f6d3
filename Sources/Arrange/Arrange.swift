// `import Arrange` gives everything: the core layout engine and SwiftUI's layout API, and Text
// with real fonts, and rendering to SVG, PNG and PDF; and, as `import SwiftUI` gives Combine,
// OpenCombine's Combine API (`ObservableObject`, `@Published`, publishers); and, as `import
// SwiftUI` gives `@Observable`, the Observation module.
@_exported import ArrangeCore
@_exported import ArrangeText
@_exported import ArrangeRender
@_exported import Foundation
@_exported import OpenCombine
@_exported import ArrangePreviews
@_exported import Observation
