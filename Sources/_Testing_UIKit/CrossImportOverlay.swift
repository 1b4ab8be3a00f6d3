// Swift Testing declares a cross-import overlay for `Testing` with `UIKit`
// (`Testing.swiftcrossimport/UIKit.swiftoverlay`), which Apple's platforms build and Linux
// toolchains do not. With Arrange's `UIKit` module on Linux, a test file that imports both (or
// `SwiftUI`, which brings UIKit) would fail to find the overlay, so Arrange provides it: an empty
// module, since Arrange's `UIImage` is not one of the images Swift Testing attaches.
