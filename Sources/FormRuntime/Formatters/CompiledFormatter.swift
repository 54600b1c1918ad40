/// A formatter prepared for the keystroke path: locale symbols resolved and
/// patterns unpacked once per chain, not once per keystroke.
enum CompiledFormatter: Sendable {
    case filter(CharacterFilter)
    case casing(CaseFormatter)
    case trim
    case limit(LimitFormatter)
    case mask(MaskFormatter)
    case numeric(NumericFormatter)
    case date(DateInputFormatter)

    init(_ spec: FormatterSpec, locale: LocaleRules) {
        switch spec {
        case .digits: self = .filter(.digits)
        case .letters: self = .filter(.letters)
        case .alphanumeric: self = .filter(.alphanumeric)
        case let .allow(pattern): self = .filter(.allow(pattern))
        case let .deny(pattern): self = .filter(.deny(pattern))
        case .lowercase: self = .casing(CaseFormatter(upper: false, languageCode: locale.languageCode))
        case .uppercase: self = .casing(CaseFormatter(upper: true, languageCode: locale.languageCode))
        case .trim: self = .trim
        case let .limit(maximum): self = .limit(LimitFormatter(maximum: maximum))
        case let .mask(pattern, _): self = .mask(MaskFormatter(pattern: pattern))
        case let .number(options): self = .numeric(NumericFormatter(rules: NumericRules(number: options, locale: locale)))
        case let .decimal(options): self = .numeric(NumericFormatter(rules: NumericRules(decimal: options, locale: locale)))
        case let .date(pattern): self = .date(DateInputFormatter(pattern: pattern))
        }
    }

    /// Runs this formatter on one step of an edit; `nil` rejects the edit.
    @inline(__always)
    func apply(_ step: EditStep) -> EditStep? {
        switch self {
        case let .filter(filter): filter.apply(step)
        case let .casing(casing): casing.apply(step)
        case .trim: step
        case let .limit(limit): limit.apply(step)
        case let .mask(mask): mask.apply(step)
        case let .numeric(numeric): numeric.apply(step)
        case let .date(date): date.apply(step)
        }
    }

    /// Blur/submit normalisation of this formatter.
    func commit(_ text: [Character], caret: Int) -> (text: [Character], caret: Int) {
        switch self {
        case .trim: TrimFormatter.commit(text, caret: caret)
        case let .numeric(numeric): numeric.commit(text, caret: caret)
        default: (text, caret)
        }
    }
}
