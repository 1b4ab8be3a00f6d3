/// A request's query parameters, percent-decoded to bytes and read as UTF-8 only when the bytes
/// are UTF-8. Hummingbird's `queryParameters` would turn bytes that are not (`%E9` alone) into
/// U+FFFD, and a card would show the replacement character instead of the request being told
/// it is wrong.
struct QueryParameters {
    private let pairs: [(name: [UInt8], value: [UInt8])]

    /// The parameters of `query` (the URI's part after `?`, still percent-encoded): pairs split at
    /// `&`, names from values at the first `=`. A `%` not followed by two hexadecimal digits is
    /// taken as itself; `+` stays `+`, as Hummingbird reads it.
    init(query: String?) {
        pairs = (query ?? "").utf8.split(separator: UInt8(ascii: "&")).map { pair in
            let name = pair.prefix { $0 != UInt8(ascii: "=") }
            let value = pair.dropFirst(name.count + 1)
            return (Self.percentDecoded(name), Self.percentDecoded(value))
        }
    }

    /// The first value of the parameter `name`, nil when there is none. Throws when the value's
    /// bytes are not UTF-8, naming the parameter.
    func value(_ name: String) throws(CardRequestError) -> String? {
        guard let pair = pairs.first(where: { $0.name.elementsEqual(name.utf8) }) else { return nil }
        guard let text = String(validating: pair.value, as: UTF8.self) else {
            throw CardRequestError("the query parameter \(name) is not valid UTF-8 once its percent-encoding is decoded; encode the text as UTF-8")
        }
        return text
    }

    /// `text` with each `%` and two hexadecimal digits replaced by the byte they name.
    static func percentDecoded(_ text: some Collection<UInt8>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            let first = text.index(after: index)
            if byte == UInt8(ascii: "%"), first != text.endIndex, text.index(after: first) != text.endIndex,
               let high = hexValue(text[first]), let low = hexValue(text[text.index(after: first)]) {
                bytes.append(high << 4 | low)
                index = text.index(first, offsetBy: 2)
            } else {
                bytes.append(byte)
                index = first
            }
        }
        return bytes
    }

    /// The value of a hexadecimal digit's ASCII code, nil for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
