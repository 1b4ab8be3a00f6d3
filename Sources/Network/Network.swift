// Linux's `Network` (Arrange's own module): the path monitor apps use to show whether they are
// online. A preview is always online: every monitor reports a satisfied path over Wi-Fi.
@_exported import Foundation
