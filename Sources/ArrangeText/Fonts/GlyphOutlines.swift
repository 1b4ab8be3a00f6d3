import ArrangeCore
import CHarfBuzz
import Foundation

// Glyph outlines come from HarfBuzz's drawing interface on the same immutable font that shapes
// (the glyf or CFF tables, in font units): it is safe to use from several threads at once, so
// outlines need no second parse of the file and no lock around FreeType, which is used only
// to load faces and read their metrics.

extension HarfBuzzFontFace {
    func outline(of glyph: UInt32) -> [PathSegment] {
        outlines.outline(glyph: glyph) {
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

/// One face's glyph outlines by glyph, shared by every host and thread: each outline is read from
/// the font once, then drawn from here. Reads take a shared lock, so concurrent renders of the
/// same face do not wait for each other; only an outline seen for the first time takes it alone.
final class GlyphOutlineCache: @unchecked Sendable {
    // @unchecked: `outlines` is only read under `lock`'s read side and written under its write side.
    private let lock = ReadWriteLock()
    private var outlines: [UInt32: [PathSegment]] = [:]
    /// Beyond this many outlines of one face the cache starts again, so memory stays bounded.
    private let capacity = 20_000

    func outline(glyph: UInt32, make: () -> [PathSegment]) -> [PathSegment] {
        if let known = lock.reading({ outlines[glyph] }) { return known }
        // Made outside the lock: two threads may both make a new outline; both are the same.
        let made = make()
        lock.writing {
            if outlines.count >= capacity { outlines.removeAll(keepingCapacity: true) }
            outlines[glyph] = made
        }
        return made
    }
}
