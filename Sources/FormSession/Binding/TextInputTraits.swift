import FormRuntime

/// How a platform text field is set up for a field (LANGUAGE.md §18): the
/// keyboard, the content type the system autofills, the Return key, secure
/// entry, autocorrection and capitalization. A pure decision from the
/// field's schema, so it is tested on Linux; FormSwiftUI maps it to
/// `UIKeyboardType`, `UITextContentType` and `UIReturnKeyType`.
public struct TextInputTraits: Sendable, Hashable {
    /// The keyboard shown.
    public enum Keyboard: Sendable, Hashable, CaseIterable {
        /// The default keyboard.
        case `default`
        /// For email addresses.
        case email
        /// Digits only (`UIKeyboardType.numberPad`).
        case numberPad
        /// Digits and the decimal separator (`.decimalPad`).
        case decimalPad
        /// Digits, `+`, `*`, `#` (`.phonePad`).
        case phonePad
        /// For URLs.
        case url
        /// Digits and punctuation, for a signed number (`.numbersAndPunctuation`):
        /// the number and decimal pads have no minus key.
        case numbersAndPunctuation
    }

    /// What the system may autofill.
    public enum ContentType: Sendable, Hashable, CaseIterable {
        /// Nothing in particular.
        case none
        /// A password (`UITextContentType.password`).
        case password
        /// An email address.
        case emailAddress
        /// A phone number.
        case telephoneNumber
        /// A URL.
        case url
    }

    /// What the Return key says.
    public enum ReturnKey: Sendable, Hashable, CaseIterable {
        /// Return moves to the next field (or adds a list row).
        case next
        /// Return on the last field submits.
        case done
    }

    /// The keyboard.
    public var keyboard: Keyboard
    /// The autofill content type.
    public var contentType: ContentType
    /// The Return key.
    public var returnKey: ReturnKey
    /// Whether the text is masked (`secure`, not revealed).
    public var isSecure: Bool
    /// Whether the system may autocorrect (off for secure, email, URL,
    /// numbers, dates and fields with a character filter or mask).
    public var autocorrects: Bool
    /// Whether the system capitalizes sentences (off wherever it
    /// autocorrects not, and under `lowercase`).
    public var capitalizesSentences: Bool

    /// Creates traits.
    public init(keyboard: Keyboard, contentType: ContentType, returnKey: ReturnKey, isSecure: Bool, autocorrects: Bool, capitalizesSentences: Bool) {
        self.keyboard = keyboard
        self.contentType = contentType
        self.returnKey = returnKey
        self.isSecure = isSecure
        self.autocorrects = autocorrects
        self.capitalizesSentences = capitalizesSentences
    }

    /// The traits of `field`: `isLastStop` gives Return the `done` label,
    /// `isRevealed` shows a `secure toggle` field in clear.
    public init(for field: FieldSchema, isLastStop: Bool, isRevealed: Bool = false) {
        let keyboard = Self.keyboard(for: field)
        let secure = field.secure != .none
        self.keyboard = keyboard
        self.contentType = secure ? .password : Self.contentType(for: keyboard)
        self.returnKey = isLastStop ? .done : .next
        self.isSecure = secure && !isRevealed
        let plain = !secure && keyboard == .default && field.type.base == .text
            && !field.formatters.contains { Self.restrictsCharacters($0) }
        self.autocorrects = plain
        self.capitalizesSentences = plain && !field.formatters.contains(.lowercase)
    }

    /// The keyboard for `field`: its `keyboard` attribute, else one its type
    /// and formatters call for (a number pad for digits-only masks, dates
    /// and unsigned numbers). A signed number gets numbers and punctuation
    /// even under `keyboard number` or `keyboard decimal`: the iPhone's
    /// number and decimal pads have no minus key, so a negative value could
    /// not be typed at all.
    public static func keyboard(for field: FieldSchema) -> Keyboard {
        let signed = isSignedNumber(field)
        switch field.keyboard {
        case .email: return .email
        case .number: return signed ? .numbersAndPunctuation : .numberPad
        case .decimal: return signed ? .numbersAndPunctuation : .decimalPad
        case .phone: return .phonePad
        case .url: return .url
        case .default: break
        }
        switch field.type.base {
        case .date, .month:
            return .numberPad
        case .int:
            return signed ? .numbersAndPunctuation : .numberPad
        case .decimal:
            return signed ? .numbersAndPunctuation : .decimalPad
        case .text, .bool, .choice:
            return field.formatters.contains(where: takesDigitsOnly) ? .numberPad : .default
        }
    }

    /// Whether `field` is an `int` or `decimal` that accepts a minus sign
    /// (`signed: true`, the default of `number` and `decimal`).
    static func isSignedNumber(_ field: FieldSchema) -> Bool {
        switch field.type.base {
        case .int:
            return field.formatters.lazy.compactMap { spec -> Bool? in
                if case .number(let options) = spec { return options.signed }
                return nil
            }.first ?? true
        case .decimal:
            return field.formatters.lazy.compactMap { spec -> Bool? in
                if case .decimal(let options) = spec { return options.signed }
                return nil
            }.first ?? true
        case .text, .bool, .choice, .date, .month:
            return false
        }
    }

    /// Whether a text formatter lets only ASCII digits through: `digits`, or
    /// a mask whose every slot is `#`.
    static func takesDigitsOnly(_ spec: FormatterSpec) -> Bool {
        switch spec {
        case .digits:
            return true
        case .mask(let pattern, _):
            return pattern.slotCount > 0 && pattern.elements.allSatisfy { element in
                if case .slot(let slot) = element { return slot == .digit }
                return true
            }
        default:
            return false
        }
    }

    /// Whether a formatter makes autocorrection unwelcome (it would
    /// propose words the chain then drops or reshapes).
    static func restrictsCharacters(_ spec: FormatterSpec) -> Bool {
        switch spec {
        case .digits, .letters, .alphanumeric, .allow, .deny, .mask, .number, .decimal, .date: true
        case .lowercase, .uppercase, .trim, .limit: false
        }
    }

    /// The autofill type a keyboard suggests.
    static func contentType(for keyboard: Keyboard) -> ContentType {
        switch keyboard {
        case .email: .emailAddress
        case .phonePad: .telephoneNumber
        case .url: .url
        case .default, .numberPad, .decimalPad, .numbersAndPunctuation: .none
        }
    }
}
