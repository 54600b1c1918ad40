import FormRuntime

/// Neutralises text before it reaches the terminal, so that no label from a
/// spec and no value typed or pasted can move the cursor, change modes,
/// set the window title or reorder what is shown.
///
/// Every dangerous scalar (``DangerousScalar``: controls, line and paragraph
/// separators, bidi marks, embeddings, overrides and isolates, invisible
/// format characters) is replaced by its one visible stand-in, the same as
/// in diagnostics: a C0 control by its Control Picture (ESC is `␛`, CR `␍`,
/// tab `␉`), DEL by `␡`, anything else by `�`.
///
/// Everything else is kept, including the joiners U+200C/U+200D and
/// combining marks.
public enum TerminalText {
    /// `text` with every dangerous scalar replaced by its visible stand-in.
    public static func sanitized(_ text: String) -> String {
        DangerousScalar.neutralised(text)
    }

    /// One character, sanitised: the text drawn in its place.
    public static func sanitized(_ character: Character) -> String {
        sanitized(String(character))
    }

    /// Whether the terminal would act on `scalar` instead of drawing it.
    public static func isNeutralised(_ scalar: Unicode.Scalar) -> Bool {
        DangerousScalar.isDangerous(scalar)
    }

    /// The visible stand-in for a dangerous scalar, or nil for text.
    static func replacement(for scalar: Unicode.Scalar) -> String? {
        DangerousScalar.visibleReplacement(for: scalar).map(String.init)
    }
}
