import ArrangeCore
import ArrangeText
import Foundation

/// The symbols Arrange composes from parts (`SymbolRecipe`): the weather symbols
/// (`SymbolRecipes+Weather.swift`), whose parts are the layers the hierarchical, palette and
/// multicolour modes paint, symbols made of two icons, and shapes Arrange draws where neither
/// font has the outline style. Boxes are on the 24-unit grid; the live area is 2…22.
enum SymbolRecipes {
    /// SF name → recipe.
    static let recipes: [String: SymbolRecipe] = {
        var recipes = weather
        for (name, recipe) in others { recipes[name] = recipe }
        return recipes
    }()

    /// A box on the grid.
    static func box(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// A container icon with a mark inside (`quote.bubble`, `bolt.shield.fill`): the container is
    /// the secondary layer, the mark the primary one; in a filled container the mark is cut out.
    static func container(_ glyph: SymbolGlyph, mark: SymbolRecipe.Part.Source, in markBox: CGRect, filled: Bool) -> SymbolRecipe {
        SymbolRecipe([SymbolRecipe.Part(source: .glyph(glyph), level: .secondary),
                      SymbolRecipe.Part(source: mark, box: markBox, level: .primary, cutsOut: filled)])
    }

    /// A shape drawn in one layer.
    static func shape(_ outline: [PathSegment]) -> SymbolRecipe {
        SymbolRecipe([SymbolRecipe.Part(source: .shape(outline))])
    }

    /// The corners of a triangle pointing `towards` (0 up, 1 right, 2 down, 3 left, in quarter
    /// turns) filling the live area as SF Symbols' arrow triangles do.
    static func arrowTriangle(towards quarterTurns: Int) -> [CGPoint] {
        let up = [CGPoint(x: 12, y: 3.5), CGPoint(x: 21.5, y: 19.5), CGPoint(x: 2.5, y: 19.5)]
        let c = SymbolFont.gridUnits / 2
        return up.map { p in
            var (x, y) = (p.x - c, p.y - c)
            for _ in 0..<((quarterTurns % 4 + 4) % 4) { (x, y) = (-y, x) }
            return CGPoint(x: x + c, y: y + c)
        }
    }

    /// Symbols made of icons the fonts have apart, or of shapes.
    static let others: [String: SymbolRecipe] = {
        var recipes: [String: SymbolRecipe] = [:]
        let lines = SymbolShapes.lines([8...16, 8...16, 8...13], y: 12, gap: 3.2, width: 1.6)
        recipes["doc.text"] = SymbolRecipe([SymbolRecipe.Part(source: .glyph(.community("file-outline")), level: .secondary),
                                            SymbolRecipe.Part(source: .shape(lines))])
        for filled in [false, true] {
            let fill = filled ? ".fill" : ""
            let bubble: SymbolGlyph = filled ? .material("chat_bubble") : .material("chat_bubble_outline")
            recipes["quote.bubble" + fill] = container(bubble, mark: .glyph(.material("format_quote")), in: box(7, 5.5, 10, 8), filled: filled)
            let folder: SymbolGlyph = filled ? .material("folder") : .community("folder-outline")
            recipes["questionmark.folder" + fill] = container(folder, mark: .glyph(.material("question_mark")), in: box(9, 9, 6, 8.5), filled: filled)
            let shield: SymbolGlyph = filled ? .community("shield") : .community("shield-outline")
            recipes["bolt.shield" + fill] = container(shield, mark: .glyph(.material("bolt")), in: box(8.5, 6.5, 7, 10), filled: filled)
            let cloud: SymbolGlyph = filled ? .material("cloud") : .community("cloud-outline")
            recipes["person.icloud" + fill] = container(cloud, mark: .symbol("person.fill"), in: box(9, 9.5, 6, 7), filled: filled)
            let line: CGFloat = 2
            for turn in 0..<4 {
                let name = ["arrowtriangle.up", "arrowtriangle.right", "arrowtriangle.down", "arrowtriangle.left"][turn]
                recipes[name + fill] = shape(SymbolShapes.triangle(arrowTriangle(towards: turn), lineWidth: filled ? nil : line))
            }
            let centres = [CGPoint(x: 7.5, y: 7.5), CGPoint(x: 16.5, y: 7.5), CGPoint(x: 7.5, y: 16.5), CGPoint(x: 16.5, y: 16.5)]
            recipes["circle.grid.2x2" + fill] = shape(centres.flatMap {
                filled ? SymbolShapes.circle(center: $0, radius: 4) : SymbolShapes.ring(center: $0, radius: 4, width: 1.6)
            })
            recipes["rhombus" + fill] = shape(SymbolEnclosure.outline(of: .diamond, filled: filled))
            recipes["app" + fill] = shape(SymbolEnclosure.outline(of: .app, filled: filled))
            recipes["rectangle" + fill] = shape(SymbolEnclosure.outline(of: .rectangle, filled: filled))
            let portrait = box(5, 1.5, 14, 21), capsule = box(1.5, 6.5, 21, 11)
            recipes["rectangle.portrait" + fill] = shape(filled ? SymbolShapes.roundedRect(portrait, radius: 3.5) : SymbolShapes.frame(portrait, radius: 3.5, width: line))
            recipes["capsule" + fill] = shape(filled ? SymbolShapes.roundedRect(capsule, radius: 5.5) : SymbolShapes.frame(capsule, radius: 5.5, width: line))
            recipes["moon.dust" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .shape(moon(filled: filled)), box: box(5, 1.5, 14.5, 14.5)),
                SymbolRecipe.Part(source: .shape(SymbolShapes.dots(count: 5, span: 4...20, y: 18.5, radius: 1.1, stagger: 2.5)), level: .secondary),
            ])
            recipes["moon.zzz" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .shape(moon(filled: filled)), box: box(2, 5, 17, 17)),
                SymbolRecipe.Part(source: .characters("z"), box: box(13, 2, 5, 5), level: .secondary),
                SymbolRecipe.Part(source: .characters("z"), box: box(18.5, 6.5, 3.5, 3.5), level: .secondary),
            ])
            recipes["bolt.horizontal" + fill] = SymbolRecipe([SymbolRecipe.Part(source: .glyph(.material("bolt")), quarterTurns: 1, box: box(2, 5, 20, 14))])
            let arrow: SymbolGlyph = .community("rotate-right")
            recipes["goforward.15"] = SymbolRecipe([SymbolRecipe.Part(source: .glyph(arrow), box: box(2, 2, 20, 20), level: .secondary),
                                                    SymbolRecipe.Part(source: .characters("15"), box: box(8, 9.5, 8, 6.5))])
            recipes["gobackward.15"] = SymbolRecipe([SymbolRecipe.Part(source: .glyph(arrow), mirrored: true, box: box(2, 2, 20, 20), level: .secondary),
                                                     SymbolRecipe.Part(source: .characters("15"), box: box(8, 9.5, 8, 6.5))])
        }
        for filled in [false, true] {
            let fill = filled ? ".fill" : ""
            let line: CGFloat = 1.8
            // A house: a pentagon of walls and roof, with a door, in the ink box of Material's
            // `home` (2…22 across, 3…20 down), which it replaces.
            let house = [CGPoint(x: 12, y: 3), CGPoint(x: 22, y: 10.5), CGPoint(x: 22, y: 20), CGPoint(x: 2, y: 20), CGPoint(x: 2, y: 10.5)]
            let door = SymbolShapes.roundedRect(box(9.5, 13.5, 5, 6.5), radius: 1)
            recipes["house" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .shape(filled ? SymbolShapes.polygon(house) : SymbolShapes.polygonOutline(house, width: line)), level: .secondary),
                SymbolRecipe.Part(source: .shape(door), level: .primary, cutsOut: filled),
            ])
            // A paper plane pointing up and to the right: a dart with a notch at its tail,
            // turned 45° from pointing right; the outline has the fold from the notch.
            let turn = CGAffineTransform(translationX: -12, y: -12).concatenating(CGAffineTransform(rotationAngle: -.pi / 4))
                .concatenating(CGAffineTransform(translationX: 12, y: 12))
            let dart = [CGPoint(x: 23, y: 12), CGPoint(x: 2, y: 21.5), CGPoint(x: 6.5, y: 12), CGPoint(x: 2, y: 2.5)].map { $0.applying(turn) }
            let fold = SymbolShapes.capsule(from: CGPoint(x: 7.5, y: 12).applying(turn), to: CGPoint(x: 17, y: 12).applying(turn), width: 1.6)
            recipes["paperplane" + fill] = SymbolRecipe(filled ? [SymbolRecipe.Part(source: .shape(SymbolShapes.polygon(dart)), box: box(2, 2, 20, 20))]
                : [SymbolRecipe.Part(source: .shape(SymbolShapes.polygonOutline(dart, width: line) + fold), box: box(2, 2, 20, 20))])
            // A water drop; its outline is the drop with a smaller one inside cut out.
            let drop = SymbolShapes.drop(tip: CGPoint(x: 12, y: 2), centre: CGPoint(x: 12, y: 14.5), radius: 7.5)
            let inner = SymbolShapes.drop(tip: CGPoint(x: 12, y: 5.2), centre: CGPoint(x: 12, y: 14.5), radius: 5.7, clockwise: false)
            recipes["drop" + fill] = shape(filled ? drop : drop + inner)
            // A bell with a dot at its upper right, a gap around the dot.
            let bell: SymbolGlyph = filled ? .material("notifications") : .material("notifications_none")
            let dot = CGPoint(x: 18.5, y: 5.5)
            recipes["bell.badge" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .glyph(bell), box: box(2, 3, 18, 19.5), level: .primary),
                SymbolRecipe.Part(source: .shape(SymbolShapes.circle(center: dot, radius: 3.3)), level: .secondary, multicolor: SymbolMulticolor.negative),
            ]).cutting(SymbolShapes.circle(center: dot, radius: 4.6), fromPartsBefore: 1)
            // A bolt of lightning, a location arrow: polygons, filled or outlined.
            let bolt = [CGPoint(x: 14.5, y: 1.5), CGPoint(x: 4.5, y: 13.8), CGPoint(x: 11, y: 13.8), CGPoint(x: 9.5, y: 22.5),
                        CGPoint(x: 19.5, y: 10.2), CGPoint(x: 13, y: 10.2)]
            recipes["bolt" + fill] = shape(filled ? SymbolShapes.polygon(bolt) : SymbolShapes.polygonOutline(bolt, width: 1.6))
            let arrow = [CGPoint(x: 21.5, y: 2.5), CGPoint(x: 13.5, y: 21.5), CGPoint(x: 11.2, y: 12.8), CGPoint(x: 2.5, y: 10.5)]
            recipes["location" + fill] = shape(filled ? SymbolShapes.polygon(arrow) : SymbolShapes.polygonOutline(arrow, width: line))
            // A shopping bag: its body and a handle over it, in the ink box of Material's
            // `shopping_bag` (4…20 across, 2…22 down), which it replaces.
            let bagBody = box(4, 8, 16, 14)
            let handle = SymbolShapes.arcStroke(center: CGPoint(x: 12, y: 8), radius: 5.1, from: .pi, sweep: .pi, width: 1.8)
            recipes["bag" + fill] = shape((filled ? SymbolShapes.roundedRect(bagBody, radius: 2.5) : SymbolShapes.frame(bagBody, radius: 2.5, width: line)) + handle)
            // A video camera: its body and the lens hood at its right.
            let cameraBody = box(1.5, 6, 14.5, 12), hood = [CGPoint(x: 17.5, y: 10), CGPoint(x: 22.5, y: 6.5), CGPoint(x: 22.5, y: 17.5), CGPoint(x: 17.5, y: 14)]
            recipes["video" + fill] = shape(filled ? SymbolShapes.roundedRect(cameraBody, radius: 2.5) + SymbolShapes.polygon(hood)
                : SymbolShapes.frame(cameraBody, radius: 2.5, width: line) + SymbolShapes.polygonOutline(hood, width: 1.6))
            // An eye: an almond with the pupil in a ring; filled, the ring is cut out of the almond.
            let almond = SymbolShapes.lens(left: CGPoint(x: 1.5, y: 12), right: CGPoint(x: 22.5, y: 12), bulge: 7.5)
            let innerAlmond = SymbolShapes.lens(left: CGPoint(x: 4.3, y: 12), right: CGPoint(x: 19.7, y: 12), bulge: 5.7, clockwise: false)
            let pupil = SymbolShapes.circle(center: CGPoint(x: 12, y: 12), radius: 2.6)
            let ring = SymbolShapes.ring(center: CGPoint(x: 12, y: 12), radius: 5, width: 1.6)
            recipes["eye" + fill] = SymbolRecipe(filled ? [SymbolRecipe.Part(source: .shape(almond), level: .secondary),
                                                           SymbolRecipe.Part(source: .shape(SymbolShapes.ring(center: CGPoint(x: 12, y: 12), radius: 4.6, width: 1.3)),
                                                                             level: .primary, cutsOut: true)]
                : [SymbolRecipe.Part(source: .shape(almond + innerAlmond), level: .secondary), SymbolRecipe.Part(source: .shape(pupil + ring))])
            recipes["exclamationmark.bubble" + fill] = container(filled ? .material("chat_bubble") : .material("chat_bubble_outline"),
                                                                mark: .glyph(.material("priority_high")), in: box(9, 5, 6, 10), filled: filled)
            recipes["app.badge" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .shape(SymbolEnclosure.outline(of: .app, filled: filled)), box: box(2, 4, 18, 18), level: .primary),
                SymbolRecipe.Part(source: .shape(SymbolShapes.circle(center: dot, radius: 3.3)), level: .secondary, multicolor: SymbolMulticolor.negative),
            ]).cutting(SymbolShapes.circle(center: dot, radius: 4.6), fromPartsBefore: 1)
            let snowSun: SymbolGlyph = filled ? .material("wb_sunny") : .community("weather-sunny")
            recipes["sun.snow" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .glyph(snowSun), box: box(2, 2, 14, 14), multicolor: SymbolMulticolor.sun),
                SymbolRecipe.Part(source: .shape(SymbolShapes.flake(center: CGPoint(x: 17.5, y: 17.5), radius: 4.5, width: 1.6)), level: .secondary),
            ])
            recipes["checkmark.shield" + fill] = container(filled ? .community("shield") : .community("shield-outline"),
                                                          mark: .glyph(.material("check")), in: box(7.5, 7, 9, 9), filled: filled)
        }
        // A camera and a photo drawn as outlines (the fonts' are filled).
        let body = SymbolShapes.frame(box(2, 6.5, 20, 14.5), radius: 3, width: 1.8)
        let lens = SymbolShapes.ring(center: CGPoint(x: 12, y: 13.5), radius: 4.3, width: 1.8)
        let top = SymbolShapes.polygon([CGPoint(x: 8.5, y: 3.5), CGPoint(x: 15.5, y: 3.5), CGPoint(x: 17, y: 7), CGPoint(x: 7, y: 7)])
        recipes["camera"] = shape(body + lens + top)
        let frame = SymbolShapes.frame(box(2, 4, 20, 16), radius: 2.5, width: 1.8)
        let hills = SymbolShapes.polygon([CGPoint(x: 5, y: 17), CGPoint(x: 10, y: 10.5), CGPoint(x: 13.5, y: 14.5), CGPoint(x: 15.5, y: 12.5), CGPoint(x: 19, y: 17)])
        recipes["photo"] = shape(frame + hills + SymbolShapes.circle(center: CGPoint(x: 16, y: 8.5), radius: 1.8))
        // Dashed outlines: a circle of twelve dashes, and an app's rounded square of dashes.
        recipes["circle.dashed"] = shape((0..<12).flatMap { i in
            SymbolShapes.arcStroke(center: CGPoint(x: 12, y: 12), radius: 9.1, from: CGFloat(i) * .pi / 6 + 0.08, sweep: .pi / 6 - 0.3, width: 1.8)
        })
        let appDashes: [PathSegment] = [(CGPoint(x: 9.5, y: 3.9), CGPoint(x: 14.5, y: 3.9)), (CGPoint(x: 9.5, y: 20.1), CGPoint(x: 14.5, y: 20.1)),
                                        (CGPoint(x: 3.9, y: 9.5), CGPoint(x: 3.9, y: 14.5)), (CGPoint(x: 20.1, y: 9.5), CGPoint(x: 20.1, y: 14.5))]
            .flatMap { SymbolShapes.capsule(from: $0.0, to: $0.1, width: 1.8) }
            + [CGPoint(x: 8.4, y: 8.4), CGPoint(x: 15.6, y: 8.4), CGPoint(x: 15.6, y: 15.6), CGPoint(x: 8.4, y: 15.6)].enumerated().flatMap { i, c in
                SymbolShapes.arcStroke(center: c, radius: 4.5, from: CGFloat(i + 2) * .pi / 2 + 0.25, sweep: .pi / 2 - 0.5, width: 1.8)
            }
        recipes["app.dashed"] = shape(appDashes)
        recipes["sidebar.left"] = SymbolRecipe([SymbolRecipe.Part(source: .glyph(.material("view_sidebar")), mirrored: true)])
        recipes["exclamationmark.3"] = SymbolRecipe([2, 9, 16].map { x in
            SymbolRecipe.Part(source: .glyph(.material("priority_high")), box: box(x, 4, 6, 16))
        })
        recipes["zzz"] = SymbolRecipe([SymbolRecipe.Part(source: .characters("z"), box: box(2, 11, 9, 9)),
                                       SymbolRecipe.Part(source: .characters("z"), box: box(11, 7, 6.5, 6.5)),
                                       SymbolRecipe.Part(source: .characters("z"), box: box(17.5, 3, 4.5, 4.5))])
        recipes["slider.vertical.3"] = SymbolRecipe([SymbolRecipe.Part(source: .glyph(.material("tune")), quarterTurns: 3)])
        let centre = CGPoint(x: 12, y: 12)
        // The lit left half, wound as the ring's outside is, so the two add up where they meet.
        let lit = [PathSegment.move(to: CGPoint(x: 12, y: 2))] + SymbolShapes.arc(center: centre, radius: 10, from: -.pi / 2, sweep: -.pi) + [.close]
        recipes["moonphase.last.quarter"] = shape(SymbolShapes.ring(center: centre, radius: 10, width: 1.6) + SymbolContour.oriented(lit, clockwise: true))
        for (name, start) in [("wave.3.right", CGFloat(-0.7)), ("wave.3.left", CGFloat.pi - 0.7)] {
            let origin = CGPoint(x: name.hasSuffix("right") ? 3 : 21, y: 12)
            recipes[name] = shape([5.5, 11, 16.5].flatMap { SymbolShapes.arcStroke(center: origin, radius: $0, from: start, sweep: 1.4, width: 1.8) })
        }
        let inward = SymbolShapes.triangle(arrowTriangle(towards: 1).map { CGPoint(x: 2 + ($0.x - 2) * 0.42, y: 6 + ($0.y - 2) * 0.6) })
            + SymbolShapes.triangle(arrowTriangle(towards: 3).map { CGPoint(x: 22 - (22 - $0.x) * 0.42, y: 6 + ($0.y - 2) * 0.6) })
            + SymbolShapes.roundedRect(box(11.1, 3, 1.8, 18), radius: 0.9)
        recipes["arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill"] = shape(inward)
        return recipes
    }()
}
