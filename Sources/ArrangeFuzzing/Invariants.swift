import Foundation
import ArrangeText
import ArrangeRender
import ArrangeCore

/// What `checkInvariants` does besides laying out once.
public struct InvariantChecks: OptionSet, Sendable {
    /// The checks' bits.
    public let rawValue: Int
    /// Checks from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out again at the same size, from the caches and from scratch: each must give the
    /// first pass's dump.
    public static let relayout = InvariantChecks(rawValue: 1)
    /// Draw SVG (always) and PNG and PDF (when the input asks and the scene is small).
    public static let render = InvariantChecks(rawValue: 2)
    /// Lay out at another size and back: the dump must be the first pass's. Not in `all`: it
    /// adds about a sixth to each input's time, and its one find is fixed
    /// (`Fuzz/Regressions/lazyhgrid-resize-detour`). `ARRANGE_FUZZ_DETOUR=1` turns it on in the
    /// fuzz target.
    public static let resizeDetour = InvariantChecks(rawValue: 4)
    /// Every frame finite in host coordinates too, not only relative to its parent: sizes near
    /// `Double.greatestFiniteMagnitude` (a custom layout's proposal, a grid's arithmetic) once
    /// made frames finite relative to their parents whose sum overflowed to ∞.
    public static let hostCoordinates = InvariantChecks(rawValue: 8)
    /// The checks every fuzz run makes: relayout, render and host coordinates.
    public static let all: InvariantChecks = [.relayout, .render, .hostCoordinates]
}

/// Decodes `data` into a scene (`FuzzTreeDecoder`), lays it out, and returns every invariant it
/// breaks, as readable messages (empty when it breaks none): every placed frame finite, a second layout identical to the first, `sizeThatFits` never NaN, and rendering
/// that neither fails nor writes a non-finite number. The fuzz target traps on a non-empty
/// answer; the regression tests replay saved inputs through this same function.
@MainActor public func checkInvariants(data: [UInt8], checks: InvariantChecks = .all, options: FuzzTreeOptions = FuzzTreeOptions()) -> [String] {
    let scene = FuzzTreeDecoder.decode(data, options: options)
    let root = scene.rightToLeft ? AnyView(scene.view.environment(\.layoutDirection, .rightToLeft)) : scene.view
    let host = HostingView(rootView: root, size: scene.size)
    var violations = frameViolations(host, hostCoordinates: checks.contains(.hostCoordinates))
    let first = host.dump()

    if checks.contains(.relayout) {
        host.layoutAgain()
        if host.dump() != first { violations.append("a second layout at the same size differs:\n\(difference(first, host.dump()))") }
        host.invalidateLayout()
        host.layoutAgain()
        if host.dump() != first { violations.append("a layout from scratch differs from the first:\n\(difference(first, host.dump()))") }
    }
    if checks.contains(.resizeDetour) {
        let size = scene.size
        host.size = CGSize(width: size.width.isFinite ? size.width / 2 + 7 : 100, height: size.height.isFinite ? size.height * 2 + 3 : 100)
        violations += frameViolations(host, hostCoordinates: checks.contains(.hostCoordinates))
        host.size = size
        if host.dump() != first { violations.append("after a detour through another size the layout differs:\n\(difference(first, host.dump()))") }
    }
    for proposal in [ProposedViewSize.unspecified, .zero, .infinity] {
        let answer = host.sizeThatFits(proposal)
        if answer.width.isNaN || answer.height.isNaN { violations.append("sizeThatFits(\(proposal)) is NaN: \(answer)") }
    }

    if checks.contains(.render) {
        func check(_ svg: String) {
            if let bad = nonFiniteNumber(inSVG: svg) { violations.append("the SVG has a non-finite number: …\(bad)…") }
        }
        if scene.rendersBitmaps {
            // Through ImageRenderer, as users draw: its own build and layout at the proposed size,
            // then SVG, and PNG and PDF for small scenes.
            let renderer = ImageRenderer(content: root)
            renderer.proposedSize = ProposedViewSize(scene.size)
            do {
                check(try renderer.svg())
                // Bitmaps only for small scenes: Cairo's time grows with the pixels, and big
                // pictures find nothing small ones do not.
                let size = try renderer.size
                if scene.viewCount <= 40 && size.width <= 400 && size.height <= 400 {
                    _ = try renderer.pngData()
                    _ = try renderer.pdfData()
                }
            } catch {
                // Throwing is the documented answer to pictures too large to draw; only a crash is a bug.
            }
        } else {
            // The host's own layout drawn as SVG: the same drawing code without building and
            // laying out the tree a second time (an eighth of the fuzzer's time).
            do {
                check(try SVGWriter.svg(for: DisplayList(host: host)))
            } catch {
                // As above: a picture too large to draw throws.
            }
        }
    }
    return violations
}

