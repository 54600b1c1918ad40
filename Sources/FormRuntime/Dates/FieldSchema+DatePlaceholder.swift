extension FieldSchema {
    /// The placeholder a renderer shows in the empty field: the spec's
    /// `placeholder`, else for a `date` or `month` field its input pattern
    /// under `locale` (`DD.MM.YYYY` in `de_DE`, `MM/YY`; LANGUAGE.md §14),
    /// else nil.
    public func shownPlaceholder(locale: LocaleRules) -> String? {
        if let placeholder { return placeholder }
        guard type.base == .date || type.base == .month else { return nil }
        return chain(locale: locale).datePattern(for: type.base).source
    }
}

extension FieldSchema {
    /// The built-in message of a `date` or `month` field whose complete text
    /// is not a calendar date (LANGUAGE.md §14); raised like `required`, on
    /// submit, and translatable like any text of the form.
    public static let invalidDateMessage = "Enter a valid date"
}
