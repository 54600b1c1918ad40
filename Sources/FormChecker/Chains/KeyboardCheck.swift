import FormRuntime

/// `keyboard-mismatch` (a warning): a keyboard that cannot type what the
/// field accepts. The reference gives no rules; these are the checker's (see
/// docs/CHECKER.md):
///
/// - `bool`: any keyboard but `default` (a toggle shows none);
/// - `int`: `email`, `url` and `decimal` (an int has no separator);
/// - `decimal`: `email`, `url`, `phone`, and `number` unless `scale: 0`
///   (the number pad has no decimal separator);
/// - `text`: `number`, `decimal` and `phone` when the chain needs letters
///   (`letters`, or a mask with an `A` slot); `email` and `url` when it
///   keeps digits only (`digits`, or a mask whose slots are all `#`).
enum KeyboardCheck {
    /// The reason the keyboard does not fit, or `nil` when it does.
    static func problem(keyboard: KeyboardKind, type: FieldType, formatters: [FormatterSpec]) -> String? {
        if keyboard == .default { return nil }
        switch type {
        case .bool:
            return "a bool field is a toggle and shows no keyboard"
        case .date, .month:
            switch keyboard {
            case .email, .url: return "a \(type.rawValue) field takes digits, but 'keyboard \(keyboard.rawValue)' is for text"
            default: return nil
            }
        case .choice:
            return "a choice field shows its options, not a keyboard"
        case .int:
            switch keyboard {
            case .email, .url: return "an int field takes digits, but 'keyboard \(keyboard.rawValue)' is for text"
            case .decimal: return "an int field has no decimal separator; use 'keyboard number'"
            default: return nil
            }
        case .decimal:
            switch keyboard {
            case .email, .url, .phone: return "a decimal field takes a number, but 'keyboard \(keyboard.rawValue)' is not for numbers"
            case .number:
                let scale = formatters.lazy.compactMap { spec -> Int?? in
                    if case .decimal(let options) = spec { return .some(options.scale) }
                    return nil
                }.first
                if case .some(.some(0)) = scale { return nil }
                return "the number keyboard has no decimal separator; use 'keyboard decimal'"
            default: return nil
            }
        case .text:
            let needsLetters = formatters.contains { spec in
                switch spec {
                case .letters: true
                case .mask(let pattern, _): pattern.hasLetterSlot
                default: false
                }
            }
            let digitsOnly = formatters.contains { spec in
                switch spec {
                case .digits: true
                case .mask(let pattern, _): pattern.isDigitsOnly
                default: false
                }
            }
            if needsLetters, [.number, .decimal, .phone].contains(keyboard) {
                return "the field's format needs letters, but 'keyboard \(keyboard.rawValue)' has none"
            }
            if digitsOnly, [.email, .url].contains(keyboard) {
                return "the field's format keeps digits only; use 'keyboard number' or 'keyboard phone'"
            }
            return nil
        }
    }
}
