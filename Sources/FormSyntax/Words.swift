/// The words the language gives meaning to, by what they may be: views of
/// the one table, ``Keyword/roles``.
public enum Words {
    /// Reserved words of LANGUAGE.md §2: never a field or form name. The
    /// Swift keywords and the names generated code binds belong to code
    /// generation: FormChecker's `GeneratedSwiftNames`.
    public static let reserved: Set<String> = Set(Keyword.spellings(.reserved))

    /// The attribute words that may start a line inside a field or list.
    public static let fieldAttributes: Set<String> = Set(Keyword.spellings(.fieldAttribute))

    /// The words that start a top-level declaration.
    public static let declarationStarts: Set<String> = Set(Keyword.spellings(.declarationStart))

    /// Every word of the language.
    public static let all: Set<String> = Set(Keyword.words.map(\.rawValue))
}
