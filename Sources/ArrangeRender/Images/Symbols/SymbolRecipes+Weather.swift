import ArrangeCore
import ArrangeText
import Foundation

/// The weather symbols: a cloud with a sun or moon, rain, snow, hail, lightning or fog; the
/// moon, haze, dust and wind.
extension SymbolRecipes {
    /// What the sky holds beside the cloud.
    enum Sky: String, CaseIterable {
        case none, sun, moon
    }

    /// What falls from the cloud.
    enum Fall: String, CaseIterable {
        case none, rain, drizzle, heavyrain, snow, sleet, hail, bolt, boltRain = "bolt.rain", fog
    }

    /// The cloud.* names SF Symbols has, as sky and fall: plain clouds, clouds with a sun or moon,
    /// and each with what falls from them.
    static let cloudNames: [(sky: Sky, fall: Fall)] = {
        let plain = Fall.allCases.map { (sky: Sky.none, fall: $0) }
        let withSky = [Sky.sun, .moon].flatMap { sky in [Fall.none, .rain, .bolt].map { (sky: sky, fall: $0) } }
        return plain + withSky
    }()

    /// The SF name of a cloud symbol ("cloud.sun.rain").
    static func cloudName(sky: Sky, fall: Fall) -> String {
        ["cloud", sky == .none ? nil : sky.rawValue, fall == .none ? nil : fall.rawValue].compactMap { $0 }.joined(separator: ".")
    }

    /// The moon's crescent filling a 20-unit box at (2, 2): a disc with a bite out of its upper
    /// right, as SF Symbols' moon faces.
    static func moon(filled: Bool) -> [PathSegment] {
        let centre = CGPoint(x: 12, y: 12), bite = CGPoint(x: 5, y: -4.5)
        let shape = filled ? SymbolShapes.crescent(center: centre, radius: 9.5, bite: bite, biteRadius: 8)
            : SymbolShapes.crescentOutline(center: centre, radius: 9.5, bite: bite, biteRadius: 8, width: 1.8)
        return shape ?? []
    }

    /// The parts of what falls, in `area` (under the cloud).
    static func fall(_ fall: Fall, in area: CGRect, filled: Bool) -> [SymbolRecipe.Part] {
        let span = (area.minX + 1)...(area.maxX - 1)
        let line: CGFloat = filled ? 1.8 : 1.6
        func water(_ outline: [PathSegment]) -> SymbolRecipe.Part {
            SymbolRecipe.Part(source: .shape(outline), level: .secondary, multicolor: SymbolMulticolor.water)
        }
        func ice(_ outline: [PathSegment]) -> SymbolRecipe.Part {
            SymbolRecipe.Part(source: .shape(outline), level: .secondary)
        }
        switch fall {
        case .none:
            return []
        case .rain:
            return [water(SymbolShapes.rain(count: 3, span: span, y: area.minY, length: area.height * 0.8, width: line))]
        case .heavyrain:
            return [water(SymbolShapes.rain(count: 4, span: span, y: area.minY, length: area.height, width: line))]
        case .drizzle:
            return [water(SymbolShapes.dots(count: 5, span: span, y: area.minY + 1.2, radius: 1.1, stagger: area.height - 2.6))]
        case .hail:
            return [ice(SymbolShapes.dots(count: 3, span: span, y: area.minY + 1.8, radius: 1.6, stagger: area.height - 3.6))]
        case .snow:
            return [ice(SymbolShapes.snow(count: 3, span: span, y: area.minY + 2, radius: 2, width: 1.1, stagger: area.height - 4))]
        case .sleet:
            let rain = SymbolShapes.rain(count: 2, span: span.lowerBound...(span.lowerBound + (span.upperBound - span.lowerBound) / 2),
                                         y: area.minY, length: area.height * 0.8, width: line)
            let flake = SymbolShapes.flake(center: CGPoint(x: span.upperBound, y: area.midY), radius: 2, width: 1.1)
            return [water(rain), ice(flake)]
        case .bolt:
            return [SymbolRecipe.Part(source: .glyph(.material("bolt")), box: box(area.midX - 4, area.minY - 1.5, 8, area.height + 1.5),
                                      level: .secondary, multicolor: SymbolMulticolor.lightning)]
        case .boltRain:
            let bolt = SymbolRecipe.Part(source: .glyph(.material("bolt")), box: box(area.midX - 3, area.minY - 1.5, 6, area.height + 1.5),
                                         level: .secondary, multicolor: SymbolMulticolor.lightning)
            let left = SymbolShapes.rain(count: 1, span: (area.minX + 1.5)...(area.minX + 1.5), y: area.minY, length: area.height * 0.7, width: line)
            let right = SymbolShapes.rain(count: 1, span: (area.maxX - 1)...(area.maxX - 1), y: area.minY, length: area.height * 0.7, width: line)
            return [bolt, water(left + right)]
        case .fog:
            return [ice(SymbolShapes.lines([(area.minX + 1)...(area.maxX - 1), (area.minX + 3)...(area.maxX - 3)], y: area.minY + 1.5, gap: 3, width: line))]
        }
    }

