/// A formatter compiled for the keystroke fast path, where every character is
/// one `Unicode.Scalar` (see ``ScalarText``). Each mirrors the `Character`
/// implementation it is built from; property tests compare the two.
enum ScalarFormatter: Sendable {
    case filter(CharacterFilter)
    case limit(Int)
    case trim
    case mask(ScalarMaskFormatter)
    case numeric(ScalarNumericFormatter)

    /// The fast-path form of `spec`, or `nil` when it has none (case mapping,
    /// or symbols and literals that are not single fast-path scalars).
    init?(_ spec: FormatterSpec, locale: LocaleRules) {
        switch spec {
        case .digits: self = .filter(.digits)
        case .letters: self = .filter(.letters)
        case .alphanumeric: self = .filter(.alphanumeric)
        case let .allow(pattern): self = .filter(.allow(pattern))
        case let .deny(pattern): self = .filter(.deny(pattern))
        case .lowercase, .uppercase, .date: return nil
        case .trim: self = .trim
        case let .limit(maximum): self = .limit(maximum)
        case let .mask(pattern, _):
            guard let mask = ScalarMaskFormatter(pattern: pattern) else { return nil }
            self = .mask(mask)
        case let .number(options):
            guard let numeric = ScalarNumericFormatter(rules: NumericRules(number: options, locale: locale)) else { return nil }
            self = .numeric(numeric)
        case let .decimal(options):
            guard let numeric = ScalarNumericFormatter(rules: NumericRules(decimal: options, locale: locale)) else { return nil }
            self = .numeric(numeric)
        }
    }

    /// Runs this formatter on one step; `false` rejects the edit.
    @inline(__always)
    func apply(_ step: inout ScalarEditStep) -> Bool {
        switch self {
        case let .filter(filter): filter.apply(&step)
        case let .limit(maximum): Self.limit(maximum, &step)
        case .trim: true
        case let .mask(mask): mask.apply(&step)
        case let .numeric(numeric): numeric.apply(&step)
        }
    }

    /// ``LimitFormatter`` on scalars.
    private static func limit(_ maximum: Int, _ step: inout ScalarEditStep) -> Bool {
        guard !step.inserted.isEmpty else { return true }
        let room = maximum - step.before.count - step.after.count
        guard room > 0 else { return false }
        step.truncateInserted(to: room)
        return true
    }
}

extension CharacterFilter {
    /// The scalar kept for `scalar` (digits become ASCII), or `nil`; the same
    /// as ``keep(_:)`` for a one-scalar character.
    @inline(__always)
    func keep(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch self {
        case .digits:
            return CharacterClass.digitValue(scalar).map(CharacterClass.asciiDigitScalar)
        case .letters:
            return CharacterClass.isLetter(scalar) ? scalar : nil
        case .alphanumeric:
            if let digit = CharacterClass.digitValue(scalar) { return CharacterClass.asciiDigitScalar(digit) }
            return CharacterClass.isLetter(scalar) ? scalar : nil
        case let .allow(pattern):
            return pattern.contains(scalar) ? scalar : nil
        case let .deny(pattern):
            return pattern.contains(scalar) ? nil : scalar
        }
    }

    /// Filters the inserted scalars; `false` when nothing of them remains.
    func apply(_ step: inout ScalarEditStep) -> Bool {
        guard !step.inserted.isEmpty else { return true }
        step.filterInserted(keep)
        return !step.inserted.isEmpty
    }
}

extension CharacterClass {
    /// The ASCII digit scalar for value `value` (0–9).
    @inline(__always)
    static func asciiDigitScalar(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0x30 + value)
    }

    /// ``isLetter(_:)`` for a one-scalar character.
    @inline(__always)
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
        }
        return isLetterCategory(scalar.properties.generalCategory)
    }
}
