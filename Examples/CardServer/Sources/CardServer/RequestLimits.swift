/// The largest request the server reads. A card request is a short GET: anything much larger is
/// a mistake or an attack, refused before it costs memory or time.
///
/// Past `maximumURIBytes` a request answers 414 URI Too Long, past `maximumHeaderBytes` 431
/// Request Header Fields Too Large, and a body past `maximumBodyBytes` 413 Content Too Large,
/// each with a sentence saying which limit. A head past `decoderLimit` is not even decoded: it
/// answers 431 and the connection closes.
public struct RequestLimits: Sendable, Equatable {
    /// The longest request target (path and query), in bytes.
    public var maximumURIBytes: Int
    /// The most bytes of header fields (each counted as `name: value` and a line break).
    public var maximumHeaderBytes: Int
    /// The largest body: the routes read none, so a small one is plenty.
    public var maximumBodyBytes: Int

    /// Limits of 8 KiB for the URI, 16 KiB for the header fields and 1 KiB for a body.
    public init(maximumURIBytes: Int = 8 * 1024, maximumHeaderBytes: Int = 16 * 1024, maximumBodyBytes: Int = 1024) {
        self.maximumURIBytes = max(maximumURIBytes, 1)
        self.maximumHeaderBytes = max(maximumHeaderBytes, 1)
        self.maximumBodyBytes = max(maximumBodyBytes, 0)
    }

    /// The most bytes of a request's head the HTTP decoder holds (the URI, and each header
    /// field's name and value, are counted): twice what the limits above allow, so a head just
    /// past them is decoded and answered with the exact limit it passed.
    public var decoderLimit: Int {
        2 * (maximumURIBytes + maximumHeaderBytes)
    }
}
