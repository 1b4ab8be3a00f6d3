/// Why a font file or font data could not be loaded.
public enum FontLoadingError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read (missing, unreadable, or a directory).
    case unreadable(path: String, reason: String)
    /// The bytes were read but are not a font FreeType and HarfBuzz can use.
    case notAFont(source: String, reason: String)

    /// A one-line message naming the source and the reason.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read font file \(path): \(reason)"
        case .notAFont(let source, let reason):
            return "\(source) is not a usable font: \(reason)"
        }
    }
}
