/// How hard `ImageRenderer` works to make its PNG files small: a choice between the time spent
/// compressing and the bytes sent. Every setting is lossless. Arrange's own (SwiftUI's renderer
/// makes platform images, not files).
///
/// Measured on a 1200×630 Open Graph card (BENCHMARKS.md, "Rendering at server speed"): `fast`
/// takes about a quarter of `balanced`'s time for a file 41% larger; `smallest` is 22% smaller
/// than `balanced` and takes over twenty times as long.
public enum PNGCompression: String, CaseIterable, Hashable, Sendable {
    /// Quick to write, larger files: zlib's fastest level, run-length matching only, every row
    /// filtered "up". The default, for servers, where the time to encode usually matters more
    /// than some kilobytes. (libdeflate's fast levels need under half the instructions, but
    /// compress the whole image at once: on the card that memory traffic made them no faster at
    /// scale 1 and slower at scale 2 than libpng's row-by-row stream.)
    case fast
    /// What most PNG writers do: libpng with zlib's default level, libpng choosing each row's
    /// filter.
    case balanced
    /// The smallest files: libdeflate's most thorough level (12), each row's filter chosen as
    /// libpng chooses it. Over twenty times `balanced`'s time; for files stored once and served
    /// many times.
    case smallest

    /// The encoder and its settings for this choice, picked by measurement (see BENCHMARKS.md).
    var encoder: PNGEncoderSettings {
        switch self {
        case .fast: return .libpng(level: 1, strategy: zlibRLE, filters: pngFilterMaskUp)
        case .balanced: return .libpng(level: 6, strategy: zlibDefaultStrategy, filters: pngAllFilters)
        case .smallest: return .libdeflate(level: 12, filter: pngFilterChosenPerRow)
        }
    }
}

/// Which PNG encoder writes a file, with its settings.
enum PNGEncoderSettings: Equatable {
    /// libdeflate's zlib stream at `level` (0–12), rows filtered by `filter` (PNG's filter
    /// types 0–4 for every row, or 5: chosen per row), framed by Arrange (`arrange_png_encode_deflate`).
    case libdeflate(level: Int32, filter: Int32)
    /// libpng with zlib's `level` and `strategy` and the row `filters` libpng may use (a mask).
    case libpng(level: Int32, strategy: Int32, filters: Int32)
}

// zlib's and libpng's constants, spelt out: their macros are not all visible from Swift.
private let zlibDefaultStrategy: Int32 = 0
private let pngAllFilters: Int32 = 0x08 | 0x10 | 0x20 | 0x40 | 0x80
private let zlibRLE: Int32 = 3
/// libpng's mask for the "up" filter alone.
private let pngFilterMaskUp: Int32 = 0x20
/// `arrange_png_encode_deflate`'s choice of each row's filter.
private let pngFilterChosenPerRow: Int32 = 5
