/// What a whole answer gives under a field's chain (LANGUAGE.md §18, "Line
/// mode reads whole answers"): the value it is read as, or why it is asked
/// again. See ``FormatterChain/wholeAnswer(_:type:today:)``.
package enum WholeAnswer: Sendable, Hashable {
    /// Every character of the answer was kept or only transformed: the
    /// committed display and the value it holds.
    case accepted(display: String, value: FieldValue)
    /// The chain would refuse or drop a character, or the answer is a
    /// complete date that is not on the calendar.
    case refused(WholeAnswerRefusal)
}

/// Why a whole answer is asked again.
package enum WholeAnswerRefusal: Sendable, Hashable {
    /// The chain would drop this character of the answer (or refuse the
    /// answer outright, when it drops everything): `13/27` for a month, `72.5`
    /// for a `decimal` in de_DE.
    case dropped(Character)
    /// A complete date or month that is not a calendar date: `display` is
    /// what the chain made of the answer (`31.02.2026` for `31022026`).
    case impossibleDate(display: String)
    /// A complete ISO date the field's pattern cannot show: `display` reads
    /// back as another date (`1890-05-01` is `01.05.90` under `DD.MM.YY`,
    /// which is 1990 in 2026: LANGUAGE.md §21's two-digit-year window).
    case unshowableDate(display: String)

    /// The built-in message the field is asked again with: "Enter a valid
    /// date" for a `date` or `month` field, "Enter a valid value" otherwise.
    package func message(for type: FieldType) -> BuiltInText {
        type == .date || type == .month ? .invalidDate : .invalidValue
    }
}
