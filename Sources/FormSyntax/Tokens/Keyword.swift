/// Every word the language gives a meaning to, and what each may be: the one
/// table of the language's vocabulary (LANGUAGE.md §2–§14).
///
/// The lexer recognises these words from the bytes once, so the parser
/// switches on a small enum instead of comparing strings; `other` is every
/// other identifier (and every token that is not an identifier). A keyword is
/// still an identifier token: the parser decides by position whether the word
/// means anything (`format` may name a field).
///
/// Everything else that lists words reads this table through ``roles``:
/// ``Words`` (reserved words, attributes, declaration starts), the checker's
/// reserved-name rule, the language server's completion and semantic tokens,
/// and the test that the TextMate grammar in `editors/` lists exactly these
/// words (`Tests/editors`, which reads the `roles` switch below, one word a
/// line). A new word is added here, and only here.
public enum Keyword: String, CaseIterable, Sendable {
    /// Any other identifier.
    case other = ""
    // Declarations and members.
    case form, formatter, locale, translations, field, list, title, submit, language
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

    /// What a word may be; a word may be several things (`decimal` is a
    /// type, a keyboard and a locale rule).
    public struct Roles: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Reserved words of LANGUAGE.md §2: never a field or form name.
        public static let reserved = Roles(rawValue: 1 << 0)
        /// Declares something with a name or a body (`form`, `field`, `section`, …).
        public static let declaration = Roles(rawValue: 1 << 1)
        /// Starts a top-level declaration.
        public static let declarationStart = Roles(rawValue: 1 << 2)
        /// May start a line inside a form.
        public static let formMember = Roles(rawValue: 1 << 3)
        /// May start a line inside a section.
        public static let sectionMember = Roles(rawValue: 1 << 4)
        /// May start a line inside a field or list.
        public static let fieldAttribute = Roles(rawValue: 1 << 5)
        /// An attribute of a form (`title`, `locale`, `submit`, `language`).
        public static let formAttribute = Roles(rawValue: 1 << 6)
        /// A rule of a `locale "…" { }` block.
        public static let localeRule = Roles(rawValue: 1 << 7)
        /// A field type.
        public static let type = Roles(rawValue: 1 << 8)
        /// A keyboard kind after `keyboard`.
        public static let keyboard = Roles(rawValue: 1 << 9)
        /// A validation trigger after `on`.
        public static let trigger = Roles(rawValue: 1 << 10)
        /// A word of conditions that joins or compares (`when`, `matches`, `contains`, …).
        public static let control = Roles(rawValue: 1 << 11)
        /// A boolean literal.
        public static let literal = Roles(rawValue: 1 << 12)
        /// A value of conditions (`value`, `length`, `count`).
        public static let conditionValue = Roles(rawValue: 1 << 13)
        /// A word that modifies the attribute before it (`secure toggle`).
        public static let modifier = Roles(rawValue: 1 << 14)
    }

    /// What the word may be: the table, one word a line.
    public var roles: Roles {
        switch self {
        case .other: []
        case .form: [.reserved, .declaration, .declarationStart]
        case .formatter: [.reserved, .declaration, .declarationStart]
        case .locale: [.reserved, .declaration, .declarationStart, .formMember, .formAttribute]
        case .translations: [.reserved, .declaration, .declarationStart]
        case .field: [.reserved, .declaration, .formMember, .sectionMember]
        case .list: [.reserved, .declaration, .formMember, .sectionMember]
        case .section: [.declaration, .formMember]
        case .title: [.formMember, .formAttribute]
        case .submit: [.formMember, .formAttribute, .trigger]
        case .language: [.formMember, .formAttribute]
        case .label: [.fieldAttribute]
        case .placeholder: [.fieldAttribute]
        case .caption: [.fieldAttribute, .sectionMember]
        case .format: [.fieldAttribute]
        case .secure: [.fieldAttribute]
        case .required: [.fieldAttribute]
        case .error: [.fieldAttribute]
        case .default: [.fieldAttribute, .keyboard]
        case .disabled: [.fieldAttribute]
        case .enabled: [.fieldAttribute]
        case .keyboard: [.fieldAttribute]
        case .min: [.fieldAttribute]
        case .max: [.fieldAttribute]
        case .option: [.fieldAttribute]
        case .multiple: [.fieldAttribute]
        case .visible: [.fieldAttribute, .sectionMember]
        case .contains: [.control]
        case .when: [.reserved, .control]
        case .on: [.reserved, .control]
        case .true: [.reserved, .literal]
        case .false: [.reserved, .literal]
        case .in: [.reserved, .control]
        case .matches: [.reserved, .control]
        case .value: [.reserved, .conditionValue]
        case .length: [.reserved, .conditionValue]
        case .count: [.conditionValue]
        case .toggle: [.modifier]
        case .text: [.type]
        case .int: [.type]
        case .decimal: [.type, .keyboard, .localeRule]
        case .bool: [.type]
        case .date: [.type]
        case .month: [.type]
        case .choice: [.type]
        case .base: [.localeRule]
        case .grouping: [.localeRule]
        case .groupSizes: [.localeRule]
        case .minimumGroupingDigits: [.localeRule]
        case .minus: [.localeRule]
        case .datePattern: [.localeRule]
        case .change: [.trigger]
        case .blur: [.trigger]
        case .email: [.keyboard]
        case .number: [.keyboard]
        case .phone: [.keyboard]
        case .url: [.keyboard]
        }
    }

    /// Every word of the language (all cases but `other`), in table order.
    public static let words: [Keyword] = allCases.filter { $0 != .other }

    /// The spellings of the words with all of `roles`, in table order.
    public static func spellings(_ roles: Roles) -> [String] {
        words.filter { $0.roles.isSuperset(of: roles) }.map(\.rawValue)
    }

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
    public static func recognise(_ word: String) -> Keyword {
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
    var isReserved: Bool { roles.contains(.reserved) }

    /// The attribute words that may start a line inside a field or list (`Words.fieldAttributes`).
    var isFieldAttribute: Bool { roles.contains(.fieldAttribute) }

    /// The words that start a top-level declaration (`Words.declarationStarts`).
    var isDeclarationStart: Bool { roles.contains(.declarationStart) }

    /// `title`, `locale`, `submit` or `language`.
    var formAttribute: FormAttribute.Kind? {
        roles.contains(.formAttribute) ? FormAttribute.Kind(rawValue: rawValue) : nil
    }

    var typeBase: TypeSyntax.Base? {
        roles.contains(.type) ? TypeSyntax.Base(rawValue: rawValue) : nil
    }

    var keyboard: KeyboardSyntax? {
        roles.contains(.keyboard) ? KeyboardSyntax(rawValue: rawValue) : nil
    }

    var trigger: TriggerSyntax? {
        roles.contains(.trigger) ? TriggerSyntax(rawValue: rawValue) : nil
    }

    var localeRule: LocaleRule.Kind? {
        roles.contains(.localeRule) ? LocaleRule.Kind(rawValue: rawValue) : nil
    }
}
