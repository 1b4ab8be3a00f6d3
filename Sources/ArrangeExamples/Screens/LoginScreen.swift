import Arrange

/// A login screen, written as iOS developers write one (issue 25's gallery): an app mark, text
/// and secure fields in rounded grey boxes, a full-width button whose white label is set with
/// `.foregroundColor` on the button itself (the label must not take the tint), a link and a
/// sign-up line at the bottom.
struct LoginScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remembers = true

    /// The empty login form.
    init() {}

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: "leaf.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 72, height: 72)
                .foregroundStyle(.green)
            VStack(spacing: 6) {
                Text("Welcome back").font(.largeTitle.bold()).accessibilityIdentifier("title")
                Text("Sign in to continue to Greenhouse").font(.subheadline).foregroundStyle(.secondary)
            }
            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .padding()
                    .background(Color(.systemGray6))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .accessibilityIdentifier("email")
                SecureField("Password", text: $password)
                    .padding()
                    .background(Color(.systemGray6))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .accessibilityIdentifier("password")
                Toggle("Remember me", isOn: $remembers)
                    .font(.subheadline)
            }
            Button("Log In") {}
                .font(.headline)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding()
                .background(Color.blue)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .accessibilityIdentifier("login")
            Button("Forgot password?") {}
                .font(.footnote)
            Spacer()
            HStack(spacing: 4) {
                Text("Don’t have an account?").foregroundStyle(.secondary)
                Button("Sign Up") {}.fontWeight(.semibold)
            }
            .font(.footnote)
        }
        .padding(.horizontal, 24)
    }
}
