import Foundation
import UIKit

/// The window a sign-in sheet is presented over.
public typealias ASPresentationAnchor = UIWindow

/// An authorization's error, as `ASAuthorizationError`.
public struct ASAuthorizationError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// Unknown.
        case unknown = 1000
        /// The user cancelled.
        case canceled = 1001
        /// The response was invalid.
        case invalidResponse = 1002
        /// The request was not handled (Linux has no Apple ID).
        case notHandled = 1003
        /// The request failed.
        case failed = 1004
        /// The user is not interactive.
        case notInteractive = 1005
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

/// A credential an authorization gives, as `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request of an authorization provider, as `ASAuthorizationRequest`.
open class ASAuthorizationRequest: NSObject {}

/// An authorization's outcome, as `ASAuthorization`.
open class ASAuthorization: NSObject {
    /// The scopes an app may ask for.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        /// The scope's name.
        public let rawValue: String
        /// A scope from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The user's name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The user's email address.
        public static let email = Scope(rawValue: "email")
    }

    /// The credential it gives.
    public let credential: any ASAuthorizationCredential

    init(credential: any ASAuthorizationCredential) {
        self.credential = credential
        super.init()
    }
}

/// A request to sign in with Apple, as `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest {
    /// The scopes asked for.
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A nonce to find in the identity token.
    open var nonce: String?
    /// State returned in the credential.
    open var state: String?
    /// The user the request is for.
    open var user: String?
}

/// A Sign in with Apple credential, as `ASAuthorizationAppleIDCredential`.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    /// The user's identifier.
    open var user: String { "" }
    /// The state the request carried.
    open var state: String? { nil }
    /// The user's name, the first time.
    open var fullName: PersonNameComponents? { nil }
    /// The user's email address, the first time.
    open var email: String? { nil }
    /// The identity token (a JWT).
    open var identityToken: Data? { nil }
    /// The authorization code.
    open var authorizationCode: Data? { nil }
    /// The scopes granted.
    open var authorizedScopes: [ASAuthorization.Scope] { [] }
}

/// Makes Sign in with Apple requests, as `ASAuthorizationAppleIDProvider`.
open class ASAuthorizationAppleIDProvider: NSObject {
    /// A credential's state.
    public enum CredentialState: Int, Sendable {
        /// Revoked.
        case revoked = 0
        /// Authorized.
        case authorized = 1
        /// Not found (always, on Linux).
        case notFound = 2
        /// Transferred.
        case transferred = 3
    }

    /// A request.
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }

    /// A user's credential state: not found, on Linux.
    open func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        DispatchQueue.main.async { completion(.notFound, nil) }
    }

    /// A user's credential state: not found, on Linux.
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// What an authorization controller tells its delegate, as `ASAuthorizationControllerDelegate`;
/// both methods are optional on iOS and have empty defaults here.
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    /// The authorization succeeded.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The authorization failed.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Does nothing, as an unimplemented optional method.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Does nothing, as an unimplemented optional method.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Provides the window a sign-in sheet is presented over.
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    /// The window.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Runs authorization requests, as `ASAuthorizationController`. On Linux no request can be
/// handled: `performRequests()` tells the delegate `ASAuthorizationError.notHandled` on the
/// main queue.
open class ASAuthorizationController: NSObject {
    /// The requests.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// The object told of the outcome (held weakly, as on iOS).
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// The object that provides the window (held weakly, as on iOS).
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// A controller for requests.
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
        super.init()
    }

    /// Runs the requests: the delegate hears `ASAuthorizationError.notHandled`.
    open func performRequests() {
        nonisolated(unsafe) let controller = self
        DispatchQueue.main.async {
            controller.delegate?.authorizationController(controller: controller, didCompleteWithError: ASAuthorizationError(.notHandled))
        }
    }
}
