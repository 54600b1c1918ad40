import Foundation

/// Values the formatters would never produce (LANGUAGE.md §20): a value's
/// normalized form is what the chain makes of it pasted into an empty field
/// and committed, read back as the model's value. This is the one
/// implementation behind generated `normalized()`, the "{label} is not in the
/// expected format" rule of generated `validate(on:)`, the preview
/// interpreter and the session's display of a model value.
extension FormatterChain {
    /// `text` pasted into an empty field and committed: what the field shows
    /// (LANGUAGE.md §5: unaccepted characters dropped, the longest leading
    /// part that fits a limit kept, `trim` and the numbers' commit rules
    /// applied).
    public func pasted(_ text: String) -> String {
        commit(insert(text, into: .empty)).text
    }

    /// The text a person types to give a text field the model value `value`:
    /// `value` itself, or, behind a `mask(…, raw: true)`, the slot characters
    /// placed into the pattern with its literals (`9991234567` →
    /// `+7-999-123-45-67`), so that a raw value that starts like a literal is
    /// not read as that literal.
    public func typedText(of value: String) -> String {
        guard let pattern = rawMask else { return value }
        return pattern.display(placing: value)
    }

    /// The text a person types for `value` in a number field: its digits,
    /// with a leading `-` when negative.
    public func typedText(of value: Int) -> String {
        String(value)
    }

    /// The text a person types for `value` in a decimal field: its digits,
    /// with a leading `-` when negative and this chain's locale's decimal
    /// separator (never a grouping separator), so that the chain reads
    /// exactly `value` back in every locale.
    public func typedText(of value: Decimal) -> String {
        var text = value.description
        if let dot = text.firstIndex(of: ".") {
            text.replaceSubrange(dot...dot, with: locale.decimalSeparator)
        }
        return text
    }

    /// The pattern of the chain's last `mask(…, raw: true)`, whose slot
    /// characters are a text field's value.
    var rawMask: MaskPattern? {
        for formatter in formatters.reversed() {
            if case let .mask(pattern, raw: true) = formatter { return pattern }
        }
        return nil
    }
}

extension MaskPattern {
    /// `slots` placed into this pattern's slots from the left, with the
    /// literals before each (no literal matching): a character a slot refuses
    /// is dropped, and what no longer fits is dropped. The inverse of
    /// ``slotCharacters(of:)`` for the characters a raw mask keeps.
    package func display(placing slots: String) -> String {
        guard var machine = MaskMachine<Character>(pattern: self) else { return slots }
        for character in slots where machine.position < elements.count {
            _ = machine.place(character)
        }
        return String(machine.output)
    }
}

extension FormatterChain {
    /// The value of a field of type `type` holding `value`, after `value` is
    /// typed into an empty field through this chain and committed
    /// (LANGUAGE.md §20); values of other types are returned as they are.
    /// An optional text that ends up empty is `.none`.
    public func normalized(_ value: FieldValue, type: FieldTypeRef) -> FieldValue {
        switch value {
        case let .text(text):
            let result = text.normalizedValue(by: self)
            return result.map(FieldValue.text) ?? (type.isOptional ? .none : .text(""))
        case let .int(number):
            return number.normalizedValue(by: self).map(FieldValue.int) ?? (type.isOptional ? .none : .int(0))
        case let .decimal(number):
            return number.normalizedValue(by: self).map(FieldValue.decimal) ?? (type.isOptional ? .none : .decimal(0))
        case .bool, .choice, .choices, .date, .month, .none:
            return value
        }
    }

    /// Whether `value` is its own normalized form, so that the rule of
    /// LANGUAGE.md §20 raises nothing: ``normalized(_:type:)`` gives it back,
    /// an empty text counting as the `.none` of an optional field.
    public func isNormalized(_ value: FieldValue, type: FieldTypeRef) -> Bool {
        switch value {
        case let .text(text): FormNormalization.isNormalized(text, self)
        case let .int(number): FormNormalization.isNormalized(number, self)
        case let .decimal(number): FormNormalization.isNormalized(number, self)
        case .bool, .choice, .choices, .date, .month, .none: true
        }
    }
}

extension FieldSchema {
    /// The chain LANGUAGE.md §20 normalizes this field's values (each row's,
    /// for a list) with under `locale`: its `format`, for a `text`, `int` or
    /// `decimal` field that has one; nil otherwise (a date's or month's
    /// format only chooses how the date is shown, and a field without
    /// `format` is not normalized).
    package func normalizingChain(locale: LocaleRules) -> FormatterChain? {
        hasNormalizingFormat ? FormatterChain(formatters: formatters, locale: locale) : nil
    }

    /// Whether LANGUAGE.md §20 applies: a `text`, `int` or `decimal` field
    /// (or list) with a `format`. The checker stores the type's default
    /// chain for a number without `format` (`number(grouping: false)`,
    /// `decimal(grouping: false)`), so that chain counts as none: a field
    /// without `format` keeps any `Int` or `Decimal`.
    package var hasNormalizingFormat: Bool {
        guard !formatters.isEmpty else { return false }
        switch type.base {
        case .text: return true
        case .int: return formatters != [.number(NumberOptions(grouping: false))]
        case .decimal: return formatters != [.decimal(DecimalOptions(grouping: false))]
        case .bool, .date, .month, .choice: return false
        }
    }
}
