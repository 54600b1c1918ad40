import FormRuntime

/// What tools outside the checker (the language server's completion and
/// hover) may know about the built-in formatters: their names, signatures,
/// argument labels and a one-paragraph summary from LANGUAGE.md §5. The
/// names and parameters are the checker's own (``BuiltinFormatters``), so
/// an editor never offers what the checker would reject.
public enum FormatterCatalog {
    /// Every built-in formatter name, in the order of the reference.
    public static var builtinNames: [String] { BuiltinFormatters.names }

    /// Whether `name` is a built-in formatter.
    public static func isBuiltin(_ name: String) -> Bool { BuiltinFormatters.isBuiltin(name) }

    /// The labels a built-in formatter's labelled arguments take (`raw` for
    /// `mask`), in the order of the reference; empty for any other name.
    public static func argumentLabels(of name: String) -> [String] {
        guard isBuiltin(name) else { return [] }
        return BuiltinFormatters.parameters(of: name).labelled.compactMap(\.label)
    }

    /// The accepted call as messages spell it, such as `mask("…", raw: Bool)`.
    public static func signature(of name: String) -> String {
        BuiltinFormatters.parameters(of: name).signature
    }

    /// The field type a built-in formatter works on: `text`, `int`,
    /// `decimal`, `date` or `month`, as the checker's `formatter-type-mismatch` judges it.
    public static func fieldType(of name: String) -> String {
        let representative: FormatterSpec = switch BuiltinFormatterName(rawValue: name) {
        case .number?: .number(NumberOptions())
        case .decimal?: .decimal(DecimalOptions())
        case .date?: .date(DatePattern.parseOrFallback("DD.MM.YYYY", kind: .date))
        case .month?: .date(DatePattern.defaultMonth)
        case .digits?, .letters?, .alphanumeric?, .allow?, .deny?, .lowercase?, .uppercase?, .trim?, .limit?, .mask?, nil: .digits
        }
        return ChainResolver.valueType(of: representative).rawValue
    }

    /// A short description of a built-in formatter (LANGUAGE.md §5), or `nil`
    /// for a name that is not built in.
    public static func summary(of name: String) -> String? {
        guard let builtin = BuiltinFormatterName(rawValue: name) else { return nil }
        return switch builtin {
        case .digits: "Keeps decimal digits only (Unicode category Nd); other scripts' digits become ASCII."
        case .letters: "Keeps letters only (category L, with combining marks attached to a kept letter)."
        case .alphanumeric: "Keeps letters and digits."
        case .allow: "Keeps only the listed characters; `x-y` is a range, `\\-` a dash."
        case .deny: "Drops the listed characters; `x-y` is a range, `\\-` a dash."
        case .lowercase: "Lowercases the inserted text under the field's locale (`tr_TR`: `I` → `ı`)."
        case .uppercase: "Uppercases the inserted text under the field's locale (`tr_TR`: `i` → `İ`)."
        case .trim: "On commit (blur or submit) removes leading and trailing white space."
        case .limit: "At most n characters; an insertion that would pass n keeps what fits."
        case .mask: "Formats input against a pattern: `#` a digit slot, `A` a letter slot, `*` either, `\\` makes the next character literal; `raw: true` keeps only the slot characters in the value."
        case .number: "An integer in the locale's grouping and minus sign; `grouping`, `signed` and `maxDigits` adjust it."
        case .decimal: "A decimal number in the locale's separators; `scale` limits the fraction digits, `padFraction` pads to it on commit, `maxDigits` bounds the digits in all."
        case .date: "A date typed as digits into a pattern of `DD`, `MM`, `YY`/`YYYY` and literal separators (`date(\"DD.MM.YYYY\")`); without it a date field uses the locale's numeric date order."
        case .month: "A month typed as digits into a pattern of `MM` and `YY`/`YYYY` with literal separators (`month(\"MM/YYYY\")`); without it a month field uses `MM/YY`."
        }
    }
}
