import Foundation

/// What generated `init(fieldValues:)` calls: one labelled call per field,
/// `values.read("email", text: &self.email)`, which stores the named value
/// into the property when there is one of the field's kind and leaves the
/// property as it is otherwise. One call per field is a fraction of the code
/// an `if let value = values.text("email") { self.email = value }` compiles
/// to (docs/PERFORMANCE.md), and one distinct label per type leaves the type
/// checker nothing to search.
extension FormValues {
    /// A text field: takes a text value.
    @_spi(Generated) public func read(_ name: String, text value: inout String) {
        if let text = field(name)?.textValue { value = text }
    }

    /// An int field: takes an int value.
    @_spi(Generated) public func read(_ name: String, int value: inout Int) {
        if let int = field(name)?.intValue { value = int }
    }

    /// A decimal field: takes a decimal value, or an int widened.
    @_spi(Generated) public func read(_ name: String, decimal value: inout Decimal) {
        if let decimal = field(name)?.decimalValue { value = decimal }
    }

    /// A bool field: takes a bool value.
    @_spi(Generated) public func read(_ name: String, bool value: inout Bool) {
        if let bool = field(name)?.boolValue { value = bool }
    }

    /// An optional text field: when the name is present, its text value, or
    /// `nil` when the value is not text (`.none` included).
    @_spi(Generated) public func read(_ name: String, optionalText value: inout String?) {
        if let given = field(name) { value = given.textValue }
    }

    /// An optional int field, as ``read(_:optionalText:)``.
    @_spi(Generated) public func read(_ name: String, optionalInt value: inout Int?) {
        if let given = field(name) { value = given.intValue }
    }

    /// An optional decimal field, as ``read(_:optionalText:)`` (an int widened).
    @_spi(Generated) public func read(_ name: String, optionalDecimal value: inout Decimal?) {
        if let given = field(name) { value = given.decimalValue }
    }

    /// A list of text: when the list is present, its text rows.
    @_spi(Generated) public func read(_ name: String, textRows value: inout [String]) {
        if let rows = list(name) { value = rows.compactMap(\.textValue) }
    }

    /// A list of ints, as ``read(_:textRows:)``.
    @_spi(Generated) public func read(_ name: String, intRows value: inout [Int]) {
        if let rows = list(name) { value = rows.compactMap(\.intValue) }
    }

    /// A list of decimals, as ``read(_:textRows:)`` (ints widened).
    @_spi(Generated) public func read(_ name: String, decimalRows value: inout [Decimal]) {
        if let rows = list(name) { value = rows.compactMap(\.decimalValue) }
    }

    /// A list of bools, as ``read(_:textRows:)``.
    @_spi(Generated) public func read(_ name: String, boolRows value: inout [Bool]) {
        if let rows = list(name) { value = rows.compactMap(\.boolValue) }
    }
}
