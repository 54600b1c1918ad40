/// How a `choice` field's selection is shown in its ``FieldState`` row:
/// the selected options' identifiers, in option order, joined by `,`
/// (identifiers never hold one); empty for nothing selected. The session
/// holds the selection as identifiers; this text lets the view's row cache
/// and tests compare a choice like any other field.
enum ChoiceSelection {
    /// The separator between identifiers.
    static let separator: Character = ","

    /// The identifiers in a selection's text.
    static func ids(in text: String) -> [String] {
        text.split(separator: separator).map(String.init)
    }

    /// The text of a selection of `ids` (already in option order).
    static func text(_ ids: [String]) -> String {
        ids.joined(separator: String(separator))
    }
}
