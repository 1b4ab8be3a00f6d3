import Foundation
/// A decoded PNG: straight (not premultiplied) RGBA bytes per pixel, rows top to bottom.
public struct Pixels: Sendable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]

    /// Pixels of a `width` × `height` image from its RGBA bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// The pixel at (x, y) as (red, green, blue, alpha), 0…255.
    public subscript(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
    }
}
