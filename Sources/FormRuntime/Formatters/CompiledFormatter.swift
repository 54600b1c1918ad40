/// A formatter prepared for the keystroke path on one kind of text unit:
/// locale symbols resolved and patterns unpacked once per chain, not once
/// per keystroke. Every formatter has one implementation, generic over the
/// unit; the chain compiles it for `Character` (any text) and, when it can,
/// for `Unicode.Scalar` (the fast path, see ``ScalarText``).
enum CompiledFormatter<Unit: TextUnit>: Sendable {
    case filter(CharacterFilter)
    case casing(CaseFormatter)
    case trim
    case limit(Int)
    case mask(MaskFormatter<Unit>)
    case numeric(NumericFormatter<Unit>)
    case date(DateInputFormatter<Unit>)

    /// `spec` compiled for `Unit`, or `nil` when `Unit` cannot hold what it
    /// needs: a mask literal, locale symbol or date separator that is not
    /// one unit, or case mapping on scalars (a mapped letter may become a
    /// cluster of several scalars, as `ǰ` becomes `J̌`). Every spec compiles
    /// for `Character`.
    init?(_ spec: FormatterSpec, locale: LocaleRules) {
        switch spec {
        case .digits: self = .filter(.digits)
        case .letters: self = .filter(.letters)
        case .alphanumeric: self = .filter(.alphanumeric)
        case let .allow(pattern): self = .filter(.allow(pattern))
        case let .deny(pattern): self = .filter(.deny(pattern))
        case .lowercase, .uppercase:
            guard Unit.canJoin else { return nil }
            self = .casing(CaseFormatter(upper: spec == .uppercase, languageCode: locale.languageCode))
        case .trim: self = .trim
        case let .limit(maximum): self = .limit(maximum)
        case let .mask(pattern, _):
            guard let mask = MaskFormatter<Unit>(pattern: pattern) else { return nil }
            self = .mask(mask)
        case let .number(options):
            guard let numeric = NumericFormatter<Unit>(rules: NumericRules(number: options, locale: locale)) else { return nil }
            self = .numeric(numeric)
        case let .decimal(options):
            guard let numeric = NumericFormatter<Unit>(rules: NumericRules(decimal: options, locale: locale)) else { return nil }
            self = .numeric(numeric)
        case let .date(pattern):
            guard let date = DateInputFormatter<Unit>(pattern: pattern) else { return nil }
            self = .date(date)
        }
    }

    /// Runs this formatter on one step of an edit; `false` rejects the edit.
    @inline(__always)
    func apply(_ step: inout EditStep<Unit>) -> Bool {
        switch self {
        case let .filter(filter): filter.apply(&step)
        case let .casing(casing): casing.apply(&step)
        case .trim: true
        case let .limit(maximum): LimitFormatter.apply(maximum, &step)
        case let .mask(mask): mask.apply(&step)
        case let .numeric(numeric): numeric.apply(&step)
        case let .date(date): date.apply(&step)
        }
    }
}

extension CompiledFormatter where Unit == Character {
    /// Blur/submit normalisation of this formatter.
    func commit(_ text: [Character], caret: Int) -> (text: [Character], caret: Int) {
        switch self {
        case .trim: TrimFormatter.commit(text, caret: caret)
        case let .numeric(numeric): numeric.commit(text, caret: caret)
        default: (text, caret)
        }
    }
}
