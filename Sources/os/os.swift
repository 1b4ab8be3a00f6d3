// Linux's `os` (Arrange's own module): what `import os` gives SwiftUI code on Apple's platforms —
// the unified log (`Logger`, `OSLog`, `os_log`, from this package's `OSLog`) and
// `OSAllocatedUnfairLock`.
@_exported import OSLog
