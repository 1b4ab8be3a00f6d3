import ArrangeCore
import Foundation

/// Decoded colour-glyph PNGs (emoji), shared by every renderer in the process: an emoji drawn
/// many times is decoded once, and its one `Box` identity lets renderers encode or upload its
/// pixels once (`ImageItem.key`). Renderers may run on several threads: lookups share a
/// read lock, so they do not wait for each other; only a new picture takes it alone.
final class GlyphPictures: @unchecked Sendable {
    // @unchecked: `boxes` is only read under `lock`'s read side and written under its write side.
    /// One decoded picture; a class for its identity.
    final class Box: Sendable {
        let bitmap: Bitmap
        init(_ bitmap: Bitmap) { self.bitmap = bitmap }
    }

    static let shared = GlyphPictures()

    private let lock = ReadWriteLock()
    private var boxes: [Data: Box?] = [:]
    /// Beyond this many pictures the cache starts again, so memory stays bounded.
    private let capacity = 1024

    /// The picture of `png`, or nil when it does not decode (the glyph then draws nothing).
    func box(for png: Data) -> Box? {
        if let known = lock.reading({ boxes[png] }) { return known }
        let box = (try? ImageDecoding.decode(png, source: "colour glyph")).map { Box($0.bitmap) }
        return lock.writing {
            // Another thread may have decoded it meanwhile: keep one identity.
            if let known = boxes[png] { return known }
            if boxes.count >= capacity { boxes.removeAll(keepingCapacity: true) }
            boxes[png] = .some(box)
            return box
        }
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
