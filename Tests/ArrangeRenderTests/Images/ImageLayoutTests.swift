import ArrangeCore
@testable import ArrangeRender
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing
import ArrangeRenderTestSupport

/// `Image`'s layout (layout-rules.md A3.2, cases.md B-06, B-07, B-35) with real image files made
/// at test time.
@Suite("Images: layout")
@MainActor struct ImageLayoutTests: CaseFixtures {
    /// A folder with `name` as a `pixels` × `pixels` PNG; returns the file's URL.
    private func imageFile(_ name: String = "img.png", pixels: Int, height: Int? = nil) throws -> URL {
        let folder = try ImageFixtures.folder()
        return try ImageFixtures.write(ImageFixtures.solidPNG(width: pixels, height: height ?? pixels), name, in: folder)
    }

    @Test("Natural size: pixels at scale 1, and a named @2x file at scale 2")
    func naturalSizeOneAndTwoX() throws {
        let folder = try ImageFixtures.folder()
        try ImageFixtures.write(ImageFixtures.solidPNG(width: 60, height: 40), "plain.png", in: folder)
        try ImageFixtures.write(ImageFixtures.solidPNG(width: 120, height: 80), "retina@2x.png", in: folder)
        let bundle = try #require(Bundle(path: folder.path))

        let plain = HostingView(rootView: Image("plain", bundle: bundle).id("i"), size: size(300, 300))
        #expect(frame("i", in: plain).size == size(60, 40))
        #expect(plain.diagnostics.isEmpty)

        let retina = HostingView(rootView: Image("retina", bundle: bundle).id("i"), size: size(300, 300))
        #expect(frame("i", in: retina).size == size(60, 40))
        let leaf = try #require(ImageFixtures.imageLeaves(retina).first)
        #expect(leaf.scale == 2)
        #expect(leaf.bitmap?.width == 120)

        // The same file by URL: the scale is the one given, not the name's.
        let byURL = HostingView(rootView: Image(contentsOf: folder.appendingPathComponent("retina@2x.png")).id("i"), size: size(300, 300))
        #expect(frame("i", in: byURL).size == size(120, 80))
        let byURLAt2 = HostingView(rootView: Image(contentsOf: folder.appendingPathComponent("retina@2x.png"), scale: 2).id("i"), size: size(300, 300))
        #expect(frame("i", in: byURLAt2).size == size(60, 40))
    }

    @Test("The variant matching displayScale is chosen; the names with extensions and .jpg are found")
    func variantsAndExtensions() throws {
        let folder = try ImageFixtures.folder()
        try ImageFixtures.write(ImageFixtures.solidPNG(width: 30, height: 30), "icon.png", in: folder)
        try ImageFixtures.write(ImageFixtures.solidPNG(width: 60, height: 60), "icon@2x.png", in: folder)
        try ImageFixtures.write(ImageFixtures.quadrantJPEG(), "photo.jpg", in: folder)
        let bundle = try #require(Bundle(path: folder.path))

        var environment = EnvironmentValues()
        let one = HostingView(rootView: Image("icon", bundle: bundle), size: size(100, 100), environment: environment)
        #expect(ImageFixtures.imageLeaves(one).first?.bitmap?.width == 30)
        environment.displayScale = 2
        let two = HostingView(rootView: Image("icon", bundle: bundle).id("i"), size: size(100, 100), environment: environment)
        #expect(ImageFixtures.imageLeaves(two).first?.bitmap?.width == 60)
        #expect(frame("i", in: two).size == size(30, 30))
        environment.displayScale = 3  // no @3x: the nearest smaller, @2x
        let three = HostingView(rootView: Image("icon", bundle: bundle), size: size(100, 100), environment: environment)
        #expect(ImageFixtures.imageLeaves(three).first?.scale == 2)

        let withExtension = HostingView(rootView: Image("icon.png", bundle: bundle).id("i"), size: size(100, 100))
        #expect(frame("i", in: withExtension).size == size(30, 30))
        let explicitVariant = HostingView(rootView: Image("icon@2x", bundle: bundle).id("i"), size: size(100, 100))
        #expect(frame("i", in: explicitVariant).size == size(30, 30))
        #expect(ImageFixtures.imageLeaves(explicitVariant).first?.scale == 2)
        let jpeg = HostingView(rootView: Image(decorative: "photo", bundle: bundle).id("i"), size: size(100, 100))
        #expect(frame("i", in: jpeg).size == size(16, 16))
        #expect(jpeg.diagnostics.isEmpty)
    }

