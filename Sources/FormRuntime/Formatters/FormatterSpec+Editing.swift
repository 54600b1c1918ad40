extension FormatterSpec {
    /// Runs this formatter on one step of an edit; `nil` rejects the edit.
    func apply(_ step: EditStep, locale: LocaleRules) -> EditStep? {
        switch self {
        case .digits: CharacterFilter.digits.apply(step)
        case .letters: CharacterFilter.letters.apply(step)
        case .alphanumeric: CharacterFilter.alphanumeric.apply(step)
        case let .allow(pattern): CharacterFilter.allow(pattern).apply(step)
        case let .deny(pattern): CharacterFilter.deny(pattern).apply(step)
        case .lowercase: CaseFormatter(upper: false, languageCode: locale.languageCode).apply(step)
        case .uppercase: CaseFormatter(upper: true, languageCode: locale.languageCode).apply(step)
        case .trim: step
        case let .limit(maximum): LimitFormatter(maximum: maximum).apply(step)
        case let .mask(pattern, _): MaskFormatter(pattern: pattern).apply(step)
        case let .number(options): NumericFormatter(rules: NumericRules(number: options, locale: locale)).apply(step)
        case let .decimal(options): NumericFormatter(rules: NumericRules(decimal: options, locale: locale)).apply(step)
        }
    }

    /// Blur/submit normalisation of this formatter.
    func commit(_ text: [Character], caret: Int, locale: LocaleRules) -> (text: [Character], caret: Int) {
        switch self {
        case .trim: TrimFormatter.commit(text, caret: caret)
        case let .number(options): NumericFormatter(rules: NumericRules(number: options, locale: locale)).commit(text, caret: caret)
        case let .decimal(options): NumericFormatter(rules: NumericRules(decimal: options, locale: locale)).commit(text, caret: caret)
        default: (text, caret)
        }
    }
}
