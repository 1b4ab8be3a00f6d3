import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// The system font measures like SF Pro (issue 25, defect 5): Inter stands in with SF's ASCII
/// advance widths, Apple's tracking for the size and SF's vertical metrics; SF Pro's own files
/// are used when installed. Numbers are SF's, from Apple's tables and SF Pro's files.
@Suite("Text: the system font measures like SF Pro")
@MainActor struct SystemFontTests {
    func probe(_ string: String, size: CGFloat = 17, weight: Font.Weight = .regular, scale: CGFloat = 3) -> TextLineProbe {
        var environment = EnvironmentValues()
        environment.font = .system(size: size, weight: weight)
        environment.displayScale = scale
        return TextLineProbe(string, width: nil, in: environment)
    }

    @Test("On this machine the system font is Inter standing in for SF (the README's commands install fonts-inter)")
    func typefaceIsInter() {
        #expect(SystemTypeface.current == .inter)
    }

    @Test("The Inter calibrated against is the one installed: Debian's fonts-inter 4.0~beta7+ds-1 (a new version needs the calibration run again)")
    func calibratedInterIsInstalled() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dpkg-query")
        process.arguments = ["-W", "-f=${Version}", "fonts-inter"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let version = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(version == "4.0~beta7+ds-1")
    }

    @Test("A one-line body Text \"Hello world\" is 85.33 × 20.33 at 3× (as measured on an iPhone), 85.5 × 20.5 at 2×, 86 × 21 at 1×")
    func helloWorldAtEachScale() {
        // Unrounded it is 85.08 × 20.29 (SF's ascender + descender, 1.1933 em, at 17 pt); sizes
        // round up to the pixel grid of the display scale, so each scale gives its own size.
        func size(_ scale: CGFloat) -> CGSize {
            HostingView(rootView: Text("Hello world").environment(\.displayScale, scale), size: CGSize(width: 390, height: 844)).rootFrame.size
        }
        #expect(size(3) == CGSize(width: 256.0 / 3, height: 61.0 / 3))
        #expect(size(2) == CGSize(width: 85.5, height: 20.5))
        #expect(size(1) == CGSize(width: 86, height: 21))
    }

    @Test("Lines take SF's height: ascender 0.9521 em + descender 0.2412 em, no line gap")
    func lineHeightIsSF() {
        let face = FontLibrary.shared.standingInForSF(FontLibrary.shared.face(for: FontRequest(family: "Inter")).face, display: false)
        #expect(face.metrics.ascender / face.metrics.unitsPerEm == 1950.0 / 2048)
        #expect(face.metrics.descender / face.metrics.unitsPerEm == 494.0 / 2048)
        #expect(face.metrics.lineGap == 0)
        // Two lines of body text are twice 20.29, rounded up at 3×: 40.67.
        #expect(probe("Hello\nworld").size.height == 122.0 / 3)
    }

    @Test("Inter's text cut draws below 20 points, its display cut from 20, as SF Pro's files switch designs")
    func cutsBySize() throws {
        for (size, family) in [(CGFloat(11), "Inter"), (17, "Inter"), (19.5, "Inter"), (20, "Inter Display"), (34, "Inter Display")] {
            var environment = EnvironmentValues()
            environment.font = .system(size: size)
            let text = ResolvedText(Text("A"), environment: environment, report: { _ in })
            #expect(text.runs.first?.face.familyName == family, "\(size) pt")
        }
    }

    @Test("Apple's tracking by point size: −0.43 at 17, +0.40 at 34, interpolated between, +0.24 below 6, 0 from 80")
    func trackingTable() {
        #expect(SystemFontTracking.tracking(atPointSize: 17) == -0.43)
        #expect(SystemFontTracking.tracking(atPointSize: 34) == 0.40)
        #expect(abs(SystemFontTracking.tracking(atPointSize: 18.5) - -0.445) < 1e-12)
        #expect(SystemFontTracking.tracking(atPointSize: 4) == 0.24)
        #expect(SystemFontTracking.tracking(atPointSize: 100) == 0)
        #expect(SystemFontTracking.tracking(atPointSize: .nan) == 0)
    }

