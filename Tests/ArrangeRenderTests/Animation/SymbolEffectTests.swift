import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import Foundation
import Testing

/// Symbol effects as app files write them, drawn at rest: an active `disappear` hides the
/// symbol; every other effect, and the symbol content transitions, leave it as it is.
@Suite @MainActor struct SymbolEffectTests {
    /// How many pixels of the view, in a 40-point frame, are not transparent.
    private func inkedPixels<V: View>(_ view: V) throws -> Int {
        let pixels = try renderPNG(view.frame(width: 40, height: 40))
        var count = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].a > 0 { count += 1 } }
        return count
    }

    @Test func effectsDrawTheirRestingState() throws {
        let star = Image(systemName: "star.fill").resizable()
        let plain = try inkedPixels(star)
        #expect(plain > 100)
        #expect(try inkedPixels(star.symbolEffect(.disappear, isActive: true)) == 0)
        #expect(try inkedPixels(star.symbolEffect(.disappear.down.byLayer, isActive: false)) == plain)
        #expect(try inkedPixels(star.symbolEffect(.pulse)) == plain)
        #expect(try inkedPixels(star.symbolEffect(.variableColor.iterative.reversing, options: .repeating)) == plain)
        #expect(try inkedPixels(star.symbolEffect(.bounce.up.byLayer, options: .speed(2).repeat(3), value: 1)) == plain)
        #expect(try inkedPixels(star.contentTransition(.symbolEffect(.replace.downUp))) == plain)
        #expect(try inkedPixels(star.contentTransition(.symbolEffect(true ? .replace.upUp : .replace.offUp)).symbolEffectsRemoved()) == plain)
    }

    @Test func effectsRecordTheirVariants() {
        let bounce = BounceSymbolEffect.bounce.up.byLayer.configuration
        #expect(bounce.kind == "bounce" && bounce.variants == ["up", "byLayer"])
        #expect(ReplaceSymbolEffect.replace.configuration.kind == "replace")
        #expect(ContentTransition.symbolEffect(.replace) == .symbolEffect)
        #expect(SymbolEffectOptions.repeating.repeatCount == .max && SymbolEffectOptions.nonRepeating.repeatCount == 0)
        #expect(SymbolEffectOptions.speed(2).repeat(3) == SymbolEffectOptions.repeat(3).speed(2))
    }
}
