import ArrangeCore
import CHarfBuzz
import Foundation

// Glyph outlines come from HarfBuzz's drawing interface on the same immutable font that shapes
// (the glyf or CFF tables, in font units): it is safe to use from several threads at once, so
// outlines need no second parse of the file and no lock around FreeType, which is used only
// to load faces and read their metrics.

extension HarfBuzzFontFace {
    func outline(of glyph: UInt32) -> [PathSegment] {
        GlyphOutlineCache.shared.outline(face: identity, glyph: glyph) {
            let recorder = OutlineRecorder()
            let pointer = Unmanaged.passRetained(recorder)
            defer { pointer.release() }
            hb_font_get_glyph_shape(font, glyph, OutlineRecorder.functions, pointer.toOpaque())
            return recorder.segments
        }
    }
}

/// Collects HarfBuzz's drawing callbacks as path segments (font units, y up).
private final class OutlineRecorder {
    var segments: [PathSegment] = []

    static func from(_ data: UnsafeMutableRawPointer?) -> OutlineRecorder? {
        data.map { Unmanaged<OutlineRecorder>.fromOpaque($0).takeUnretainedValue() }
    }

    /// One set of callbacks for every face, made once and immutable.
    nonisolated(unsafe) static let functions: OpaquePointer? = {
        let funcs = hb_draw_funcs_create()
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            OutlineRecorder.from(data)?.segments.append(.move(to: CGPoint(x: CGFloat(x), y: CGFloat(y))))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            OutlineRecorder.from(data)?.segments.append(.line(to: CGPoint(x: CGFloat(x), y: CGFloat(y))))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            OutlineRecorder.from(data)?.segments.append(.quadCurve(to: CGPoint(x: CGFloat(x), y: CGFloat(y)), control: CGPoint(x: CGFloat(cx), y: CGFloat(cy))))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            OutlineRecorder.from(data)?.segments.append(.curve(
                to: CGPoint(x: CGFloat(x), y: CGFloat(y)),
                control1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), control2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            OutlineRecorder.from(data)?.segments.append(.close)
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()
}

/// Outlines by face and glyph, shared by every host (guarded by a lock).
final class GlyphOutlineCache: @unchecked Sendable {
    static let shared = GlyphOutlineCache()

    private struct Key: Hashable {
        var face: String
        var glyph: UInt32
    }

    private let lock = NSLock()
    private var outlines: [Key: [PathSegment]] = [:]

    func outline(face: String, glyph: UInt32, make: () -> [PathSegment]) -> [PathSegment] {
        let key = Key(face: face, glyph: glyph)
        lock.lock()
        if let known = outlines[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        if outlines.count > 20_000 { outlines.removeAll(keepingCapacity: true) }
        outlines[key] = made
        lock.unlock()
        return made
    }
}
