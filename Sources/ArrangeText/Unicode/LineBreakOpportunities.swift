import CArrangeICU

/// Whether a line may or must break before a UTF-16 code unit (UAX #14).
enum LineBreakKind: UInt8, Sendable {
    /// No break before this code unit.
    case none = 0
    /// A line may break before this code unit (after a space, between ideographs…).
    case allowed = 1
    /// A line must break before this code unit: it follows a hard line break.
    case required = 2
}

/// Line break opportunities of `utf16`, one per code unit; element `i` says whether a line may
/// break *before* code unit `i`, so element 0 is always `.none`.
///
/// Uses ICU's line break iterator. Should ICU fail (it should not), breaks fall back to "allowed
/// after spaces, required after newlines", which keeps Latin text wrapping sensibly.
func lineBreakOpportunities(_ utf16: [UInt16]) -> [LineBreakKind] {
    guard !utf16.isEmpty, utf16.count <= Int(Int32.max) else {
        return utf16.isEmpty ? [] : fallbackLineBreaks(utf16)
    }
    var raw = [UInt8](repeating: 0, count: utf16.count)
    let status = utf16.withUnsafeBufferPointer { text in
        raw.withUnsafeMutableBufferPointer { kinds in
            arrange_line_breaks(text.baseAddress, Int32(text.count), kinds.baseAddress)
        }
    }
    guard status == 0 else { return fallbackLineBreaks(utf16) }
    return raw.map { LineBreakKind(rawValue: $0) ?? .none }
}

/// The break rules of last resort: allowed after a space or tab, required after a line feed,
/// carriage return (unless a line feed follows), line separator or paragraph separator.
private func fallbackLineBreaks(_ utf16: [UInt16]) -> [LineBreakKind] {
    var kinds = [LineBreakKind](repeating: .none, count: utf16.count)
    for index in 1..<max(utf16.count, 1) {
        let previous = utf16[index - 1]
        switch previous {
        case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
            kinds[index] = .required
        case 0x0D:
            kinds[index] = utf16[index] == 0x0A ? .none : .required
        case 0x20, 0x09:
            // Spaces stay with the line before them, so only the last of a run allows a break.
            kinds[index] = utf16[index] == 0x20 || utf16[index] == 0x09 ? .none : .allowed
        default:
            break
        }
    }
    return kinds
}
