extension FieldSchema {
    /// The placeholder a renderer shows in the empty field, in English: the
    /// spec's `placeholder`, else for a `date` or `month` field its input
    /// pattern under `locale` (`DD.MM.YYYY` in `de_DE`, `MM/YY`; LANGUAGE.md
    /// §14), else nil. A form shown in a language uses
    /// ``FormSchema/shownPlaceholder(of:locale:)``.
    public func shownPlaceholder(locale: LocaleRules) -> String? {
        if let placeholder { return placeholder }
        guard type.base == .date || type.base == .month else { return nil }
        return chain(locale: locale).datePattern(for: type.base).source
    }
}

extension FormSchema {
    /// The placeholder a renderer shows in `field` while it is empty: the
    /// spec's `placeholder` (translated with the schema), else for a `date`
    /// or `month` field its input pattern under `locale` with the day, month
    /// and year letters in the shown language (LANGUAGE.md §19: `DD.MM.YYYY`
    /// → `TT.MM.JJJJ` in German, `JJ/MM/AAAA` in French; a schema not yet
    /// shown, in the spec's own language), else nil.
    public func shownPlaceholder(of field: FieldSchema, locale: LocaleRules) -> String? {
        guard let pattern = field.shownPlaceholder(locale: locale) else { return nil }
        guard field.placeholder == nil else { return pattern }
        return BuiltInText.localizedDatePattern(pattern) { text($0) }
    }
}

extension BuiltInText {
    /// A date pattern's source (`DD.MM.YYYY`) with each run of `D`, `M` or
    /// `Y` replaced by `unit`'s text for it (``dateDay``, ``dateMonth``,
    /// ``dateYear``, ``dateShortYear``); separators as written.
    package static func localizedDatePattern(_ pattern: String, unit: (BuiltInText) -> String) -> String {
        var result = ""
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let letter = pattern[index]
            let end = pattern[index...].firstIndex { $0 != letter } ?? pattern.endIndex
            let run = pattern[index..<end]
            switch (letter, run.count) {
            case ("D", 2): result += unit(.dateDay)
            case ("M", 2): result += unit(.dateMonth)
            case ("Y", 4): result += unit(.dateYear)
            case ("Y", 2): result += unit(.dateShortYear)
            default: result += run
            }
            index = end
        }
        return result
    }
}