    @Test("B-06: two rigid 80×80 images in HStack(spacing: 10) are 170×80 whatever the proposal")
    func b06RigidImages() throws {
        let url = try imageFile(pixels: 80)
        for proposal in [size(200, 140), size(140, 140)] {
            let h = host(proposal.width, proposal.height, HStack(spacing: 10) {
                Image(contentsOf: url).id("a")
                Image(contentsOf: url).id("b")
            }.id("stack"))
            #expect(frame("stack", in: h) == rect(0, 0, 170, 80))
            #expect(frame("a", in: h) == rect(0, 0, 80, 80))
            #expect(frame("b", in: h) == rect(90, 0, 80, 80))
            #expect(h.rootFrame.size == size(170, 80))
        }
    }

    @Test("B-07: a rigid image keeps 80 and the two texts share the rest (≤ 65 each)")
    func b07RigidImagePlusTexts() throws {
        let url = try imageFile(pixels: 80)
        let h = host(230, 200, HStack(spacing: 10) {
            Image(contentsOf: url).id("img")
            Text("A long text that has to wrap").id("long")
            Text("Medium text").id("medium")
        }
        .font(.system(size: 5)).environment(\.defaultFontFamily, Font.testFontFamily))
        let image = frame("img", in: h), long = frame("long", in: h), medium = frame("medium", in: h)
        #expect(image.minX == 0 && image.size == size(80, 80))
        #expect(long.minX == 90)
        #expect(long.width <= 65 && medium.width <= 65)
        #expect(medium.minX == long.maxX + 10)
    }

    @Test("B-35: a 60×60 image in frames")
    func b35ImageInFrames() throws {
        let url = try imageFile(pixels: 60)
        let centred = host(80, 80, Image(contentsOf: url).id("img").frame(width: 80, height: 80).id("frame"))
        #expect(frame("frame", in: centred) == rect(0, 0, 80, 80))
        #expect(frame("img", in: centred) == rect(10, 10, 60, 60))

        let topLeading = host(80, 80, Image(contentsOf: url).id("img").frame(width: 80, height: 80, alignment: .topLeading).id("frame"))
        #expect(frame("img", in: topLeading) == rect(0, 0, 60, 60))

        let resizable = host(80, 80, Image(contentsOf: url).resizable().id("img").frame(width: 80, height: 80).id("frame"))
        #expect(frame("img", in: resizable) == rect(0, 0, 80, 80))

        let narrow = host(40, 80, Image(contentsOf: url).id("img").frame(width: 40, height: 80).id("frame"))
        #expect(frame("frame", in: narrow) == rect(0, 0, 40, 80))
        #expect(frame("img", in: narrow) == rect(-10, 10, 60, 60))
    }

    @Test("Resizable: takes the proposal, natural size on unspecified axes")
    func resizableInFrames() throws {
        let url = try imageFile(pixels: 60, height: 30)
        let fixed = host(300, 300, Image(contentsOf: url).resizable().id("img").frame(width: 120, height: 45))
        #expect(frame("img", in: fixed).size == size(120, 45))
        // A width-only frame passes the host's height through.
        let widthOnly = host(300, 200, Image(contentsOf: url).resizable().id("img").frame(width: 120))
        #expect(frame("img", in: widthOnly).size == size(120, 200))
        // fixedSize proposes nil: the natural size.
        let ideal = host(300, 300, Image(contentsOf: url).resizable().fixedSize().id("img"))
        #expect(frame("img", in: ideal).size == size(60, 30))
        let idealWidth = host(300, 300, Image(contentsOf: url).resizable().fixedSize(horizontal: true, vertical: false).id("img"))
        #expect(frame("img", in: idealWidth).size == size(60, 300))
        // Beside a flexible colour in an HStack, the resizable image shares the width equally.
        let shared = host(210, 50, HStack(spacing: 10) { Image(contentsOf: url).resizable().id("img"); Color.red.id("c") })
        #expect(frame("img", in: shared) == rect(0, 0, 100, 50))
        #expect(frame("c", in: shared) == rect(110, 0, 100, 50))
        // A non-resizable image ignores every proposal.
        let leafHost = host(10, 10, Image(contentsOf: url))
        #expect(leafHost.sizeThatFits(ProposedViewSize(width: 500, height: 0)) == size(60, 30))
        #expect(leafHost.sizeThatFits(.infinity) == size(60, 30))
    }

