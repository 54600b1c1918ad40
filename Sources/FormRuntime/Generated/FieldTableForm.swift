import Foundation

/// A generated model that lists its fields once, in a typed table
/// (``FormFields``), and gets from FormRuntime what every model does the
/// same way: equality, `Codable` (LANGUAGE.md §15), the `FormValues` bridge,
/// `customMirror`, and the members a form session asks
/// (`GeneratedForm+Session.swift`). Each is a walk over the table, in spec
/// order, written once here instead of once per model and field.
///
/// `init(fieldValues:)` and the session members, which keystrokes and
/// validators call, are `@_spi(Generated) @inlinable`, so a generated module
/// specializes them for its models; the public walks (`==`, `Codable`,
/// `fieldValues`, `customMirror`) cannot be (public inlinable code cannot
/// name the `@_spi(Generated)` table) and run unspecialized.
/// docs/PERFORMANCE.md, "One field table", has the figures.
///
/// formc generates the conformance (generated-code contract 8); a model
/// written by hand may conform to ``GeneratedForm`` alone and implement
/// those members itself.
public protocol FieldTableForm: GeneratedForm {
    /// The model's fields in spec order, one entry per `Field` case.
    @_spi(Generated) static var _FormcFields: FormFields<Self> { get }
}

extension FieldTableForm {
    /// A copy in which every field with a `format` holds what its chain
    /// produces from its value pasted into an empty field and committed
    /// (LANGUAGE.md §20); the model itself when no field has one.
    /// `validate(on: .submit)` raises `.unexpectedFormat` for a field whose
    /// value is not its own normalized form.
    public func normalized() -> Self {
        let table = Self._FormcFields
        var copy = self
        for (position, field) in table.fields.enumerated() {
            if let box = table.chains[position], let normalize = field.normalize { normalize(&copy, box.chain) }
        }
        return copy
    }

    /// Whether every field and list holds an equal value (for a decimal,
    /// `1.50 == 1.5`).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for field in _FormcFields.fields where !field.access.equal(lhs, rhs) { return false }
        return true
    }

    /// Decodes the JSON object of LANGUAGE.md §15: one key per field, named
    /// as in the spec; an optional's key may be absent or `null`; a choice
    /// is one of its option identifiers; other keys are ignored. A field is
    /// read as its own Swift type, in spec order, and the first that fails
    /// says what is wrong.
    public init(from decoder: any Decoder) throws {
        let table = Self._FormcFields
        let fields = try FieldDecoding(decoder)
        var model = table.blank
        for (position, field) in table.fields.enumerated() {
            try field.access.decode(&model, fields, table.names[position])
        }
        self = model
    }

    /// Encodes the JSON object of LANGUAGE.md §15, keys in spec order, a
    /// `nil` optional left out (never `null`).
    public func encode(to encoder: any Encoder) throws {
        let table = Self._FormcFields
        var fields = FieldEncoding(encoder)
        for (position, field) in table.fields.enumerated() {
            try field.access.encode(self, &fields, table.names[position])
        }
    }

    /// Creates a model from field values: every field starts at its spec
    /// default and takes the value of its name when it is of its kind (an
    /// int widens to a decimal); an optional field named with any other
    /// value becomes `nil`, a list named takes its rows of its kind, a
    /// multiple choice the options named in option order. Other names, and
    /// a list's name among plain values (or the reverse), are ignored.
    @_spi(Generated) @inlinable public init(fieldValues values: FormValues) {
        let table = Self._FormcFields
        var model = table.blank
        for (name, value) in values.fields {
            guard let position = table.position(named: name) else { continue }
            if let storage = table.storages[position] {
                storage.take(value, into: &model)
            } else {
                table.fields[position].access.read(&model, value)
            }
        }
        for (name, rows) in values.lists {
            if let position = table.position(named: name) { table.fields[position].access.readRows(&model, rows) }
        }
        self = model
    }

    /// The model's values, keyed by field name: plain fields (an empty
    /// optional as ``FieldValue/none``) in ``FormValues/fields``, lists'
    /// rows in ``FormValues/lists``; a secure field's name marked secret.
    public var fieldValues: FormValues {
        let table = Self._FormcFields
        var values = FormValues()
        for (position, field) in table.fields.enumerated() {
            field.access.write(self, &values, table.names[position])
            if table.secret[position] { values.markSecret(table.names[position]) }
        }
        return values
    }

    /// The model's fields for `dump` and `Mirror`, in spec order; a secure
    /// field's value is shown as `•••`.
    public var customMirror: Mirror {
        let table = Self._FormcFields
        var children = FormMirror()
        for (position, field) in table.fields.enumerated() {
            if table.secret[position] {
                children.secret(table.names[position])
            } else {
                field.access.mirror(self, &children, table.names[position])
            }
        }
        return children.mirror(of: self)
    }

    /// Stores `value` into plain field `field` as `init(fieldValues:)` reads
    /// it: a value of the field's kind is taken; any other leaves a
    /// non-optional field at its spec default and an optional one `nil`. A
    /// list is not changed.
    @_spi(Generated) @inlinable public mutating func _FormcSet(_ field: Field, to value: FieldValue) {
        let table = Self._FormcFields
        guard let position = table.position(of: field) else { return }
        _FormcSet(field, at: position, to: value)
    }

    /// ``_FormcSet(_:to:)`` for the field at `position` in spec order
    /// (`field`'s ``_FormcIndex(of:)``), found without hashing `field`.
    @_spi(Generated) @inlinable public mutating func _FormcSet(_ field: Field, at position: Int, to value: consuming FieldValue) {
        let table = Self._FormcFields
        guard table.stores.indices.contains(position) else { return }
        guard let storage = table.storages[position] else { return table.stores[position](&self, value) }
        // A value not of a non-optional field's kind leaves it at its
        // default, as `.none` does (so `value` is given up once, not copied).
        if !storage.take(value, into: &self) { table.stores[position](&self, .none) }
    }

    /// Stores the rows of its kind among `rows` into list `field`; a plain
    /// field is not changed.
    @_spi(Generated) @inlinable public mutating func _FormcSetRows(_ field: Field, to rows: [FieldValue]) {
        guard let entry = Self._FormcFields[field], entry.shape.isList else { return }
        entry.access.readRows(&self, rows)
    }

    /// The other fields whose `visible when`, `enabled when`, `required
    /// when` or conditions read `field`, in spec order.
    @_spi(Generated) @inlinable public static func _FormcReaders(of field: Field) -> [Field]? {
        _FormcFields[field]?.readers ?? []
    }

    /// The position of `field` among the spec's fields and lists (and `schema`'s).
    @_spi(Generated) @inlinable public static func _FormcIndex(of field: Field) -> Int? {
        _FormcFields.position(of: field)
    }
}
