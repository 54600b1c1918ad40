/// The words the parser gives meaning to, recognised from the bytes once at
/// lex time so the parser switches on a small enum instead of comparing and
/// hashing strings. `other` is every other identifier (and every token that
/// is not an identifier).
///
/// A keyword is still an identifier token: the parser decides by position
/// whether the word means anything (`format` may name a field).
enum Keyword: String, CaseIterable {
    case other = ""
    // Declarations and members.
    case form, formatter, locale, translations, field, list, title, submit
    // Field attributes.
    case label, placeholder, caption, format, secure, required, error, `default`, disabled, enabled, keyboard, min, max
    // Choices, visibility and sections (LANGUAGE.md §13).
    case option, multiple, visible, section, contains
    // Expressions and clauses.
    case when, on, `true`, `false`, `in`, matches, value, length, count, toggle
    // Types.
    case text, int, decimal, bool, date, month, choice
    // Locale rules.
    case base, grouping, groupSizes, minimumGroupingDigits, minus, datePattern
    // Triggers and keyboards.
    case change, blur, email, number, phone, url

    /// The keyword spelled by `bytes[range]`, or `other`.
    static func recognise(_ bytes: [UInt8], _ range: Range<Int>) -> Keyword {
        let length = range.count
        guard length < table.count else { return .other }
        let first = bytes[range.lowerBound]
        candidates: for (spelling, keyword) in table[length] where spelling[0] == first {
            for offset in 1..<length where bytes[range.lowerBound + offset] != spelling[offset] {
                continue candidates
            }
            return keyword
        }
        return .other
    }

    /// The keyword spelled `word`, or `other`.
    static func recognise(_ word: String) -> Keyword {
        let bytes = Array(word.utf8)
        return bytes.isEmpty ? .other : recognise(bytes, 0..<bytes.count)
    }

    /// Keywords by the length of their spelling, with the spelling's bytes.
    private static let table: [[(spelling: [UInt8], keyword: Keyword)]] = {
        let words = allCases.filter { $0 != .other }
        let longest = words.map(\.rawValue.utf8.count).max() ?? 0
        var table = [[(spelling: [UInt8], keyword: Keyword)]](repeating: [], count: longest + 1)
        for keyword in words {
            table[keyword.rawValue.utf8.count].append((Array(keyword.rawValue.utf8), keyword))
        }
        return table
    }()

    /// Reserved words of LANGUAGE.md §2 (`Words.reserved`).
    var isReserved: Bool {
        switch self {
        case .form, .field, .list, .formatter, .locale, .translations, .when, .on,
             .true, .false, .in, .matches, .value, .length:
            true
        default:
            false
        }
    }

    /// The attribute words that may start a line inside a field or list (`Words.fieldAttributes`).
    var isFieldAttribute: Bool {
        switch self {
        case .label, .placeholder, .caption, .format, .secure, .required, .error,
             .default, .disabled, .enabled, .keyboard, .min, .max, .option, .multiple, .visible:
            true
        default:
            false
        }
    }

    /// The words that start a top-level declaration (`Words.declarationStarts`).
    var isDeclarationStart: Bool {
        switch self {
        case .form, .formatter, .locale, .translations: true
        default: false
        }
    }

    /// `title`, `locale` or `submit`.
    var formAttribute: FormAttribute.Kind? {
        switch self {
        case .title: .title
        case .locale: .locale
        case .submit: .submit
        default: nil
        }
    }

    var typeBase: TypeSyntax.Base? {
        switch self {
        case .text: .text
        case .int: .int
        case .decimal: .decimal
        case .bool: .bool
        case .date: .date
        case .month: .month
        case .choice: .choice
        default: nil
        }
    }

    var keyboard: KeyboardSyntax? {
        switch self {
        case .default: .default
        case .email: .email
        case .number: .number
        case .decimal: .decimal
        case .phone: .phone
        case .url: .url
        default: nil
        }
    }

    var trigger: TriggerSyntax? {
        switch self {
        case .change: .change
        case .blur: .blur
        case .submit: .submit
        default: nil
        }
    }

    var localeRule: LocaleRule.Kind? {
        switch self {
        case .base: .base
        case .decimal: .decimal
        case .grouping: .grouping
        case .groupSizes: .groupSizes
        case .minimumGroupingDigits: .minimumGroupingDigits
        case .minus: .minus
        case .datePattern: .datePattern
        default: nil
        }
    }
}
