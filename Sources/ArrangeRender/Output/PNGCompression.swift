/// How hard `ImageRenderer` works to make its PNG files small: a choice between the time spent
/// compressing and the bytes sent. Every setting is lossless; they differ only in libpng's row
/// filters and zlib's effort. Arrange's own (SwiftUI's renderer makes platform images, not files).
///
/// Measured on a 1200×630 Open Graph card (BENCHMARKS.md, "Rendering"): `fast` takes about a
/// third of `balanced`'s time for files 27–41% larger; `smallest` is 12–14% smaller than
/// `balanced` for 5–7 times its time.
public enum PNGCompression: String, CaseIterable, Hashable, Sendable {
    /// Quick to write, larger files: zlib's fastest level, run-length matching only, every row
    /// filtered "up" (the fastest of the settings compared on the card). The default, for servers, where the time to encode usually matters more than some
    /// kilobytes.
    case fast
    /// What most PNG writers do (and Arrange did before this setting): zlib's default level,
    /// libpng choosing each row's filter.
    case balanced
    /// The smallest files libpng and zlib make: zlib's best level, every filter tried on each
    /// row. For files stored once and served many times.
    case smallest

    /// libpng's and zlib's settings for this choice (zlib's level and strategy, the PNG filters
    /// libpng may use). The fast setting was picked by measurement (see BENCHMARKS.md).
    var settings: (level: Int32, strategy: Int32, filters: Int32) {
        switch self {
        case .fast: return (1, zlibRLE, pngFilterUp)
        case .balanced: return (6, zlibDefaultStrategy, pngAllFilters)
        case .smallest: return (9, zlibDefaultStrategy, pngAllFilters)
        }
    }
}

// zlib's and libpng's constants, spelt out: their macros are not all visible from Swift.
private let zlibDefaultStrategy: Int32 = 0
private let zlibRLE: Int32 = 3
private let pngFilterUp: Int32 = 0x20
private let pngAllFilters: Int32 = 0x08 | 0x10 | 0x20 | 0x40 | 0x80
