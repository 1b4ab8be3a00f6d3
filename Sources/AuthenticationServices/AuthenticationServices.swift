// Linux's `AuthenticationServices` (Arrange's own module): Sign in with Apple (the SwiftUI button
// and the authorization controller) and web authentication sessions, so sign-in screens compile
// unchanged. There is no Apple ID or browser on Linux: every request ends with
// `ASAuthorizationError.notHandled` (or `ASWebAuthenticationSessionError.canceledLogin`), and the
// button draws as Apple's does.
@_exported import Foundation
@_exported import UIKit
