import Foundation

/// The methods of a navigation controller's delegate, as UIKit's protocol (all optional there;
/// none required here).
public protocol UINavigationControllerDelegate: AnyObject {}

/// The methods of an image picker's delegate, as UIKit's protocol, with UIKit's defaults.
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// Tells the delegate that the user picked an image or movie.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Tells the delegate that the user cancelled the pick operation.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// UIKit's default: nothing.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// UIKit's default: dismisses the picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

/// A view controller that manages the system interfaces for taking pictures and choosing items
/// from the photo library, as UIKit's. On Linux there is no camera or library: the controller
/// keeps its settings and its delegate, and nothing is ever picked.
open class UIImagePickerController: UIViewController {
    /// The source of the picked media.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary
        /// The camera.
        case camera
        /// The saved photos album.
        case savedPhotosAlbum
    }

    /// Keys of the dictionary the delegate is given.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The original, uncropped image.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The edited image.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The URL of the picked image file.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The media type.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }

    /// The picker's delegate.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Where media is picked from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may edit the picked image.
    open var allowsEditing = false
    /// The media types offered.
    open var mediaTypes: [String] = ["public.image"]

    /// Whether a source is available: none is on Linux.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}