    @Test("ASCII characters take SF's advance widths: \"1\" is 0.463 em in the text design, 0.443 em in the display design")
    func advanceWidths() {
        // At 100 pt and up tracking is 0, so the width is the advance plus the weight's constant
        // (0.3/1000 em for Regular below 20 pt, 0.4/1000 from 20 pt). Advances are whole units of
        // Inter's 2048-unit em, so widths are within half a unit (0.25 pt at 1000 pt).
        let text = TextLineProbe("1", width: nil, in: { var e = EnvironmentValues(); e.font = .system(size: 1000); return e }())
        #expect(abs((text.lineWidths.first ?? 0) - (443 + 0.4)) < 0.25)
        var small = EnvironmentValues()
        small.font = .system(size: 10)
        let width = TextLineProbe("1", width: nil, in: small).lineWidths.first ?? 0
        // 0.463 em at 10 pt is 4.63, plus 10 pt's tracking (+0.12) and 0.3/1000 em.
        #expect(abs(width - (4.63 + 0.12 + 0.003)) < 0.0025)
    }

    @Test("Bold is wider than regular, as SF's Bold is: \"Settings\" at 17 pt")
    func boldIsWider() {
        let regular = probe("Settings").lineWidths.first ?? 0
        let bold = probe("Settings", weight: .bold).lineWidths.first ?? 0
        #expect(bold > regular * 1.03)
    }

    @Test("SF Pro's own files, when present, are chosen by size with Apple's tracking and their own metrics")
    func sfProChoice() {
        let typeface = SystemTypeface.sfPro(hasRounded: true)
        #expect(typeface.choice(pointSize: 17, weight: 400, design: .default, width: 100)
                == SystemFontChoice(family: "SF Pro Text", tracking: -0.43))
        #expect(typeface.choice(pointSize: 34, weight: 700, design: .default, width: 100)
                == SystemFontChoice(family: "SF Pro Display", tracking: 0.40))
        #expect(typeface.choice(pointSize: 17, weight: 400, design: .rounded, width: 100).family == "SF Pro Rounded")
        #expect(SystemTypeface.sfPro(hasRounded: false).choice(pointSize: 17, weight: 400, design: .rounded, width: 100).family == "SF Pro Text")
    }

    @Test("Serif, monospaced, condensed and expanded system fonts, and the platform typeface, use the platform's families untouched")
    func platformFamilies() {
        for design in [FontDesign.serif, .monospaced] {
            #expect(SystemTypeface.inter.choice(pointSize: 17, weight: 400, design: design, width: 100) == SystemFontChoice())
        }
        #expect(SystemTypeface.inter.choice(pointSize: 17, weight: 400, design: .default, width: 75) == SystemFontChoice())
        #expect(SystemTypeface.platformDefault.choice(pointSize: 17, weight: 400, design: .default, width: 100) == SystemFontChoice())
    }

    @Test("A named family (defaultFontFamily or .custom) gets no SF tracking: \"Inter\" by name is Inter's own widths")
    func namedFamilyIsUntouched() {
        var named = EnvironmentValues()
        named.font = .custom("Inter", size: 17)
        var system = EnvironmentValues()
        system.font = .system(size: 17)
        let own = TextLineProbe("Hello world", width: nil, in: named).lineWidths.first ?? 0
        let standIn = TextLineProbe("Hello world", width: nil, in: system).lineWidths.first ?? 0
        #expect(own != standIn)
    }

    @Test("The calibration's reference: body-size widths within 1% of SF's (median) and 3% (p95)")
    func calibrationReference() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/text-calibration/sf-reference.tsv")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        // Column 3 + 16 is 17 pt regular (cells are size-major: 11, 12, 13, 15, then 17; four weights each).
        var errors: [Double] = []
        for line in lines where line.hasPrefix("w\t") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > 19, let sf = Double(fields[19]) else { continue }
            let mine = Double(probe(String(fields[2])).lineWidths.first ?? 0)
            errors.append(abs(mine / sf - 1))
        }
        errors.sort()
        #expect(errors.count > 300)
        #expect(errors[errors.count / 2] < 0.01)
        #expect(errors[errors.count * 95 / 100] < 0.03)
    }
}
