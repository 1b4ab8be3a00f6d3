// Linux's `PhotosUI` (Arrange's own module): `PhotosPicker` and `PhotosPickerItem`, so screens
// that let people choose photos compile unchanged. There is no photo library on Linux: the picker
// lays out and draws as a button with its label, and no item is ever chosen.
@_exported import LinuxCoreTransferable
@_exported import Foundation
