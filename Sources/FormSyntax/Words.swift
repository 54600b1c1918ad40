/// The words the language gives meaning to.
public enum Words {
    /// Reserved words of LANGUAGE.md §2: never a field or form name.
    public static let reserved: Set<String> = [
        "form", "field", "list", "formatter", "locale", "translations", "when", "on",
        "true", "false", "in", "matches", "value", "length",
    ]

    /// Swift keywords (`reserved-name`): a field named `init` or `Type` would
    /// not compile. The names generated code itself declares or refers to
    /// are FormChecker's `GeneratedSwiftNames`.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol", "some", "any", "async", "actor", "macro", "package",
    ]

    /// The attribute words that may start a line inside a field or list.
    public static let fieldAttributes: Set<String> = [
        "label", "placeholder", "caption", "format", "secure", "required", "error",
        "default", "disabled", "enabled", "keyboard", "min", "max",
    ]

    /// The words that start a top-level declaration.
    public static let declarationStarts: Set<String> = ["form", "formatter", "locale", "translations"]

    /// Whether `name` may not name a form or field.
    public static func isReservedName(_ name: String) -> Bool {
        reservedNames.contains(name)
    }

    /// `reserved` and `swiftKeywords` together, so a name is hashed once.
    static let reservedNames: Set<String> = reserved.union(swiftKeywords)
}