    @Test("scaledToFit and scaledToFill with a 2:1 image in an 80×80 frame")
    func scaledToFitAndFill() throws {
        let url = try imageFile(pixels: 100, height: 50)
        let fit = host(80, 80, Image(contentsOf: url).resizable().scaledToFit().id("img").frame(width: 80, height: 80).id("frame"))
        #expect(frame("img", in: fit) == rect(0, 20, 80, 40))
        #expect(frame("frame", in: fit) == rect(0, 0, 80, 80))

        let fill = host(80, 80, Image(contentsOf: url).resizable().scaledToFill().id("img").frame(width: 80, height: 80).id("frame"))
        #expect(frame("img", in: fill) == rect(-40, 0, 160, 80))

        let aspectFit = host(80, 80, Image(contentsOf: url).resizable().aspectRatio(contentMode: .fit).id("img").frame(width: 80, height: 80))
        #expect(frame("img", in: aspectFit) == rect(0, 20, 80, 40))
        let square = host(80, 80, Image(contentsOf: url).resizable().aspectRatio(1, contentMode: .fit).id("img").frame(width: 80, height: 80))
        #expect(frame("img", in: square) == rect(0, 0, 80, 80))

        // Not resizable, the image keeps its 100×50 and overflows the frame, centred.
        let rigid = host(80, 80, Image(contentsOf: url).scaledToFit().id("img").frame(width: 80, height: 80))
        #expect(frame("img", in: rigid) == rect(-10, 15, 100, 50))
    }

    @Test("resizable(capInsets:resizingMode:), interpolation, antialiased and renderingMode are kept")
    func modifiersAreStored() throws {
        let url = try imageFile(pixels: 40)
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let h = host(200, 200, VStack {
            Image(contentsOf: url).resizable(capInsets: insets)
            Image(contentsOf: url).resizable(capInsets: insets, resizingMode: .tile).interpolation(.none)
            Image(contentsOf: url).antialiased(false).renderingMode(.template).interpolation(.high)
        })
        let leaves = ImageFixtures.imageLeaves(h)
        try #require(leaves.count == 3)
        #expect(leaves[0].fill == .stretch(capInsets: insets))
        #expect(leaves[0].smoothsPixels)
        #expect(leaves[1].fill == .tile(capInsets: insets))
        #expect(!leaves[1].smoothsPixels)
        #expect(leaves[2].fill == .natural)
        #expect(leaves[2].contents.isAntialiased == false)
        #expect(leaves[2].contents.renderingMode == .template)
        #expect(leaves[2].contents.interpolation == .high)
        #expect(leaves.allSatisfy { $0.placeholderLabel == nil })
        #expect(h.diagnostics.isEmpty)

        // Modifiers return Image, so they chain in any order.
        let chained: Image = Image(contentsOf: url).interpolation(.low).resizable().antialiased(true)
        #expect(chained == Image(contentsOf: url).interpolation(.low).resizable().antialiased(true))

        let bad = host(100, 100, Image(contentsOf: url).resizable(capInsets: EdgeInsets(top: -1, leading: .nan, bottom: 2, trailing: 0)))
        #expect(ImageFixtures.imageLeaves(bad).first?.fill == .stretch(capInsets: EdgeInsets(top: 0, leading: 0, bottom: 2, trailing: 0)))
        #expect(bad.diagnostics.contains { $0.contains("invalid cap insets") })
    }

