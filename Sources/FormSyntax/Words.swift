/// The words the language gives meaning to.
public enum Words {
    /// Reserved words of LANGUAGE.md §2: never a field or form name. The
    /// Swift keywords and the names generated code binds belong to code
    /// generation: FormChecker's `GeneratedSwiftNames`.
    public static let reserved: Set<String> = [
        "form", "field", "list", "formatter", "locale", "translations", "when", "on",
        "true", "false", "in", "matches", "value", "length",
    ]

    /// The attribute words that may start a line inside a field or list.
    public static let fieldAttributes: Set<String> = [
        "label", "placeholder", "caption", "format", "secure", "required", "error",
        "default", "disabled", "enabled", "keyboard", "min", "max", "option", "multiple", "visible",
    ]

    /// The words that start a top-level declaration.
    public static let declarationStarts: Set<String> = ["form", "formatter", "locale", "translations"]
}