    /// The recipe of a cloud symbol: the cloud (the primary layer), the sun or moon behind it at
    /// the upper right and what falls under it (secondary layers). A filled symbol draws filled
    /// parts (Material's `cloud`, `wb_sunny`); an outline one draws Material Design Icons'
    /// outline cloud and sun (and its `weather-partlycloudy` for a cloud with the sun).
    static func cloud(sky: Sky, fall: Fall, filled: Bool) -> SymbolRecipe {
        let cloud: SymbolGlyph = filled ? .material("cloud") : .community("cloud-outline")
        var parts: [SymbolRecipe.Part] = []
        let falls = fall != .none
        let fallArea: CGRect
        switch sky {
        case .none:
            parts.append(SymbolRecipe.Part(source: .glyph(cloud), box: falls ? box(2, 2.5, 20, 12.5) : box(2, 4, 20, 16), level: .primary))
            fallArea = box(5, 16, 14, 6)
        case .sun where !filled:
            // The font's own cloud with a sun, its sun behind the cloud; rain goes under it.
            parts.append(SymbolRecipe.Part(source: .glyph(.community("weather-partlycloudy")), box: falls ? box(3, 1.5, 18, 14) : box(2, 2, 20, 20),
                                           level: .primary))
            fallArea = box(6, 16.5, 12, 5.5)
        case .sun, .moon:
            let skyBox = falls ? box(11, 1.5, 11, 11) : box(9.5, 2, 12.5, 12.5)
            if sky == .sun {
                let sun: SymbolGlyph = .material("wb_sunny")
                parts.append(SymbolRecipe.Part(source: .glyph(sun), box: skyBox, level: .secondary, multicolor: SymbolMulticolor.sun))
            } else {
                // The moon stands clear of an outline cloud, whose inside would show its edge.
                let moonBox = filled ? skyBox : box(skyBox.minX + 2, skyBox.minY - 0.5, skyBox.width - 2, skyBox.height - 2)
                parts.append(SymbolRecipe.Part(source: .shape(moon(filled: filled)), box: moonBox, level: .secondary))
            }
            parts.append(SymbolRecipe.Part(source: .glyph(cloud), box: falls ? box(2, 5.5, 16.5, 10) : box(2, 8.5, 17, 12.5), level: .primary))
            fallArea = box(3.5, 16.5, 13, 5.5)
        }
        parts += Self.fall(fall, in: fallArea, filled: filled)
        return SymbolRecipe(parts)
    }

    /// The weather recipes: every cloud symbol in its outline and filled styles, and the moon, haze,
    /// dust and wind symbols.
    static let weather: [String: SymbolRecipe] = {
        var recipes: [String: SymbolRecipe] = [:]
        for (sky, fall) in cloudNames {
            let name = cloudName(sky: sky, fall: fall)
            // Plain clouds are font glyphs (`SymbolNames`); the rest are composed.
            if sky == .none, fall == .none { continue }
            recipes[name] = cloud(sky: sky, fall: fall, filled: false)
            recipes[name + ".fill"] = cloud(sky: sky, fall: fall, filled: true)
        }
        for filled in [false, true] {
            let fill = filled ? ".fill" : ""
            let moonShape = SymbolRecipe.Part(source: .shape(moon(filled: filled)))
            recipes["moon" + fill] = SymbolRecipe([moonShape])
            recipes["moon.stars" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .shape(moon(filled: filled)), box: box(2, 4.5, 17.5, 17.5)),
                SymbolRecipe.Part(source: .shape(SymbolShapes.sparkle(center: CGPoint(x: 18.5, y: 4.5), radius: 3)
                                                 + SymbolShapes.sparkle(center: CGPoint(x: 20.5, y: 11), radius: 2)), level: .secondary),
            ])
            let line: CGFloat = filled ? 1.8 : 1.6
            let haze = SymbolShapes.lines([4...20, 7...17], y: 18, gap: 3.2, width: line)
            let sun: SymbolGlyph = filled ? .material("wb_sunny") : .community("weather-sunny")
            recipes["sun.haze" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .glyph(sun), box: box(4.5, 1.5, 15, 15), multicolor: SymbolMulticolor.sun),
                SymbolRecipe.Part(source: .shape(haze), level: .secondary),
            ])
            recipes["moon.haze" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .shape(moon(filled: filled)), box: box(5, 1.5, 14.5, 14.5)),
                SymbolRecipe.Part(source: .shape(haze), level: .secondary),
            ])
            recipes["sun.dust" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .glyph(sun), box: box(4.5, 1.5, 15, 15), multicolor: SymbolMulticolor.sun),
                SymbolRecipe.Part(source: .shape(SymbolShapes.dots(count: 5, span: 4...20, y: 18.5, radius: 1.1, stagger: 2.5)), level: .secondary),
            ])
            recipes["thermometer.sun" + fill] = SymbolRecipe([
                SymbolRecipe.Part(source: .glyph(.material("thermostat")), box: box(2, 2, 11, 20)),
                SymbolRecipe.Part(source: .glyph(sun), box: box(12, 2, 10, 10), level: .secondary, multicolor: SymbolMulticolor.sun),
            ])
        }
        recipes["wind.snow"] = SymbolRecipe([
            SymbolRecipe.Part(source: .glyph(.material("air")), box: box(2, 2, 20, 13)),
            SymbolRecipe.Part(source: .shape(SymbolShapes.snow(count: 3, span: 5...19, y: 18.5, radius: 2, width: 1.1, stagger: 0)), level: .secondary),
        ])
        recipes["thermometer.snowflake"] = SymbolRecipe([
            SymbolRecipe.Part(source: .glyph(.material("thermostat")), box: box(2, 2, 11, 20)),
            SymbolRecipe.Part(source: .glyph(.material("ac_unit")), box: box(12.5, 2, 9.5, 9.5), level: .secondary),
        ])
        return recipes
    }()
}
