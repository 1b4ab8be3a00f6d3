import ArrangeCore
import Foundation

/// Decoded colour-glyph PNGs (emoji), shared by every renderer in the process: an emoji drawn
/// many times is decoded once, and its one `Box` identity lets renderers encode or upload its
/// pixels once (`ImageItem.key`). Guarded by a lock: renderers may run on several threads.
final class GlyphPictures: @unchecked Sendable {
    /// One decoded picture; a class for its identity.
    final class Box: Sendable {
        let bitmap: Bitmap
        init(_ bitmap: Bitmap) { self.bitmap = bitmap }
    }

    static let shared = GlyphPictures()

    private let lock = NSLock()
    private var boxes: [Data: Box?] = [:]
    /// Beyond this many pictures the cache starts again, so memory stays bounded.
    private let capacity = 1024

    /// The picture of `png`, or nil when it does not decode (the glyph then draws nothing).
    func box(for png: Data) -> Box? {
        lock.lock()
        if let known = boxes[png] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let box = (try? ImageDecoding.decode(png, source: "colour glyph")).map { Box($0.bitmap) }
        lock.lock()
        if boxes.count >= capacity { boxes.removeAll(keepingCapacity: true) }
        boxes[png] = .some(box)
        lock.unlock()
        return box
    }
}

extension DisplayListBuilder {
    /// Image items for a leaf's pictures, moved by `move` into canvas coordinates: each PNG
    /// stretched (smoothly) into its frame.
    func pictureItems(_ pictures: [LeafPicture], move: CGAffineTransform) -> [DisplayItem] {
        pictures.compactMap { picture in
            let frame = picture.frame.applying(move)
            guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite,
                  let box = GlyphPictures.shared.box(for: picture.png) else { return nil }
            let bitmap = box.bitmap
            let patch = ImagePatch(source: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), destination: frame, tile: nil)
            return .image(ImageItem(bitmap: bitmap, key: ObjectIdentifier(box), smoothsPixels: true, patches: [patch], frame: frame))
        }
    }
}
