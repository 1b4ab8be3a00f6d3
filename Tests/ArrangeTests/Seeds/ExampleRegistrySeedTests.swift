import Testing
import Arrange
import ArrangeExamples

/// The registry the command line lists and lays out.
@Suite("Seed examples: registry")
struct ExampleRegistrySeedTests: SeedFixtures {

    @Test func requiredExamplesAreRegisteredOnceWithKebabCaseNames() {
        let names = Examples.names
        #expect(Set(names).count == names.count)
        for required in [
            "profile", "profile-overlay", "basic-vstack", "my-zstack", "one-third", "first-third",
            "indented", "indented-rtl", "alignment-guide", "overlay-alignment", "frame",
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

        let indented = try #require(Examples.named("indented"))
        let ltr = indented.host(direction: .leftToRight)
        let rtl = indented.host(direction: .rightToLeft)
        #expect(ltr.frame(of: "indented") == rect(70, 54, 70, 20))
        #expect(rtl.frame(of: "indented") == rect(60, 54, 70, 20))
    }
}
