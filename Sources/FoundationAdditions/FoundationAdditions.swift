// Foundation API that Apple's platforms have and Linux's Foundation lacks (Arrange's own
// module): `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource`, looked
// up in the bundle's string tables as on iOS. `SwiftUI` re-exports it, and `arrange` imports it
// into every file it compiles, as model files that import Foundation alone use it.
@_exported import Foundation
