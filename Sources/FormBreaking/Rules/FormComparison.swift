import FormChecker
import FormDiagnostics
import FormSyntax

/// One form in its old and new version, with its fields paired: the
/// findings of each category live in an extension of their own
/// (`FormComparison+Wire`, `+Validation`, `+Source`).
struct FormComparison {
    let old: VersionedForm
    let new: VersionedForm
    /// The form was paired by its fields, not its name.
    let isRename: Bool
    let fields: FieldPairing

    init(_ pair: FormPairing.Pair) {
        old = pair.old
        new = pair.new
        isRename = pair.isRename
        fields = FieldPairing(old: pair.old.form, new: pair.new.form)
    }

    /// Every finding of the three categories.
    func findings() -> [Finding] {
        wireFindings() + validationFindings() + sourceFindings()
    }

    // MARK: subjects and places

    /// `Form` by its old name.
    var formSubject: String { old.form.name }

    /// `Form.field` for a field's old name.
    func subject(_ field: CheckedField) -> String { "\(old.form.name).\(field.name)" }

    /// `Form.field.option`.
    func subject(_ field: CheckedField, option: String) -> String { "\(old.form.name).\(field.name).\(option)" }

    /// The new form's name.
    var formPlace: Finding.Place { .new(new.file, new.declaration.name.range) }

    /// A new field's name.
    func place(_ field: CheckedField) -> Finding.Place {
        guard let declaration = new.declaration(ofField: field.name) else { return formPlace }
        return .new(new.file, declaration.name.range)
    }

    /// The first attribute of a new field that `matches`, else the field's name.
    func place(_ field: CheckedField, attribute matches: (FieldAttributeValue) -> Bool) -> Finding.Place {
        guard let declaration = new.declaration(ofField: field.name),
              let attribute = declaration.attributes.first(where: { matches($0.value) }) else { return place(field) }
        return .new(new.file, attribute.range)
    }

    /// "'name' was declared here" at an old field.
    func oldNote(_ field: CheckedField, _ message: String? = nil) -> [DiagnosticNote] {
        guard let declaration = old.declaration(ofField: field.name) else { return [] }
        return [old.file.note(message ?? "'\(field.name)' was declared here", at: declaration.name.range)]
    }

    /// The fix-it renaming a new field back to `name`.
    func renameFieldFixIt(_ field: CheckedField, to name: String) -> [FixIt] {
        guard let declaration = new.declaration(ofField: field.name) else { return [] }
        return [new.file.fixIt("rename it back to '\(name)'", replacing: declaration.name.range, with: name)]
    }

    /// The option attribute of a new field declaring `id`.
    func optionDeclaration(_ field: CheckedField, _ id: String, in version: VersionedForm) -> (range: Range<Int>, idRange: Range<Int>)? {
        guard let declaration = version.declaration(ofField: field.name) else { return nil }
        for attribute in declaration.attributes {
            if case .option(let identifier, _) = attribute.value, identifier.name == id { return (attribute.range, identifier.range) }
        }
        return nil
    }

    /// The fix-it inserting `?` after a new field's type, when the type can be optional.
    func makeOptionalFixIt(_ field: CheckedField) -> [FixIt] {
        guard !field.isList, !field.allowsMultiple, field.type.base != .bool, !field.type.isOptional,
              let declaration = new.declaration(ofField: field.name) else { return [] }
        let end = declaration.type.range.upperBound
        return [new.file.fixIt("make it optional", replacing: end..<end, with: "?")]
    }
}
