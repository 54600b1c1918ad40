import Foundation

/// A model value a `format` chain normalizes (LANGUAGE.md §20): `String`,
/// `Int` and `Decimal`, the values of `text`, `int` and `decimal` fields.
/// Its requirements are generated-code SPI, so the conformances add nothing
/// to `String`'s API in an app.
public protocol FormNormalizable: Equatable, Sendable {
    /// The value `chain` gives a field holding `self`: `self` typed into an
    /// empty field through the chain (`FormatterChain.typedText(of:)`),
    /// committed and read back; nil when the field ends up empty.
    @_spi(Generated) func normalizedValue(by chain: FormatterChain) -> Self?
    /// What a non-optional field of this type holds when empty: `""` or `0`.
    @_spi(Generated) static var emptyFieldValue: Self { get }
    /// Whether `self` is its own normalized form under `chain`, answered
    /// without pasting (`String`: ASCII through filters; `Int`: one
    /// `number`); nil when that takes the paste. Never answers otherwise
    /// than the paste would (the property tests compare both).
    @_spi(Generated) func isPlainlyNormalized(by chain: FormatterChain) -> Bool?
}

extension FormNormalizable {
    /// No shortcut: the paste answers.
    @_spi(Generated) public func isPlainlyNormalized(by chain: FormatterChain) -> Bool? { nil }
}

extension String: FormNormalizable {
    /// Whether `chain` leaves `self` as it is, answered without pasting
    /// when that is plain (LANGUAGE.md §20): printable ASCII text that every formatter
    /// of the chain keeps unchanged on its own (each filter accepts every
    /// byte, no case mapping has a letter to change, `trim` finds no white
    /// space at the edges, a `limit` is not passed) is its own normalized
    /// form, since each formatter hands the next the text it received. Nil
    /// when the answer needs the paste (not ASCII, a mask, a character
    /// some formatter changes).
    @_spi(Generated) public func isPlainlyNormalized(by chain: FormatterChain) -> Bool? {
        guard let rule = chain.plainASCII else { return nil }
        return utf8.withContiguousStorageIfAvailable { rule.keeps($0) } ?? nil
    }

    /// The text `chain` shows for `self` typed into an empty field and
    /// committed (only its slot characters behind a `mask(…, raw: true)`);
    /// nil when that is empty.
    @_spi(Generated) public func normalizedValue(by chain: FormatterChain) -> String? {
        let shown = chain.pasted(chain.typedText(of: self))
        let text = chain.rawMask.map { $0.slotCharacters(of: shown) } ?? shown
        return text.isEmpty ? nil : text
    }

    /// `""`.
    @_spi(Generated) public static var emptyFieldValue: String { "" }
}

extension Int: FormNormalizable {
    /// Whether a chain that is one `number(…)` leaves `self` as it is,
    /// answered from the options alone: a minus only when `signed`, at most
    /// `maxDigits` digits. Nil for other chains.
    @_spi(Generated) public func isPlainlyNormalized(by chain: FormatterChain) -> Bool? {
        guard chain.formatters.count == 1, case let .number(options) = chain.formatters[0] else { return nil }
        guard self >= 0 || options.signed else { return false }
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits <= options.maxDigits
    }

    /// The number `chain` reads from `self` typed into an empty field and
    /// committed: a minus the chain does not accept dropped, digits past
    /// `maxDigits` dropped.
    @_spi(Generated) public func normalizedValue(by chain: FormatterChain) -> Int? {
        chain.value(of: chain.pasted(chain.typedText(of: self)), type: FieldTypeRef(.int, isOptional: true)).intValue
    }

    /// `0`.
    @_spi(Generated) public static var emptyFieldValue: Int { 0 }
}

extension Decimal: FormNormalizable {
    /// The number `chain` reads from `self` typed into an empty field and
    /// committed (with the chain's locale's decimal separator, so the answer
    /// is the same in every locale): a minus the chain does not accept
    /// dropped, fraction digits past `scale` and digits past `maxDigits`
    /// dropped; nil for NaN.
    @_spi(Generated) public func normalizedValue(by chain: FormatterChain) -> Decimal? {
        chain.value(of: chain.pasted(chain.typedText(of: self)), type: FieldTypeRef(.decimal, isOptional: true)).decimalValue
    }

