import FormDiagnostics
import FormRuntime
import FormSyntax

/// `secure-mismatch` (issue 23 item 11): `secure` masks typed text, which
/// only a `text` field keeps as typed. (On a choice it is `invalid-choice`.)
extension FieldResolver {
    /// Reports `secure` or `secure toggle` on a `bool`, `int`, `decimal`,
    /// `date` or `month` field, with a fix-it that removes it.
    mutating func checkSecure(_ attribute: FieldAttribute, type: FieldTypeRef) {
        let reason: String
        switch type.base {
        case .text, .choice: return
        case .bool: reason = "a toggle has no typed text to mask"
        case .int, .decimal: reason = "a number drops leading zeros, so a PIN or a code would lose digits"
        case .date, .month: reason = "a \(type.base.rawValue) shows its pattern's separators, so masking hides little"
        }
        var what = "'secure'"
        if case .secure(let toggle?) = attribute.value { what = "'secure \(toggle.name)'" }
        var notes: [DiagnosticNote] = []
        if type.base == .int || type.base == .decimal {
            notes.append(DiagnosticNote("a secret number is 'text' with 'format digits'"))
        }
        bag.report(
            .secureMismatch, at: attribute.keyword.range,
            "\(what) masks typed text, but '\(field.name.name)' is \(Article.withArticle(type.base.rawValue)): \(reason)",
            notes: notes,
            fixIts: [bag.fixIt("remove \(what)", replacing: attribute.range, with: "")]
        )
    }
}
