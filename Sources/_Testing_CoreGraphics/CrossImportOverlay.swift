// Swift Testing declares a cross-import overlay for `Testing` with `CoreGraphics`
// (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay`), which Apple's platforms build and Linux
// toolchains do not. With Arrange's `CoreGraphics` module on Linux, a test file that imports both
// would fail to find the overlay, so Arrange provides it: an empty module, since Linux has no
// `CGImage` for Swift Testing to attach.