    /// `0`.
    @_spi(Generated) public static var emptyFieldValue: Decimal { 0 }
}

/// The normalization of a field with a `format` (LANGUAGE.md §20), with the
/// field's chain made once, in its model's table (``FormFields/chains``):
/// what a generated `validate(on:)` checks through the table and the
/// table's `normalized()` walk does for each such field (``normalizer(_:)``):
///
/// ```swift
/// Self._FormcFields.checkFormat(self.phone, of: .phone, on: trigger, into: &errors)
/// ```
@_spi(Generated)
public enum FormNormalization {
    /// The chain each field named in `names` of `schema` is normalized
    /// with, in the form's `locale` or else the user's
    /// (``FormSchema/resolvedLocale(override:environment:)``, resolved once
    /// for all); nil for a field §20 does not normalize.
    public static func chains(_ names: [String], in schema: FormSchema) -> [FormatterChain?] {
        let locale = schema.resolvedLocale()
        return names.map { schema.field(named: $0)?.normalizingChain(locale: locale) }
    }

    /// What `normalized()` does to a `text`, `int` or `decimal` field: its
    /// value replaced by its normalized form.
    @inlinable
    public static func normalizer<Form, Value: FormNormalizable>(_ keyPath: WritableKeyPath<Form, Value>) -> (inout Form, FormatterChain) -> Void {
        { form, chain in form[keyPath: keyPath] = normalized(form[keyPath: keyPath], chain) }
    }

    /// What `normalized()` does to an optional field: `nil` stays `nil`, a
    /// value that ends up empty becomes `nil`.
    @inlinable
    public static func normalizer<Form, Value: FormNormalizable>(_ keyPath: WritableKeyPath<Form, Value?>) -> (inout Form, FormatterChain) -> Void {
        { form, chain in form[keyPath: keyPath] = normalized(form[keyPath: keyPath], chain) }
    }

    /// What `normalized()` does to a list: each row normalized.
    @inlinable
    public static func normalizer<Form, Value: FormNormalizable>(_ keyPath: WritableKeyPath<Form, [Value]>) -> (inout Form, FormatterChain) -> Void {
        { form, chain in form[keyPath: keyPath] = normalized(form[keyPath: keyPath], chain) }
    }

    /// `value`'s normalized form: ``FormNormalizable/normalizedValue(by:)``,
    /// or the type's empty value.
    @inlinable
    public static func normalized<Value: FormNormalizable>(_ value: Value, _ chain: FormatterChain) -> Value {
        value.normalizedValue(by: chain) ?? Value.emptyFieldValue
    }

    /// An optional field's normalized form: `nil` stays `nil`, and a value
    /// that ends up empty becomes `nil`.
    @inlinable
    public static func normalized<Value: FormNormalizable>(_ value: Value?, _ chain: FormatterChain) -> Value? {
        value.flatMap { $0.normalizedValue(by: chain) }
    }

    /// A list's rows, each normalized.
    @inlinable
    public static func normalized<Value: FormNormalizable>(_ rows: [Value], _ chain: FormatterChain) -> [Value] {
        rows.map { normalized($0, chain) }
    }

    /// Whether `value` is its own normalized form: the rule raises nothing.
    @inlinable
    public static func isNormalized<Value: FormNormalizable>(_ value: Value, _ chain: FormatterChain) -> Bool {
        value.isPlainlyNormalized(by: chain) ?? (normalized(value, chain) == value)
    }

    /// Whether an optional field's value raises nothing: `nil` does not,
    /// nor an empty text (the empty value, whether `nil` or `""`).
    @inlinable
    public static func isNormalized<Value: FormNormalizable>(_ value: Value?, _ chain: FormatterChain) -> Bool {
        guard let value else { return true }
        return isNormalized(value, chain)
    }

    /// Whether every row of a list is its own normalized form.
    @inlinable
    public static func isNormalized<Value: FormNormalizable>(_ rows: [Value], _ chain: FormatterChain) -> Bool {
        rows.allSatisfy { isNormalized($0, chain) }
    }
}
