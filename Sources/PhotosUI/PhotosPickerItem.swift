import LinuxCoreTransferable
import Foundation

/// An asset chosen in a photo picker, as PhotosUI's `PhotosPickerItem`. On Linux there is no
/// photo library: an item made from an identifier has no content, so loading it gives `nil`.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// How chosen assets are encoded.
    public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        let name: String
        /// The system's choice.
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// The most compatible encoding.
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
        /// The current encoding.
        public static let current = EncodingDisambiguationPolicy(name: "current")
    }

    /// The asset's identifier in the library.
    public let itemIdentifier: String?
    /// The content types it can be loaded as: none.
    public var supportedContentTypes: [UTType] { [] }

    /// An item for an asset of the library.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// Loads the asset as `type`: there is no photo library, so `nil`.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// Loads the asset as `type` and calls `completionHandler` with `nil`, on the main queue.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        DispatchQueue.main.async { completionHandler(.success(nil)) }
        return Progress(totalUnitCount: 0)
    }
}
