import Foundation
import Testing
import Arrange
import ArrangeExamples

/// `arrange explain NAME [--json]` prints `LayoutRecord.record(of:size:environment:)` formatted
/// as text or JSON; these run that core in-process.
@Suite("Inspector: arrange explain")
@MainActor struct ExplainTests {
    @Test("The text tree of a small layout, exactly")
    func textTree() throws {
        // A padded HStack of a flexible colour and a rigid frame, under a high-priority frame
        // whose leading guide is moved: priorities, flexibility order, every probe (0, ∞ and the
        // offers, for each of the parent's probes), the HStack offering the lengths it worked out
        // for one height again at the others (nothing below it mixes the axes), a cache hit and
        // an explicit guide.
        let view = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                Color.red.id("a")
                Color.green.frame(width: 50, height: 50).id("b")
            }
            .padding(10)
            Color.blue.frame(width: 40, height: 20).alignmentGuide(.leading) { _ in -10 }.layoutPriority(1).id("c")
        }
        let text = try LayoutRecord.explanation(of: view, size: CGSize(width: 200, height: 150))
        #expect(text == """
            host 200×150, root (0, 0, 200, 150); 26 size computations, 1 cache hit, 9 placements
            VStack (0, 0, 200, 150) proposed 200×150
              · probe 200×150 → 200×150
              · sized children for 200×150 (vertical), in this order:
                  1. child 1 alignmentGuide(Leading) (min 20, flexibility 0, priority 1): offered 200×80 → 40×20
                  2. child 0 padding (min 70, flexibility ∞): offered 200×130 → 200×130
              padding (0, 0, 200, 130) proposed 200×130
                · probe 200×0 → 200×70
                · probe 200×∞ → 200×∞
                · probe 200×130 → 200×130
                HStack (10, 10, 180, 110) proposed 180×110
                  · probe 180×0 → 180×50
                  · probe 180×∞ → 180×∞
                  · probe 180×110 → 180×110
                  · probe 180×110 → 180×110 (cache, placing)
                  · sized children for 180×0 (horizontal), in this order:
                      1. child 1 frame (min 50, flexibility 0): offered 90×0 → 50×50
                      2. child 0 Color(red) (min 0, flexibility ∞): offered 130×0 → 130×0
                  · sized children for 180×∞ (horizontal) at the lengths worked out for 180×0, in source order:
                      1. child 0 Color(red): offered 130×∞ → 130×∞
                      2. child 1 frame: offered 90×∞ → 50×50
                  · sized children for 180×110 (horizontal) at the lengths worked out for 180×∞, in source order:
                      1. child 0 Color(red): offered 130×110 → 130×110
                      2. child 1 frame: offered 90×110 → 50×50
                  Color(red) id: a (10, 10, 130, 110) proposed 130×110
                    · probe 0×0 → 0×0
                    · probe ∞×0 → ∞×0
                    · probe 130×0 → 130×0
                    · probe 130×∞ → 130×∞
                    · probe 130×110 → 130×110
                  frame id: b (140, 40, 50, 50) proposed 90×110
                    · probe 0×0 → 50×50
                    · probe ∞×0 → 50×50
                    · probe 90×0 → 50×50
                    · probe 90×∞ → 50×50
                    · probe 90×110 → 50×50
                    Color(green) (140, 40, 50, 50) proposed 50×50
                      · probe 50×50 → 50×50 (placing)
              alignmentGuide(Leading) id: c (10, 130, 40, 20) proposed 200×80 priority 1
                · probe 200×0 → 40×20
                · probe 200×∞ → 40×20
                · probe 200×80 → 40×20
                · guide leading = -10 at 40×20 ×2
                frame (10, 130, 40, 20) proposed 200×80
                  · probe 200×0 → 40×20
                  · probe 200×∞ → 40×20
                  · probe 200×80 → 40×20
                  · probe 200×80 → 40×20 (placing)
                  Color(blue) (10, 130, 40, 20) proposed 40×20
                    · probe 40×20 → 40×20 (placing)
            
            """)
    }

    @Test("A seed example: cache hits, explicit guides and the stack's sizing order are printed")
    func seedExample() throws {
        let example = try #require(Examples.named("alignment-guide"))
        let text = try LayoutRecord.explanation(of: example.view(), size: example.defaultSize)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "host 300×300, root (85, 46, 130, 208); 15 size computations, 1 cache hit, 8 placements")
        #expect(lines.contains("VStack id: stack (85, 46, 130, 208) proposed 300×300"))
        #expect(lines.contains("· probe 300×300 → 130×208 (cache, placing)"))
        #expect(lines.contains("· sized children for 300×300 (vertical), in this order:"))
        #expect(lines.contains("1. child 0 alignmentGuide(Leading) (min 100, flexibility 0): offered 300×146 → 100×100"))
        #expect(lines.contains("· guide leading = 30 at 100×100 ×2"))
    }

    @Test("A ViewThatFits example prints the child it chose")
    func chosenChild() throws {
        let example = try #require(Examples.named("view-that-fits"))
        var environment = EnvironmentValues()
        environment.defaultFontFamily = Font.testFontFamily
        let text = try LayoutRecord.explanation(of: example.view(), size: example.defaultSize, environment: environment)
        // With the test font (1 em per character) the long title is too wide for 300 points.
        #expect(text.contains("· chose child 1 HStack for 300×53.333: the first whose ideal size fits\n"))
        #expect(text.contains("· chose child 2 frame for 30×112: the first whose ideal size fits\n"))
        #expect(text.contains("HStack id: wide-long (not shown)\n"))
    }

    @Test("--json writes the same record as JSON")
    func json() throws {
        let example = try #require(Examples.named("alignment-guide"))
        let record = LayoutRecord.record(of: example.view(), size: example.defaultSize)
        let json = try LayoutRecord.explanation(of: example.view(), size: example.defaultSize, format: .json)
        #expect(json.hasSuffix("}\n"))
        #expect(try JSONDecoder().decode(LayoutRecord.self, from: Data(json.utf8)) == record)
        // Sorted keys: the same layout always prints the same JSON.
        #expect(try LayoutRecord.explanation(of: example.view(), size: example.defaultSize, format: .json) == json)
    }

    @Test("Right to left: frames are mirrored, the record's decisions are the same")
    func rightToLeft() throws {
        let example = try #require(Examples.named("alignment-guide"))
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let record = LayoutRecord.record(of: example.view(), size: example.defaultSize, environment: environment)
        let first = try #require(record.node(id: "rectangle1")?.frame)
        let second = try #require(record.node(id: "rectangle2")?.frame)
        #expect(first.maxX - second.maxX == 30)
        #expect(record.node(id: "rectangle1")?.guides.first?.value == 30)
    }
}
