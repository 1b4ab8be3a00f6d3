import Testing
import Arrange
import ArrangeExamples

/// The registry the command line lists and lays out.
@Suite("Seed examples: registry")
@MainActor struct ExampleRegistrySeedTests: SeedFixtures {

    @Test func requiredExamplesAreRegisteredOnceWithKebabCaseNames() {
        let names = Examples.names
        #expect(Set(names).count == names.count)
        for required in [
            "profile", "profile-overlay", "basic-vstack", "my-zstack", "one-third", "first-third",
            "indented", "indented-rtl", "alignment-guide", "overlay-alignment", "frame",
            "leading-rtl", "text-baselines", "composite-baselines-first", "composite-baselines-last",
        ] {
            #expect(names.contains(required), "\(required)")
        }
        for name in names {
            let kebab = !name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
                && !name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--")
            #expect(kebab, "\(name)")
        }
    }

    @Test func everyExampleLaysOutCleanlyInBothDirections() {
        // With the platform's fonts (DejaVu Sans here), as the command line lays them out.
        for example in Examples.all {
            #expect(!example.summary.isEmpty, "\(example.name)")
            for direction in LayoutDirection.allCases {
                let result = example.layout(direction: direction)
                #expect(result.diagnostics.isEmpty, "\(example.name) \(direction): \(result.diagnostics)")
                #expect(result.dump.split(separator: "\n").count > 1, "\(example.name)")
                #expect(!result.dump.contains("not placed"), "\(example.name)")
                let bounds = CGRect(origin: .zero, size: example.defaultSize)
                #expect(bounds.contains(result.rootFrame), "\(example.name) root \(result.rootFrame)")
            }
        }
    }

    @Test func unknownNameFindsNothing() {
        #expect(Examples.named("no-such-example") == nil)
        #expect(Examples.named("profile")?.name == "profile")
    }

    @Test func layoutUsesTheGivenSizeAndDirection() throws {
        let profile = try #require(Examples.named("profile"))
        #expect(profile.defaultSize == size(390, 300))
        let result = profile.layout(size: size(390, 300))
        #expect(result.rootFrame == rect(0, 3.75, 390, 292.5))
        #expect(result.dump.hasPrefix("ZStack (0, 3.75, 390, 292.5)\n"))

        // The given environment reaches the texts: with the test font "Indented" is 136×17.
        let indented = try #require(Examples.named("indented"))
        let ltr = indented.host(direction: .leftToRight, environment: seedEnvironment())
        let rtl = indented.host(direction: .rightToLeft, environment: seedEnvironment())
        #expect(ltr.frame(of: "indented") == rect(37, 50, 136, 17))
        #expect(rtl.frame(of: "indented") == rect(27, 50, 136, 17))
        // The direction argument wins over the environment's.
        let overridden = indented.host(direction: .leftToRight, environment: seedEnvironment(direction: .rightToLeft))
        #expect(overridden.frame(of: "indented") == rect(37, 50, 136, 17))
    }

    @Test func examplesTakeTheirFontsFromTheEnvironment() throws {
        // The examples do not pick a font or family themselves, so whatever the host's
        // environment says reaches their texts: the test font at 10 points makes "Indented" 80×10.
        let indented = try #require(Examples.named("indented"))
        var environment = seedEnvironment()
        environment.font = .system(size: 10)
        #expect(indented.host(environment: environment).frame(of: "indented")?.size == size(80, 10))
    }
}
