import Foundation

/// A generated model's fields, in spec order: the one table the generic
/// walks of FormRuntime read (`==`, `Codable`, `fieldValues`,
/// `init(fieldValues:)`, `customMirror` in `GeneratedForm+Fields.swift`, and
/// what a form session asks in `GeneratedForm+Session.swift`). Generated code
/// declares it once per model:
///
/// ```swift
/// @_spi(Generated) public static let _FormcFields: FormRuntime.FormFields<Self> = .init(
///     Self(),
///     .text(\.name),
///     .choice(\.country, readers: [.canton, .installments])
/// )
/// ```
///
/// Per field it holds what the generator wrote (``AnyFormField``: the
/// property's key path, its shape, the fields whose conditions read it) and
/// what it takes from `Form.Field` and `Form.schema` once: its name, its
/// position and whether it is secure.
///
/// A class, so that a walk reads it through one reference: copying a struct
/// holding the blank model and five collections cost thousands of
/// instructions a keystroke on a 200-field form.
@_spi(Generated)
public final class FormFields<Form: GeneratedForm>: @unchecked Sendable {
    /// The fields, in spec order (the order of `Form.Field.allCases` and of
    /// `Form.schema.fields`).
    public let fields: [AnyFormField<Form>]
    /// Each field's name in the spec, in spec order.
    public let names: [String]
    /// Whether each field is `secure` (hidden from `customMirror` and marked
    /// secret in `fieldValues`), in spec order.
    public let secret: [Bool]
    /// A model with every field at its spec default: what `init(fieldValues:)`
    /// and `init(from:)` start from.
    public let blank: Form
    /// Each `Field` case's position.
    public let positions: [Form.Field: Int]
    /// Each name's position, for tables too large to search name by name
    /// (empty for small ones).
    public let positionsByName: [String: Int]
    /// Each plain field's storage (``FieldAccess/storage``), in spec order:
    /// what `init(fieldValues:)` and a session's `_FormcSet` write through.
    public let storages: [PlainStorage?]
    /// Each field's store (``FieldAccess/storing``), in spec order: what a
    /// session's `_FormcSet` does for a field without a storage, or when
    /// the value is not of a non-optional field's kind (its default).
    public let stores: [(inout Form, FieldValue) -> Void]
    /// Whether each `Field` case's tag in memory is its position (see
    /// ``position(of:)``), checked for every case when the table is made.
    public let tagIsPosition: Bool
    /// Each field's `format` chain as LANGUAGE.md §20 normalizes with it,
    /// in spec order, made once in the form's locale or else the user's;
    /// nil for a field it does not normalize (no `format`, or not `text`,
    /// `int` or `decimal`). Boxed: a check reads its chain in place, where
    /// copying a ``FormatterChain`` out of an array retains each of its
    /// parts (ValidatorBenchmark: about 150 instructions a field).
    public let chains: [NormalizingChain?]

    /// The table of `fields`, in spec order, with `blank` as the model the
    /// walks that build one start from. Generated code passes one entry per
    /// `Field` case, in the same order.
    public init(_ blank: Form, _ fields: AnyFormField<Form>...) {
        let cases = Array(Form.Field.allCases)
        let count = min(cases.count, fields.count)
        let secure = Set(Form.schema.fields.filter { $0.secure != .none }.map(\.name))
        self.blank = blank
        self.fields = Array(fields.prefix(count))
        names = cases.prefix(count).map(\.rawValue)
        secret = names.map(secure.contains)
        var positions: [Form.Field: Int] = [:]
        for (position, field) in cases.prefix(count).enumerated() { positions[field] = position }
        self.positions = positions
        var byName: [String: Int] = [:]
        if count > FormValues.linearSearchLimit {
            for (position, name) in names.enumerated() where byName[name] == nil { byName[name] = position }
        }
        positionsByName = byName
        storages = self.fields.map(\.access.storage)
        stores = self.fields.map { $0.access.storing(blank) }
        tagIsPosition = cases.count == count
            && cases.enumerated().allSatisfy { position, field in CaseTag.of(field) == position }
        chains = FormNormalization.chains(names, in: Form.schema).map { $0.map(NormalizingChain.init) }
    }