    @Test("A missing image: a diagnostic and an empty image, 0×0, or the proposal when resizable")
    func missingImage() throws {
        let folder = try ImageFixtures.folder()
        let bundle = try #require(Bundle(path: folder.path))
        let h = host(100, 100, VStack(spacing: 0) {
            Image("nowhere", bundle: bundle).id("img")
            Color.red.frame(width: 10, height: 10)
        })
        #expect(frame("img", in: h).size == size(0, 0))
        #expect(h.rootFrame.size == size(10, 10))
        #expect(h.diagnostics.count == 1)
        #expect(h.diagnostics.first?.contains("No image named \"nowhere\" found") == true)
        let leaf = try #require(ImageFixtures.imageLeaves(h).first)
        #expect(leaf.bitmap == nil)
        #expect(leaf.placeholderLabel == "nowhere")

        let resizable = host(100, 60, Image("nowhere", bundle: bundle).resizable().id("img"))
        #expect(frame("img", in: resizable).size == size(100, 60))

        let file = host(100, 100, Image(contentsOf: folder.appendingPathComponent("gone.png")).id("img"))
        #expect(frame("img", in: file).size == size(0, 0))
        #expect(file.diagnostics.first?.contains("gone.png") == true)
        #expect(file.diagnostics.first?.contains("no such file") == true)

        // A bad scale is reported and replaced by 1.
        let url = try ImageFixtures.write(ImageFixtures.solidPNG(width: 8, height: 8), "s.png", in: folder)
        let badScale = host(100, 100, Image(contentsOf: url, scale: 0).id("img"))
        #expect(frame("img", in: badScale).size == size(8, 8))
        #expect(badScale.diagnostics.first?.contains("invalid scale") == true)
    }

    @Test("A corrupt file is an empty image with a diagnostic, never a crash")
    func corruptFileInView() throws {
        let folder = try ImageFixtures.folder()
        var png = ImageFixtures.solidPNG(width: 8, height: 8)
        png[png.count - 20] ^= 0xFF  // inside IDAT: its CRC no longer matches
        let url = try ImageFixtures.write(png, "broken.png", in: folder)
        let h = host(100, 100, Image(contentsOf: url).id("img"))
        #expect(frame("img", in: h).size == size(0, 0))
        #expect(h.diagnostics.count == 1)
        #expect(h.diagnostics.first?.contains("not a readable image") == true)
        #expect(ImageFixtures.imageLeaves(h).first?.placeholderLabel == "broken.png")
    }

    @Test("Image(systemName:) of an unknown name: a placeholder square one text line high, following the environment's font")
    func systemNameSize() throws {
        // The test font's line is exactly 1 em: 17 for .body, 28 for .title, 40 for .system(size: 40).
        let unknown = "no.such.symbol"
        let body = host(200, 200, Image(systemName: unknown).id("s").environment(\.defaultFontFamily, Font.testFontFamily))
        #expect(frame("s", in: body).size == size(17, 17))
        let title = host(200, 200, Image(systemName: unknown).font(.title).id("s").environment(\.defaultFontFamily, Font.testFontFamily))
        #expect(frame("s", in: title).size == size(28, 28))
        let custom = host(200, 200, Image(systemName: unknown).id("s").font(.system(size: 40)).environment(\.defaultFontFamily, Font.testFontFamily))
        #expect(frame("s", in: custom).size == size(40, 40))
        let leaf = try #require(ImageFixtures.imageLeaves(custom).first)
        #expect(leaf.isSymbol && leaf.placeholderLabel == nil)
        #expect(leaf.bitmap == nil)

        // With the system font the square matches a one-line Text beside it.
        let row = host(300, 100, HStack { Image(systemName: unknown).id("s"); Text("Settings").id("t") })
        let side = frame("s", in: row).height
        #expect(side == frame("t", in: row).height)
        #expect(frame("s", in: row).width == side)
        #expect(side > 17 && side < 25)
        #expect(row.diagnostics == ["No symbol named \"no.such.symbol\" in Arrange's table of SF Symbols (\(SymbolNames.count) names drawn with Material Icons and Material Design Icons glyphs); Image(systemName: \"no.such.symbol\") is drawn as a placeholder."])

        // Resizable, it takes the proposal like any image.
        let resizable = host(50, 30, Image(systemName: unknown).resizable().id("s"))
        #expect(frame("s", in: resizable).size == size(50, 30))
    }

    @Test("Loaded images lay out like named ones; the tree dump names them")
    func loadedImagesAndDump() throws {
        let folder = try ImageFixtures.folder()
        let url = try ImageFixtures.write(ImageFixtures.solidPNG(width: 50, height: 20), "banner.png", in: folder)
        let image = try Image.load(contentsOf: url, scale: 2)
        let h = host(100, 100, image.id("img"))
        #expect(frame("img", in: h).size == size(25, 10))
        #expect(h.description.contains("Image(banner.png)"))
        let named = host(100, 100, Image(systemName: "gear"))
        #expect(named.description.contains("Image(systemName: \"gear\")"))
    }
}
