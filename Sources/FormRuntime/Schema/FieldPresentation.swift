/// How a field hides its value (§8 of LANGUAGE.md).
public enum SecureEntry: String, Sendable, Hashable, Codable, CaseIterable {
    /// Shown as typed.
    case none
    /// `secure`: one `•` per character everywhere it is shown.
    case secure
    /// `secure toggle`: masked, with a reveal action.
    case toggle
}

/// The keyboard a platform shows for a field (`keyboard …`).
public enum KeyboardKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// For email addresses.
    case email
    /// Digits only.
    case number
    /// Digits and a decimal separator.
    case decimal
    /// A phone pad.
    case phone
    /// For URLs.
    case url
}
