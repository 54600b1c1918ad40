import FormRuntime
import FormSession

/// A stand-in for the app's server: it refuses an email that is already
/// registered, answering with the form's own errors so the app can show
/// them under the fields (`FormModel.showMessages`, docs/SWIFTUI.md).
enum AccountServer {
    /// Registers `account`; the errors for the fields it refuses (none when
    /// it took the account).
    static func register(_ account: SignUp) async -> FormErrors<SignUp> {
        guard account.email == "taken@example.com" else { return FormErrors([]) }
        return FormErrors([FieldError(field: .email, message: "This email is already registered")])
    }
}
