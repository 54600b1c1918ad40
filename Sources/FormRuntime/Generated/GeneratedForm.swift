import Foundation

/// What every generated form model provides. The terminal renderer and the
/// preview interpreter drive forms through this one interface, so generated
/// code and specs read at run time behave the same; a form session asks it
/// what ``SessionForm`` says. Its `Field` lists the fields and lists in spec
/// order (`CaseIterable`).
public protocol GeneratedForm: SessionForm, Equatable, Codable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable
where Field: CaseIterable {
    /// The runtime description of the form.
    static var schema: FormSchema { get }
    /// Builds a model from field values; a value missing or of the wrong kind
    /// leaves the field at its default.
    init(fieldValues: FormValues)
    /// The raised conditions for a trigger, in spec order, with `today` as
    /// the date conditions read as `today` and `thisMonth` (LANGUAGE.md §14).
    func validate(on trigger: ValidationTrigger, today: FormDate) -> [FieldError<Field>]
    /// The raised conditions for a trigger with today's date in the user's
    /// time zone. A form whose conditions do not read `today` implements it
    /// (and never reads the clock); for the others it is
    /// ``validate(on:today:)`` with `.today()`.
    func validate(on trigger: ValidationTrigger) -> [FieldError<Field>]
    /// Whether a field can be focused and edited now (`disabled`, `enabled when`).
    func isEnabled(_ field: Field) -> Bool
    /// Whether a field is shown now (`visible when`, LANGUAGE.md §13).
    func isVisible(_ field: Field) -> Bool
    /// ``isEnabled(_:)`` with `today` as the date its conditions read as
    /// `today` and `thisMonth`, as ``validate(on:today:)`` takes it. A form
    /// whose `enabled when` conditions read `today` implements it; for the
    /// others it is ``isEnabled(_:)``.
    func isEnabled(_ field: Field, today: FormDate) -> Bool
    /// ``isVisible(_:)`` with `today` fixed, as ``isEnabled(_:today:)``.
    func isVisible(_ field: Field, today: FormDate) -> Bool
    /// The fields whose enabled state depends on values (an `enabled when`
    /// and not `disabled`), so a renderer asks ``isEnabled(_:)`` only about
    /// these after an edit; every other field's answer never changes.
    static var conditionallyEnabledFields: [Field] { get }
    /// A copy in which every field with a `format` holds what its chain
    /// produces from its value pasted into an empty field and committed
    /// (LANGUAGE.md §20): `validate(on: .submit)` raises "{label} is not in
    /// the expected format" for a field whose value is not its own
    /// normalized form.
    func normalized() -> Self
}

extension GeneratedForm {
    /// ``isEnabled(_:)``: this form's `enabled when` conditions do not read `today`.
    public func isEnabled(_ field: Field, today: FormDate) -> Bool { isEnabled(field) }

    /// ``isVisible(_:)``: this form's `visible when` conditions do not read `today`.
    public func isVisible(_ field: Field, today: FormDate) -> Bool { isVisible(field) }

    /// For a form whose conditions read no non-optional number, date, month
    /// or single choice (formc generates it only for the others): the
    /// conditions of the unanswered fields themselves are dropped.
    public func validate(on trigger: ValidationTrigger, today: FormDate, unanswered: Set<Field>) -> [FieldError<Field>] {
        let errors = validate(on: trigger, today: today)
        return unanswered.isEmpty ? errors : errors.filter { !unanswered.contains($0.field) }
    }

    /// For a form whose `enabled when` conditions read no field that can be
    /// unanswered: ``isEnabled(_:today:)``.
    public func isEnabled(_ field: Field, today: FormDate, unanswered: Set<Field>) -> Bool {
        isEnabled(field, today: today)
    }

    /// For a form whose `visible when` conditions read no field that can be
    /// unanswered: ``isVisible(_:today:)``.
    public func isVisible(_ field: Field, today: FormDate, unanswered: Set<Field>) -> Bool {
        isVisible(field, today: today)
    }

    /// ``validate(on:today:)`` with today's date in the user's time zone:
    /// this form's conditions read `today`.
    public func validate(on trigger: ValidationTrigger) -> [FieldError<Field>] {
        validate(on: trigger, today: .today())
    }

    /// The model's values as `Name(field: value, …)`, each value as
    /// `String(reflecting:)` shows it; secure fields (per ``schema``) are
    /// shown as `•••`.
    public var description: String {
        let schema = Self.schema
        var secure: Set<String> = []
        for field in schema.fields where field.secure != .none { secure.insert(field.name) }
        var text = FormDescription(schema.name)
        for child in Mirror(reflecting: self).children {
            guard let label = child.label else { continue }
            if secure.contains(label) {
                text.secret(label)
            } else {
                text.field(label, child.value)
            }
        }
        return text.text
    }

    /// The same as ``description``: secure values never appear.
    public var debugDescription: String { description }

    /// The model's fields for `dump` and `Mirror` (LANGUAGE.md §21): each
    /// field's value, a secure field's as `•••`. Generated models answer
    /// with their typed properties (``FormMirror``); this default, for a
    /// form written by hand, with ``fieldValues``.
    public var customMirror: Mirror {
        let values = fieldValues
        var mirror = FormMirror()
        for field in Self.schema.fields {
            if field.secure != .none {
                mirror.secret(field.name)
            } else if let value = values.fields[field.name] {
                mirror.field(field.name, value)
            } else if let rows = values.lists[field.name] {
                mirror.field(field.name, rows)
            }
        }
        return mirror.mirror(of: self)
    }
}

