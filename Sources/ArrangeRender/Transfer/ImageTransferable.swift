import ArrangeCore
import LinuxCoreTransferable
import Foundation

extension Image: Transferable {
    /// An image exports as PNG, drawn at its natural size.
    public static var transferRepresentation: DataRepresentation<Image> {
        return DataRepresentation(exportedContentType: .png) { image in
            try await MainActor.run { try ImageRenderer(content: image).pngData() }
        }
    }
}
