import Arrange
import ArrangeCore
import Foundation

/// The Sign in with Apple button, as AuthenticationServices' SwiftUI `SignInWithAppleButton`:
/// Apple's logo and the label on a rounded black (or white) area, as wide as it is offered and
/// 44 points high unless its frame says otherwise. A tap runs `onRequest` with a request and ends
/// with `onCompletion(.failure(ASAuthorizationError.notHandled))`: Linux has no Apple ID.
public struct SignInWithAppleButton: View {
    /// What the button says.
    public enum Label: Sendable {
        /// "Sign in with Apple".
        case signIn
        /// "Continue with Apple".
        case `continue`
        /// "Sign up with Apple".
        case signUp

        var text: String {
            switch self {
            case .signIn: "Sign in with Apple"
            case .continue: "Continue with Apple"
            case .signUp: "Sign up with Apple"
            }
        }
    }

    /// The button's colours.
    public enum Style: Sendable {
        /// White on black.
        case black
        /// Black on white.
        case white
        /// Black on white, outlined.
        case whiteOutline
    }

    let label: Label
    let onRequest: (ASAuthorizationAppleIDRequest) -> Void
    let onCompletion: (Result<ASAuthorization, any Error>) -> Void
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A button with a label, running `onRequest` when tapped and `onCompletion` with the outcome.
    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }

    /// The button.
    @MainActor public var body: some View {
        let dark = style == .black
        return Button {
            onRequest(ASAuthorizationAppleIDProvider().createRequest())
            onCompletion(.failure(ASAuthorizationError(.notHandled)))
        } label: {
            HStack(spacing: 4) {
                Image(systemName: "apple.logo")
                Text(verbatim: label.text)
            }
            .font(.system(size: 17, weight: .semibold))
            .foregroundStyle(dark ? Color.white : Color.black)
            .frame(minWidth: 140, idealWidth: 280, maxWidth: .infinity, minHeight: 30, idealHeight: 44, maxHeight: 64)
            .background(RoundedRectangle(cornerRadius: 6).fill(dark ? Color.black : Color.white))
            .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(style == .whiteOutline ? Color.black : Color.clear, lineWidth: 1))
        }
        .buttonStyle(.plain)
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The colours of the Sign in with Apple buttons in this view.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