    /// `validate(on:)`'s check of a formatted field (LANGUAGE.md §20): on
    /// submit, raises `.unexpectedFormat` for `field` when `value` is not its
    /// own normalized form under the field's chain (``chains``; a field
    /// without one always is). Generated code writes one line a field, after
    /// the field's own conditions:
    ///
    /// ```swift
    /// Self._FormcFields.checkFormat(self.phone, of: .phone, on: trigger, into: &errors)
    /// ```
    @inlinable
    public func checkFormat<Value: FormNormalizable>(
        _ value: Value, of field: Form.Field, on trigger: ValidationTrigger, into errors: inout [FieldError<Form.Field>]
    ) {
        guard let box = chainToCheck(field, on: trigger) else { return }
        if !FormNormalization.isNormalized(value, box.chain) { errors.raise(field, .unexpectedFormat, Form.schema) }
    }

    /// The check of an optional field: `nil` is normalized.
    @inlinable
    public func checkFormat<Value: FormNormalizable>(
        _ value: Value?, of field: Form.Field, on trigger: ValidationTrigger, into errors: inout [FieldError<Form.Field>]
    ) {
        guard let box = chainToCheck(field, on: trigger) else { return }
        if !FormNormalization.isNormalized(value, box.chain) { errors.raise(field, .unexpectedFormat, Form.schema) }
    }

    /// The check of a list: every row must be normalized.
    @inlinable
    public func checkFormat<Value: FormNormalizable>(
        _ rows: [Value], of field: Form.Field, on trigger: ValidationTrigger, into errors: inout [FieldError<Form.Field>]
    ) {
        guard let box = chainToCheck(field, on: trigger) else { return }
        if !FormNormalization.isNormalized(rows, box.chain) { errors.raise(field, .unexpectedFormat, Form.schema) }
    }

    /// The chain ``checkFormat(_:of:on:into:)`` checks `field` against on
    /// `trigger`: nil when the trigger checks no format or the field has no
    /// chain (one guard for the three overloads).
    @inlinable
    func chainToCheck(_ field: Form.Field, on trigger: ValidationTrigger) -> NormalizingChain? {
        guard trigger.checksFormat, let position = position(of: field) else { return nil }
        return chains[position]
    }

    /// The position of `field` in spec order.
    ///
    /// A generated `Field` is an enum without payloads, whose cases Swift
    /// numbers in declaration order (the Swift ABI's type layout: a tag of
    /// 0 bytes for one case, 1 byte up to 256, 2 up to 65,536); formc
    /// declares them in spec order. So the position is the case's tag, read
    /// in a few instructions, where looking `field` up in ``positions``
    /// hashes its name (about 700 instructions, on every keystroke of a
    /// form session). The table checks every case's tag when it is made
    /// (``tagIsPosition``) and uses ``positions`` when any differs.
    @inlinable
    public func position(of field: Form.Field) -> Int? {
        guard tagIsPosition else { return positions[field] }
        let tag = CaseTag.of(field)
        return tag >= 0 && tag < fields.count ? tag : nil
    }


    /// The position of the field stored at `keyPath`, or nil when no field
    /// is (a property the model's own extension adds). A search through the
    /// table: for whole answers an app gives by key path, not keystrokes.
    public func position(ofProperty keyPath: PartialKeyPath<Form>) -> Int? {
        fields.firstIndex { $0.partialKeyPath == keyPath }
    }

    /// The position of the field named `name`, or nil.
    @inlinable
    public func position(named name: String) -> Int? {
        guard positionsByName.isEmpty else { return positionsByName[name] }
        for (position, candidate) in names.enumerated() where candidate == name { return position }
        return nil
    }

    /// The entry of `field`.
    @inlinable
    public subscript(field: Form.Field) -> AnyFormField<Form>? {
        positions[field].map { fields[$0] }
    }
}

/// A field's §20 chain in a model's table (``FormFields/chains``), held by
/// reference so that a check borrows it instead of copying its parts.
@_spi(Generated)
public final class NormalizingChain: Sendable {
    /// The chain.
    public let chain: FormatterChain

    /// Boxes `chain`.
    @inlinable
    public init(_ chain: FormatterChain) {
        self.chain = chain
    }
}
