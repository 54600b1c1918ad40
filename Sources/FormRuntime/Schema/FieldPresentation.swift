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
    /// The keyboard a field of type `base` has without `keyboard`: `number`
    /// for an `int`, `decimal` for a `decimal`, else the default one. The
    /// checker gives it to a field that names none, and the schema table
    /// writes `keyboard` only for a field whose keyboard differs from it.
    package static func implied(by base: FieldType) -> KeyboardKind {
        switch base {
        case .int: .number
        case .decimal: .decimal
        case .text, .bool, .date, .month, .choice: .default
        }
    }

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