/// A frame that is not finite, for each node that has one: relative to its parent, and, with
/// `hostCoordinates`, in host coordinates too.
@MainActor func frameViolations<Content: View>(_ host: HostingView<Content>, hostCoordinates: Bool) -> [String] {
    var violations: [String] = []
    let root = host.rootFrame
    if !(root.minX.isFinite && root.minY.isFinite && root.width.isFinite && root.height.isFinite) {
        violations.append("the root frame is not finite: \(root)")
    }
    for (index, entry) in host.placedFrames().enumerated() {
        guard let frame = hostCoordinates ? entry.frame : entry.local else { continue }
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        // Finite only: a size below zero comes from a custom layout proposing a negative size to
        // a view that takes any proposal (Color), which SwiftUI does not define; not checked.
        if !values.allSatisfy(\.isFinite) {
            violations.append("node \(index) \(entry.name.prefix(60)) has the frame \(values)")
        }
    }
    return violations
}

/// The first lines where two dumps differ, for a readable message.
@MainActor func difference(_ a: String, _ b: String) -> String {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(left.count, right.count) {
        let l = i < left.count ? String(left[i]) : "(none)"
        let r = i < right.count ? String(right[i]) : "(none)"
        if l != r { return "line \(i + 1):\n  first:  \(l.prefix(200))\n  second: \(r.prefix(200))" }
    }
    return "(same lines)"
}

/// A `nan` or `inf` written as a number in the SVG's markup, or nil. Character data (a
/// placeholder's label) is skipped: a user's string may say "nan".
@MainActor package func nonFiniteNumber(inSVG svg: String) -> String? {
    // One pass over the bytes: this runs on every fuzz input, on SVGs of up to a megabyte.
    let bytes = Array(svg.utf8)
    let (n, a, i, f, open, close, space) = (UInt8(ascii: "n"), UInt8(ascii: "a"), UInt8(ascii: "i"), UInt8(ascii: "f"),
                                             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: " "))
    // ASCII letters, and any byte of a multi-byte character (letters of other scripts).
    func isLetter(_ byte: UInt8) -> Bool { byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
    var inMarkup = false
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == open { inMarkup = true } else if byte == close { inMarkup = false }
        if inMarkup, index + 2 < bytes.count,
           (byte == n && bytes[index + 1] == a && bytes[index + 2] == n) || (byte == i && bytes[index + 1] == n && bytes[index + 2] == f) {
            let before = index > 0 ? bytes[index - 1] : space
            let after = index + 3 < bytes.count ? bytes[index + 3] : space
            if !isLetter(before) && !isLetter(after) {
                let context = bytes[max(index - 40, 0)..<min(index + 43, bytes.count)]
                return String(decoding: context, as: UTF8.self)
            }
        }
        index += 1
    }
    return nil
}

/// The scene `data` decodes to, laid out: host size, direction, the dump and the diagnostics.
/// For triage: `ARRANGE_FUZZ_DUMP=1 Fuzz/.build/release/ArrangeFuzzer INPUT` prints it.
@MainActor public func describeFuzzInput(data: [UInt8], options: FuzzTreeOptions = FuzzTreeOptions()) -> String {
    let scene = FuzzTreeDecoder.decode(data, options: options)
    let root = scene.rightToLeft ? AnyView(scene.view.environment(\.layoutDirection, .rightToLeft)) : scene.view
    let host = HostingView(rootView: root, size: scene.size)
    return "host \(scene.size)\(scene.rightToLeft ? ", right to left" : ""), \(scene.viewCount) views\n"
        + host.dump() + host.diagnostics.map { "diagnostic: \($0)" }.joined(separator: "\n")
}
