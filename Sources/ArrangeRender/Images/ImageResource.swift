import ArrangeCore
import Foundation

/// An image set of an asset catalog, named as Xcode's generated asset symbols name it, as in
/// SwiftUI (`DeveloperToolsSupport`): `Image(.avatar)`, `UIImage(resource: .avatar)`.
///
/// Xcode generates a static member for each image set (`ImageResource.avatar` for `Avatar`);
/// `arrange render` and `arrange preview` generate them the same way from the catalogs of the
/// files' app folder.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in its catalog.
    public let name: String
    /// The bundle whose catalogs hold it.
    public let bundle: Bundle

    /// Creates an image resource from the set's name and the bundle of its catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image of an image set, as `init(_:bundle:)` finds it.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension UIImage {
    /// The image of an image set (UIKit's initialiser for generated asset symbols); an empty
    /// image when the set cannot be read, as UIKit's non-failable initialiser gives.
    public convenience init(resource: ImageResource) {
        let found = UIImage(named: resource.name, in: resource.bundle, with: nil)
        self.init(image: found?.image ?? Image(resource), size: found?.size ?? .zero, scale: found?.scale ?? 1)
    }
}
