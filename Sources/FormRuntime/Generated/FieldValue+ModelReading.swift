import Foundation

/// What a generated model's `_FormcSet(_:to:)` and `_FormcSetRows(_:to:)`
/// call (``GeneratedForm``, for a form session): one field read from its
/// value exactly as `init(fieldValues:)` reads it from a ``FormValues``
/// holding that value (``FormValues/read(_:text:)`` and the like). A
/// non-optional field keeps what it holds unless the value is of its kind
/// (the generated setter first resets it to its default); an optional one
/// becomes `nil` then.
extension FieldValue {
    /// A text field: takes a text value.
    @_spi(Generated) public func read(text value: inout String) {
        if let text = textValue { value = text }
    }

    /// An int field: takes an int value.
    @_spi(Generated) public func read(int value: inout Int) {
        if let int = intValue { value = int }
    }

    /// A decimal field: takes a decimal value, or an int widened.
    @_spi(Generated) public func read(decimal value: inout Decimal) {
        if let decimal = decimalValue { value = decimal }
    }

    /// A bool field: takes a bool value.
    @_spi(Generated) public func read(bool value: inout Bool) {
        if let bool = boolValue { value = bool }
    }

    /// A date field: takes a date value.
    @_spi(Generated) public func read(date value: inout FormDate) {
        if let date = dateValue { value = date }
    }

    /// A month field: takes a month value.
    @_spi(Generated) public func read(month value: inout FormMonth) {
        if let month = monthValue { value = month }
    }

    /// An optional text field: the text value, or `nil` for any other value.
    @_spi(Generated) public func read(optionalText value: inout String?) { value = textValue }

    /// An optional int field, as ``read(optionalText:)``.
    @_spi(Generated) public func read(optionalInt value: inout Int?) { value = intValue }

    /// An optional decimal field, as ``read(optionalText:)`` (an int widened).
    @_spi(Generated) public func read(optionalDecimal value: inout Decimal?) { value = decimalValue }

    /// An optional date field, as ``read(optionalText:)``.
    @_spi(Generated) public func read(optionalDate value: inout FormDate?) { value = dateValue }

    /// An optional month field, as ``read(optionalText:)``.
    @_spi(Generated) public func read(optionalMonth value: inout FormMonth?) { value = monthValue }

    /// A single choice: takes one of its options (``FormValues/choice(_:as:)``).
    @_spi(Generated) public func read<Choice: RawRepresentable>(choice value: inout Choice) where Choice.RawValue == String {
        if let option = choiceValue.flatMap(Choice.init(rawValue:)) { value = option }
    }

    /// An optional single choice: one of its options, or `nil`.
    @_spi(Generated) public func read<Choice: RawRepresentable>(optionalChoice value: inout Choice?) where Choice.RawValue == String {
        value = choiceValue.flatMap(Choice.init(rawValue:))
    }

    /// A multiple choice: takes the options named, in option order without
    /// repeats (``FormValues/choices(_:as:)``).
    @_spi(Generated) public func read<Choice: RawRepresentable & CaseIterable>(choices value: inout [Choice]) where Choice.RawValue == String {
        guard let ids = choicesValue else { return }
        let chosen = Set(ids)
        value = Choice.allCases.filter { chosen.contains($0.rawValue) }
    }
}

/// The rows of a list, read as ``FormValues/read(_:textRows:)`` and the like
/// read a list that is present: the rows of the list's kind.
extension FieldValue {
    /// A list of text.
    @_spi(Generated) public static func read(_ rows: [FieldValue], textRows value: inout [String]) { value = rows.compactMap(\.textValue) }
    /// A list of ints.
    @_spi(Generated) public static func read(_ rows: [FieldValue], intRows value: inout [Int]) { value = rows.compactMap(\.intValue) }
    /// A list of decimals (ints widened).
    @_spi(Generated) public static func read(_ rows: [FieldValue], decimalRows value: inout [Decimal]) { value = rows.compactMap(\.decimalValue) }
    /// A list of bools.
    @_spi(Generated) public static func read(_ rows: [FieldValue], boolRows value: inout [Bool]) { value = rows.compactMap(\.boolValue) }
    /// A list of dates.
    @_spi(Generated) public static func read(_ rows: [FieldValue], dateRows value: inout [FormDate]) { value = rows.compactMap(\.dateValue) }
    /// A list of months.
    @_spi(Generated) public static func read(_ rows: [FieldValue], monthRows value: inout [FormMonth]) { value = rows.compactMap(\.monthValue) }
}
