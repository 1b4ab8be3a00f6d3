import ArrangeCore
import Foundation

/// Decoded images by file path, shared by every host and thread: a file shown in many views,
/// documents or concurrent renders is read and decoded once. An entry is kept only while the
/// file's size and modification date are unchanged, so a file rewritten in place is read again.
/// Only successes are kept: a missing file may appear later, and a corrupt one is cheap to refuse.
/// The cache holds at most `byteBudget` bytes of pixels, forgetting the oldest entries first.
/// Lookups share a read lock, so concurrent renders showing cached images do not wait for each
/// other; storing takes it alone.
final class ImageCache: @unchecked Sendable {
    // @unchecked: every stored property is read under `lock`'s read side or written under its
    // write side.
    static let shared = ImageCache()

    /// 256 MB of RGBA pixels: some hundreds of typical icons and photos.
    let byteBudget: Int

    private struct Entry {
        var fileSize: Int
        var modified: Date?
        var image: DecodedImage
    }

    private let lock = ReadWriteLock()
    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    private var bytes = 0

    init(byteBudget: Int = 256 * 1024 * 1024) {
        self.byteBudget = byteBudget
    }

    /// The decoded image of the file at `path`, read and decoded now or taken from the cache.
    /// An image of more than `pixelLimit` pixels is refused (`exceedsLimit`): from its header
    /// when it is read, and also when it is in the cache (put there for a host with a higher limit).
    func image(atPath path: String, pixelLimit: Int? = nil) throws(ImageLoadingError) -> DecodedImage {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            if FileManager.default.fileExists(atPath: path) {
                throw .unreadable(path: path, reason: error.localizedDescription)
            }
            throw .notFound(path: path, reason: "no such file")
        }
        if let type = attributes[.type] as? FileAttributeType, type == .typeDirectory {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        let fileSize = (attributes[.size] as? NSNumber)?.intValue ?? -1
        let modified = attributes[.modificationDate] as? Date
        if let known = lookUp(path, fileSize: fileSize, modified: modified) {
            try ImageDecoding.checkSize(width: known.bitmap.width, height: known.bitmap.height, source: path, pixelLimit: pixelLimit)
            return known
        }

        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        let image = try ImageDecoding.decode(data, source: path, pixelLimit: pixelLimit)
        store(image, for: path, fileSize: fileSize, modified: modified)
        return image
    }

    private func lookUp(_ path: String, fileSize: Int, modified: Date?) -> DecodedImage? {
        lock.reading {
            guard let entry = entries[path], entry.fileSize == fileSize, entry.modified == modified else { return nil }
            return entry.image
        }
    }

    private func store(_ image: DecodedImage, for path: String, fileSize: Int, modified: Date?) {
        let size = image.bitmap.rgba.count
        // An image larger than the whole budget is used but not kept.
        guard size <= byteBudget else { return }
        lock.writing { storeLocked(image, for: path, size: size, fileSize: fileSize, modified: modified) }
    }

    private func storeLocked(_ image: DecodedImage, for path: String, size: Int, fileSize: Int, modified: Date?) {
        if let old = entries.removeValue(forKey: path) {
            bytes -= old.image.bitmap.rgba.count
            order.removeAll { $0 == path }
        }
        while bytes + size > byteBudget, !order.isEmpty {
            let oldest = order.removeFirst()
            if let removed = entries.removeValue(forKey: oldest) { bytes -= removed.image.bitmap.rgba.count }
        }
        entries[path] = Entry(fileSize: fileSize, modified: modified, image: image)
        order.append(path)
        bytes += size
    }

    /// Forgets every decoded image (tests use it to measure decoding).
    func removeAll() {
        lock.writing {
            entries.removeAll()
            order.removeAll()
            bytes = 0
        }
    }

    /// How many files are cached.
    var count: Int {
        lock.reading { entries.count }
    }
}
