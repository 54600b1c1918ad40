/// The built-in formatters of LANGUAGE.md §5 by name, in the order of the
/// reference: the one table of their names.
///
/// ``FormatterSpec/name``, the checker's parameters and spec building, the
/// catalog tools read (summaries, field types), completion, hover, and the
/// test of the TextMate grammar in `editors/` (which reads this list) all
/// go through it; every per-formatter fact is an exhaustive `switch` over
/// it, so a new formatter cannot be missing from any of them.
package enum BuiltinFormatterName: String, CaseIterable, Sendable, Hashable {
    case digits, letters, alphanumeric, allow, deny, lowercase, uppercase, trim, limit, mask, number, decimal, date, month
}
