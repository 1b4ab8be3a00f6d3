import Foundation

extension Bitmap {
    /// The pixels inside `rect` (whole pixels, limited to the bitmap); the bitmap itself when
    /// `rect` covers it.
    func cropped(to rect: CGRect) -> Bitmap {
        let x0 = max(0, Int(rect.minX)), y0 = max(0, Int(rect.minY))
        let w = min(Int(rect.width), width - x0), h = min(Int(rect.height), height - y0)
        if x0 == 0, y0 == 0, w == width, h == height { return self }
        guard w > 0, h > 0, rgba.count >= width * height * 4 else { return Bitmap(width: 0, height: 0, rgba: []) }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let from = ((y0 + y) * width + x0) * 4
            out.replaceSubrange(y * w * 4..<(y + 1) * w * 4, with: rgba[from..<from + w * 4])
        }
        return Bitmap(width: w, height: h, rgba: out)
    }

    /// The bitmap enlarged or reduced to `newWidth` × `newHeight` by nearest-neighbour sampling
    /// (each output pixel takes the input pixel under its centre).
    func resizedNearest(width newWidth: Int, height newHeight: Int) -> Bitmap {
        guard newWidth > 0, newHeight > 0, width > 0, height > 0, rgba.count >= width * height * 4 else { return self }
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        let columns = (0..<newWidth).map { min(width - 1, Int((Double($0) + 0.5) * Double(width) / Double(newWidth))) }
        for y in 0..<newHeight {
            let sy = min(height - 1, Int((Double(y) + 0.5) * Double(height) / Double(newHeight)))
            for x in 0..<newWidth {
                let from = (sy * width + columns[x]) * 4, to = (y * newWidth + x) * 4
                out[to] = rgba[from]; out[to + 1] = rgba[from + 1]; out[to + 2] = rgba[from + 2]; out[to + 3] = rgba[from + 3]
            }
        }
        return Bitmap(width: newWidth, height: newHeight, rgba: out)
    }
}