/// The values of a form's fields and lists, keyed by name.
///
/// Values are compared by ``fields`` and ``lists``. The names of secure
/// fields (``secretNames``) are never shown by a description, `dump` or
/// `Mirror` of the values (LANGUAGE.md §21): they show `•••`.
public struct FormValues: Sendable, Hashable {
    /// Plain fields' values.
    public var fields: [String: FieldValue]
    /// Lists' rows.
    public var lists: [String: [FieldValue]]
    /// The fields and lists whose values are secret (`secure`): shown as
    /// `•••` by ``description`` and ``customMirror``. A generated model's
    /// `fieldValues` marks its secure fields.
    public private(set) var secretNames: Set<String> = []

    /// Creates a set of values.
    public init(fields: [String: FieldValue] = [:], lists: [String: [FieldValue]] = [:]) {
        self.fields = fields
        self.lists = lists
    }

    /// Marks field or list `name` as secret: its value is never shown by a
    /// description, `dump` or `Mirror` of these values.
    public mutating func markSecret(_ name: String) {
        secretNames.insert(name)
    }

    /// Values are equal when their fields and lists are (which are secret
    /// does not matter).
    public static func == (lhs: FormValues, rhs: FormValues) -> Bool {
        lhs.fields == rhs.fields && lhs.lists == rhs.lists
    }

    /// Hashes the fields and lists.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
        hasher.combine(lists)
    }

    /// Up to this many entries, a name is found by comparing it with each
    /// key: comparing a few short names costs less than hashing one.
    static let linearSearchLimit = 8

    /// A field's value by name. Keys are unique under `==`, which both the
    /// search and the dictionary's hashing use, so both find the same entry.
    func field(_ name: String) -> FieldValue? {
        guard fields.count > Self.linearSearchLimit else {
            for (key, value) in fields where key == name { return value }
            return nil
        }
        return fields[name]
    }

    /// A list's rows by name, found as `field(_:)` finds a field.
    func list(_ name: String) -> [FieldValue]? {
        guard lists.count > Self.linearSearchLimit else {
            for (key, rows) in lists where key == name { return rows }
            return nil
        }
        return lists[name]
    }

    /// A text field's value, or nil when absent or not text.
    public func text(_ name: String) -> String? { field(name)?.textValue }

    /// An int field's value, or nil when absent or not an int.
    public func int(_ name: String) -> Int? { field(name)?.intValue }

    /// A decimal field's value (an int is widened), or nil.
    public func decimal(_ name: String) -> Decimal? { field(name)?.decimalValue }

    /// A bool field's value, or nil.
    public func bool(_ name: String) -> Bool? { field(name)?.boolValue }

    /// A list's text rows (rows of other kinds skipped).
    public func textRows(_ name: String) -> [String] { (list(name) ?? []).compactMap(\.textValue) }

    /// A list's int rows.
    public func intRows(_ name: String) -> [Int] { (list(name) ?? []).compactMap(\.intValue) }

    /// A list's decimal rows (ints widened).
    public func decimalRows(_ name: String) -> [Decimal] { (list(name) ?? []).compactMap(\.decimalValue) }

    /// A list's bool rows.
    public func boolRows(_ name: String) -> [Bool] { (list(name) ?? []).compactMap(\.boolValue) }
}

/// Setters for generated code: one distinct label per type, so the Swift
/// type checker resolves each call without searching operator overloads.
extension FormValues {
    /// Whether the field or list has a value.
    public func has(_ name: String) -> Bool { field(name) != nil || list(name) != nil }
    /// Whether a plain field's value is given (a list of that name does not count).
    public func hasField(_ name: String) -> Bool { field(name) != nil }

    /// Sets a text field.
    public mutating func set(_ name: String, text value: String) { fields[name] = .text(value) }
    /// Sets an int field.
    public mutating func set(_ name: String, int value: Int) { fields[name] = .int(value) }
    /// Sets a decimal field.
    public mutating func set(_ name: String, decimal value: Decimal) { fields[name] = .decimal(value) }
    /// Sets a bool field.
    public mutating func set(_ name: String, bool value: Bool) { fields[name] = .bool(value) }
    /// Sets an optional text field (`nil` is stored as `.none`).
    public mutating func set(_ name: String, optionalText value: String?) { fields[name] = value.map(FieldValue.text) ?? FieldValue.none }
    /// Sets an optional int field.
    public mutating func set(_ name: String, optionalInt value: Int?) { fields[name] = value.map(FieldValue.int) ?? FieldValue.none }
    /// Sets an optional decimal field.
    public mutating func set(_ name: String, optionalDecimal value: Decimal?) { fields[name] = value.map(FieldValue.decimal) ?? FieldValue.none }
    /// Sets a list of text rows.
    public mutating func set(_ name: String, textRows rows: [String]) { lists[name] = rows.map(FieldValue.text) }
    /// Sets a list of int rows.
    public mutating func set(_ name: String, intRows rows: [Int]) { lists[name] = rows.map(FieldValue.int) }
    /// Sets a list of decimal rows.
    public mutating func set(_ name: String, decimalRows rows: [Decimal]) { lists[name] = rows.map(FieldValue.decimal) }
    /// Sets a list of bool rows.
    public mutating func set(_ name: String, boolRows rows: [Bool]) { lists[name] = rows.map(FieldValue.bool) }
}
