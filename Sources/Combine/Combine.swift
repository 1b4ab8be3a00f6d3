// Linux's `Combine` (Arrange's own module): OpenCombine's implementation of Combine's API under
// Combine's name — publishers, subjects, `ObservableObject`, `@Published`, `AnyCancellable` — with
// the schedulers and publishers Foundation adds on Apple's platforms (`DispatchQueue`, `RunLoop`
// and `OperationQueue` as schedulers, `Timer.publish`, `NotificationCenter`'s and `URLSession`'s
// publishers), so files written for Apple's platforms compile unchanged with `import Combine`.
@_exported import Foundation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
