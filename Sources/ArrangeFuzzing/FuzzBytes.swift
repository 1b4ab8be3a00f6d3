import Foundation
import ArrangeCore
import ArrangeText
import ArrangeRender

/// The fuzzer's bytes, read from the front. Reading past the end gives zeros, so every input,
/// even an empty one, decodes to some tree, and a mutation that cuts an input short still
/// describes nearly the same tree (zero always picks the first, simplest choice).
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    /// Bytes to read from the first.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read (later reads give zeros).
    public var isExhausted: Bool { index >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A choice among `n` (n ≥ 1).
    public mutating func pick(_ n: Int) -> Int { Int(byte()) % max(n, 1) }

    /// A Boolean: the next byte's lowest bit.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// Values layout code is known to stumble on: signed zeros, the smallest and largest doubles,
    /// infinities, NaN, and lengths far beyond any screen.
    static let hostileNumbers: [CGFloat] = [
        0, -0.0, 1, -1, 0.5, 1e-300, .leastNonzeroMagnitude, -20, 1e9, 1e15, 1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    /// A length: mostly ordinary (0…454 points in steps of 2); when `hostile`, about one in ten is
    /// from `hostileNumbers` and a few are any 64-bit pattern at all.
    public mutating func length(hostile: Bool = true) -> CGFloat {
        let b = byte()
        guard hostile else { return CGFloat(b) * 2 }
        if b < 24 { return Self.hostileNumbers[Int(b) % Self.hostileNumbers.count] }
        if b < 28 {
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return CGFloat(Double(bitPattern: bits))
        }
        return CGFloat(b - 28) * 2
    }

    /// An optional length (nil for about one in four).
    public mutating func optionalLength(hostile: Bool = true) -> CGFloat? {
        byte() & 3 == 0 ? nil : length(hostile: hostile)
    }

    /// Strings text layout is known to stumble on, and Markdown that is half right.
    static let hostileStrings: [String] = [
        "", " ", "Hello", "Hello, world", "The quick brown fox jumps over the lazy dog",
        String(repeating: "word ", count: 60), String(repeating: "x", count: 300),
        "\n", "a\n\nb\r\nc", "\t\tindent", "\u{0}", "\u{FFFD}", "\u{200B}\u{200B}", "soft\u{AD}hyphen",
        "مرحبا بالعالم", "שלום עולם", "abc مرحبا def", "\u{202E}override\u{202C} text", "\u{2067}isolate",
        "👩‍👩‍👧‍👦🏳️‍🌈👍🏽", "e\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}", "Z̷̢̛a̸l̶g̵o̴", "漢字かなカナ", "ไทยภาษา",
        "नमस्ते दुनिया", "\u{E000}\u{F8FF}\u{10FFFF}", "%@ %d %n %s", "\u{2028}line\u{2029}para",
        "**bold** *italic* `code` ~~strike~~ [link](https://example.com)", "***", "**unclosed", "`", "[", "](",
        "\\*escaped\\*", "***bold italic*** **`code in bold`**", "[a](b) [c]( d ) <https://x>", "_a_ __b__ ___c___",
    ]

    /// A string: from `hostileStrings`, or up to 63 of the input's bytes read as UTF-8 (invalid
    /// sequences repaired, as `String(decoding:as:)` does).
    public mutating func string() -> String {
        let b = byte()
        if b < 200 { return Self.hostileStrings[Int(b) % Self.hostileStrings.count] }
        let count = Int(byte() & 63)
        var raw: [UInt8] = []
        for _ in 0..<count where !isExhausted { raw.append(byte()) }
        return String(decoding: raw, as: UTF8.self)
    }

    /// One of eight colours, `clear` among them.
    public mutating func color() -> Color {
        [Color.red, .green, .blue, .orange, .clear, .black, .white, .purple][pick(8)]
    }

    /// A built-in horizontal alignment or a custom one (a third of the width).
    public mutating func horizontalAlignment() -> HorizontalAlignment {
        [HorizontalAlignment.center, .leading, .trailing, HorizontalAlignment(FuzzThird.self)][pick(4)]
    }

    /// A built-in vertical alignment, a text baseline, or a custom one (a third of the height).
    public mutating func verticalAlignment() -> VerticalAlignment {
        [VerticalAlignment.center, .top, .bottom, .firstTextBaseline, .lastTextBaseline, VerticalAlignment(FuzzThird.self)][pick(6)]
    }

    /// One of the built-in two-dimensional alignments, baselines included.
    public mutating func alignment() -> Alignment {
        [Alignment.center, .topLeading, .top, .topTrailing, .leading, .trailing, .bottomLeading, .bottom, .bottomTrailing,
         .leadingFirstTextBaseline, .trailingLastTextBaseline][pick(11)]
    }

    /// A set of axes: one, both or none.
    public mutating func axes() -> Axis.Set {
        [Axis.Set.vertical, .horizontal, [.horizontal, .vertical], []][pick(4)]
    }

    /// A set of edges: all, a pair, one, or none.
    public mutating func edges() -> Edge.Set {
        [Edge.Set.all, .horizontal, .vertical, .leading, .trailing, .top, .bottom, []][pick(8)]
    }
}

/// A custom alignment (a third of the view's width or height), so guides other than the built-in
/// ones are exercised too.
enum FuzzThird: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 + d.height / 3 }
}
