import FormRuntime
import Foundation

/// The sign-up checks of `specs/signup.form` written by hand, as a person
/// would without formc: the baseline that the generated `SignUp` is timed
/// against (docs/PERFORMANCE.md, "Generated validator against hand-written").
///
/// Same fields, same checks in the same order, same messages and triggers;
/// the e-mail pattern `[^@\s]+@[^@\s]+\.[^@\s]+` is a scan of the bytes
/// (Characters outside ASCII), `length` counts ASCII text by its bytes
/// (`String.count` otherwise), and the model is read in one pass over the
/// values: the fastest plain Swift for these checks that we know of.
public struct HandWrittenSignUp: Sendable, Equatable {
    /// The fields, named as in the spec.
    public enum Field: String, Sendable, Equatable {
        case email, password, confirmation, terms
    }

    /// The e-mail address.
    public var email = ""
    /// The password.
    public var password = ""
    /// The password again.
    public var confirmation = ""
    /// Whether the terms are accepted.
    public var terms = false

    /// A model with these values.
    public init(email: String = "", password: String = "", confirmation: String = "", terms: Bool = false) {
        self.email = email
        self.password = password
        self.confirmation = confirmation
        self.terms = terms
    }

    /// Reads the fields in one pass over the values; a missing value, or
    /// one of another kind, leaves the default.
    public init(fieldValues values: FormValues) {
        for (name, value) in values.fields {
            switch name {
            case "email": email = value.textValue ?? email
            case "password": password = value.textValue ?? password
            case "confirmation": confirmation = value.textValue ?? confirmation
            case "terms": terms = value.boolValue ?? terms
            default: break
            }
        }
    }

    /// The messages raised for `trigger`, in field order.
    public func validate(on trigger: ValidationTrigger = .submit) -> [FieldError<Field>] {
        var errors: [FieldError<Field>] = []
        let onBlur = trigger != .change
        let onSubmit = trigger == .submit
        if email.isEmpty {
            if onSubmit { errors.append(FieldError(field: .email, message: "Enter your email")) }
        } else {
            if onBlur, !Self.looksLikeEmail(email) {
                errors.append(FieldError(field: .email, message: "That doesn't look like an email address"))
            }
            if onSubmit, !Self.isNormalizedEmail(email) {
                errors.append(FieldError(field: .email, message: "Email is not in the expected format"))
            }
        }
        if password.isEmpty {
            if onSubmit { errors.append(FieldError(field: .password, message: "Choose a password")) }
        } else if Self.isShorter(password, than: 8) {
            errors.append(FieldError(field: .password, message: "Use at least 8 characters"))
        }
        if confirmation.isEmpty {
            if onSubmit { errors.append(FieldError(field: .confirmation, message: "Repeat your password")) }
        } else if onBlur, confirmation != password {
            errors.append(FieldError(field: .confirmation, message: "Passwords don't match"))
        }
        if onSubmit, !terms {
            errors.append(FieldError(field: .terms, message: "Accept the terms to continue"))
        }
        return errors
    }

    /// Whether `text` is what `trim | lowercase | limit(254)` makes of it
    /// (LANGUAGE.md §20): ASCII without capitals, no space at either end
    /// and at most 254 bytes; otherwise lower-cased, cut to 254 characters
    /// and trimmed, as a paste and commit do.
    static func isNormalizedEmail(_ text: String) -> Bool {
        let verdict: Bool? = withBytes(text) { bytes in
            guard bytes.count <= 254 else { return nil }
            for byte in bytes {
                switch byte {
                case 0x80..., 0...0x1F, 0x7F: return nil
                case 0x41...0x5A: return false
                default: continue
                }
            }
            guard let first = bytes.first, let last = bytes.last else { return true }
            return first != 0x20 && last != 0x20
        }
        if let verdict { return verdict }
        return String(text.lowercased().prefix(254)).trimmingCharacters(in: .whitespacesAndNewlines) == text
    }

    /// Whether `text` is one or more characters other than `@` and
    /// whitespace, `@`, then such characters with a `.` that is neither
    /// first nor last after the `@`.
    static func looksLikeEmail(_ text: String) -> Bool {
        let verdict: Bool? = withBytes(text) { bytes in
            var at = -1
            var dot = -1  // the first `.` at least two after the `@`
            for index in bytes.indices {
                switch bytes[index] {
                case 0x80...: return nil
                case 9...13, 0x20: return false
                case 0x40:
                    if at >= 0 { return false }
                    at = index
                case 0x2E:
                    if at >= 0, dot < 0, index > at + 1 { dot = index }
                default: break
                }
            }
            return at > 0 && dot >= 0 && dot < bytes.count - 1
        }
        return verdict ?? looksLikeEmail(characters: text)
    }

    /// `text.count < limit`, counting ASCII text without CR by its bytes
    /// (there each character is one byte) instead of walking grapheme
    /// clusters.
    static func isShorter(_ text: String, than limit: Int) -> Bool {
        let ascii = withBytes(text) { bytes in !bytes.contains { $0 >= 0x80 || $0 == 0x0D } }
        return ascii ? text.utf8.count < limit : text.count < limit
    }

    /// `body` on the UTF-8 bytes of `text`, in place when they are contiguous.
    static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// `looksLikeEmail` by `Character`, for text outside ASCII.
    private static func looksLikeEmail(characters text: String) -> Bool {
        let characters = Array(text)
        guard characters.allSatisfy({ !$0.isWhitespace }),
              let at = characters.firstIndex(of: "@"), at > 0,
              characters[(at + 1)...].allSatisfy({ $0 != "@" })
        else { return false }
        let domain = characters[(at + 1)...]
        return domain.dropFirst().dropLast().contains(".")
    }
}
