// Linux's `SwiftData` (Arrange's own module), as `import SwiftData` brings it on Apple's platforms:
// with the Observation module, so a model file that imports SwiftData alone can use
// `@Observable` too.
@_exported import Observation
