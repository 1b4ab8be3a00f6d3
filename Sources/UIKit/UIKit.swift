// Linux's `UIKit` (Arrange's own module): the UIKit types SwiftUI code reaches for, as far as
// they make sense without a window — colours, fonts, images, the screen, the device, the app,
// Bézier paths, insets and haptics — so files written for iOS compile unchanged with
// `import UIKit`. Each is Arrange's stand-in, documented where it is declared; like Apple's
// UIKit, this module brings Foundation and CoreGraphics along.
@_exported import CoreGraphics
@_exported import struct ArrangeCore.UIColor
@_exported import enum ArrangeCore.UIKeyboardType
@_exported import enum ArrangeCore.UITextAutocapitalizationType
@_exported import struct ArrangeCore.UITextContentType
@_exported import struct ArrangeCore.UIEdgeInsets
@_exported import struct ArrangeCore.UIRectCorner
@_exported import enum ArrangeCore.UIUserInterfaceIdiom
@_exported import enum ArrangeCore.UIDeviceOrientation
@_exported import class ArrangeCore.UIBezierPath
@_exported import class ArrangeCore.UIScreen
@_exported import class ArrangeCore.UIDevice
@_exported import class ArrangeCore.UIApplication
@_exported import class ArrangeCore.UIFeedbackGenerator
@_exported import class ArrangeCore.UIImpactFeedbackGenerator
@_exported import class ArrangeCore.UINotificationFeedbackGenerator
@_exported import class ArrangeCore.UISelectionFeedbackGenerator
@_exported import class ArrangeText.UIFont
@_exported import class ArrangeRender.UIImage
@_exported import class ArrangeCore.UIView
@_exported import class ArrangeCore.UIViewController
@_exported import class ArrangeCore.UIWindow
@_exported import class ArrangeCore.UIImagePickerController
@_exported import protocol ArrangeCore.UIImagePickerControllerDelegate
@_exported import protocol ArrangeCore.UINavigationControllerDelegate
@_exported import protocol ArrangeCore.UIApplicationDelegate
@_exported import enum ArrangeCore.UIModalPresentationStyle
@_exported import class ArrangeCore.UIAlertController
@_exported import class ArrangeCore.UIAlertAction
@_exported import class ArrangeCore.UITextField
@_exported import class ArrangeCore.UIScene
@_exported import class ArrangeCore.UIWindowScene
@_exported import class ArrangeCore.UINavigationController
@_exported import class ArrangeCore.UITabBarController
