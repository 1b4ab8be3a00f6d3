import ArrangeCore
import Foundation
import Testing

/// The colours Arrange names itself are held by number (`SemanticColors.Standard`); they must
/// be the same colours as before in every way a colour is observed.
@Suite("Standard colours")
struct StandardColorTests {
    @Test("A standard colour equals, and hashes as, the same colour held as a shared object")
    func standardColoursMatchTheirSharedForm() {
        for standard in SemanticColors.Standard.allCases {
            let byNumber = Color(standard: standard)
            let shared = Color(name: standard.name, light: standard.light, dark: standard.dark ?? standard.light)
            #expect(byNumber == shared, "\(standard)")
            #expect(byNumber.hashValue == shared.hashValue, "\(standard)")
            #expect(byNumber.name == standard.name)
            #expect(byNumber.components == standard.light)
            #expect(byNumber.dark == standard.dark)
            #expect(!byNumber.isFromAssetCatalog)
        }
    }

    @Test("System red, white and gray keep Apple's values; the dark appearance picks the dark ones")
    func valuesAndAppearances() {
        #expect(Color.red.components == Color.Components(255, 59, 48))
        #expect(Color.red.resolved(for: .dark).components == Color.Components(255, 69, 58))
        #expect(Color.red.resolved(for: .dark).name == "red")
        #expect(Color.red.resolved(for: .light) == Color.red)
        #expect(Color.white.components == Color.Components(red: 1, green: 1, blue: 1))
        #expect(Color.white.dark == nil)
        #expect(Color.gray.dark == nil)
        #expect(Color.clear.opacity == 0)
        #expect(Color.red.description == "red")
        #expect(Color.red.opacity(0.5).dark == Color.Components(red: 1, green: 69 / 255, blue: 58 / 255, opacity: 0.5))
    }
}
