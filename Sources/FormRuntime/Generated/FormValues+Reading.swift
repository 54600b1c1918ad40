import Foundation

/// What generated `init(fieldValues:)` calls: one labelled call per field,
/// `values.read("email", text: &self.email)`, which stores the named value
/// into the property when there is one of the field's kind and leaves the
/// property as it is otherwise. One call per field is a fraction of the code
/// an `if let value = values.text("email") { self.email = value }` compiles
/// to (docs/PERFORMANCE.md), and one distinct label per type leaves the type
/// checker nothing to search. Each forwards to ``FieldValue``'s reader of
/// the same kind, the one rule a form session's `_FormcSet` uses too.
extension FormValues {
    /// A text field: takes a text value.
    @_spi(Generated) public func read(_ name: String, text value: inout String) {
        field(name)?.read(text: &value)
    }

    /// An int field: takes an int value.
    @_spi(Generated) public func read(_ name: String, int value: inout Int) {
        field(name)?.read(int: &value)
    }

    /// A decimal field: takes a decimal value, or an int widened.
    @_spi(Generated) public func read(_ name: String, decimal value: inout Decimal) {
        field(name)?.read(decimal: &value)
    }

    /// A bool field: takes a bool value.
    @_spi(Generated) public func read(_ name: String, bool value: inout Bool) {
        field(name)?.read(bool: &value)
    }

    /// An optional text field: when the name is present, its text value, or
    /// `nil` when the value is not text (`.none` included).
    @_spi(Generated) public func read(_ name: String, optionalText value: inout String?) {
        field(name)?.read(optionalText: &value)
    }

    /// An optional int field, as ``read(_:optionalText:)``.
    @_spi(Generated) public func read(_ name: String, optionalInt value: inout Int?) {
        field(name)?.read(optionalInt: &value)
    }

    /// An optional decimal field, as ``read(_:optionalText:)`` (an int widened).
    @_spi(Generated) public func read(_ name: String, optionalDecimal value: inout Decimal?) {
        field(name)?.read(optionalDecimal: &value)
    }

    /// A list of text: when the list is present, its text rows.
    @_spi(Generated) public func read(_ name: String, textRows value: inout [String]) {
        if let rows = list(name) { FieldValue.read(rows, textRows: &value) }
    }

    /// A list of ints, as ``read(_:textRows:)``.
    @_spi(Generated) public func read(_ name: String, intRows value: inout [Int]) {
        if let rows = list(name) { FieldValue.read(rows, intRows: &value) }
    }

    /// A list of decimals, as ``read(_:textRows:)`` (ints widened).
    @_spi(Generated) public func read(_ name: String, decimalRows value: inout [Decimal]) {
        if let rows = list(name) { FieldValue.read(rows, decimalRows: &value) }
    }

    /// A list of bools, as ``read(_:textRows:)``.
    @_spi(Generated) public func read(_ name: String, boolRows value: inout [Bool]) {
        if let rows = list(name) { FieldValue.read(rows, boolRows: &value) }
    }
}
