import FormChecker
import FormDiagnostics
import FormSyntax

/// Wire findings (docs/BREAKING.md): JSON the old model encoded does not
/// decode with the new one, or decodes with a value lost. What decodes is
/// exactly what the generated `init(from:)` accepts (FormRuntime's
/// `FieldDecoding`): unknown keys ignored, an optional's key may be absent,
/// every other key required with a value of the field's type, choices only
/// as their own option identifiers.
extension FormComparison {
    func wireFindings() -> [Finding] {
        var findings: [Finding] = []
        for field in fields.removed {
            findings.append(Finding(
                id: .fieldRemoved, subject: subject(field),
                message: "field '\(field.name)' of form '\(old.form.name)' was removed: the value old records store under '\(field.name)' is dropped when they are decoded",
                place: formPlace, notes: oldNote(field)
            ))
        }
        for pair in fields.pairs {
            findings += wireFindings(pair)
        }
        for field in fields.added where !WireShape(field).isOptional {
            findings.append(Finding(
                id: .nonOptionalFieldAdded, subject: "\(old.form.name).\(field.name)",
                message: "new field '\(field.name)' is not optional: no old record has the key '\(field.name)', which the generated decoder requires",
                place: place(field),
                notes: [DiagnosticNote("a default does not help: the decoder, like Swift's synthesized Codable, requires the key of every non-optional property")],
                fixIts: makeOptionalFixIt(field)
            ))
        }
        return findings
    }

    private func wireFindings(_ pair: FieldPairing.Pair) -> [Finding] {
        let (oldField, newField) = (pair.old, pair.new)
        var findings: [Finding] = []
        if pair.isRename {
            let lost = newField.type.isOptional
                ? "old records keep their value under '\(oldField.name)', which is dropped, and decode '\(newField.name)' as nil"
                : "old records have no key '\(newField.name)', so they do not decode"
            findings.append(Finding(
                id: .fieldRenamed, subject: subject(oldField),
                message: "field '\(oldField.name)' was renamed to '\(newField.name)': \(lost)",
                place: place(newField), notes: oldNote(oldField), fixIts: renameFieldFixIt(newField, to: oldField.name)
            ))
        }
        let was = WireShape(oldField)
        let now = WireShape(newField)
        if was.isArray != now.isArray {
            if oldField.isChoice, newField.isChoice, !oldField.isList, !newField.isList {
                let change = now.isArray ? "became a multiple choice" : "is no longer a multiple choice"
                findings.append(Finding(
                    id: .choiceMultiplicityChanged, subject: subject(oldField),
                    message: "choice '\(newField.name)' \(change): old records store \(was.isArray ? "an array of option identifiers" : "one option identifier"), which does not decode as \(now.isArray ? "an array" : "one option")",
                    place: place(newField), notes: oldNote(oldField)
                ))
            } else {
                let change = now.isArray ? "became a list" : "is no longer a list"
                findings.append(Finding(
                    id: .listKindChanged, subject: subject(oldField),
                    message: "'\(newField.name)' \(change): old records store \(was.isArray ? "a JSON array" : "one value"), which does not decode as \(now.isArray ? "an array of rows" : "one value")",
                    place: place(newField), notes: oldNote(oldField)
                ))
            }
            return findings
        }
        if let problem = WireShape.scalarProblem(old: was.scalar, new: now.scalar) {
            findings.append(Finding(
                id: problem.id, subject: subject(oldField),
                message: "'\(newField.name)' changed from \(oldField.type.base.rawValue) to \(newField.type.base.rawValue): \(problem.reason)",
                place: place(newField), notes: oldNote(oldField)
            ))
            return findings
        }
        if oldField.isChoice, newField.isChoice {
            findings += optionFindings(oldField, newField)
        }
        if was.isOptional, !now.isOptional, !alwaysHoldsValue(oldField) {
            findings.append(Finding(
                id: .fieldMadeNonOptional, subject: subject(oldField),
                message: "'\(newField.name)' is no longer optional: old records without a value leave the key out, and the new decoder requires it",
                place: place(newField), notes: oldNote(oldField),
                fixIts: makeOptionalFixIt(newField)
            ))
        }
        return findings
    }

    /// `option-removed` and `option-renamed` for a choice in both versions.
    private func optionFindings(_ oldField: CheckedField, _ newField: CheckedField) -> [Finding] {
        let options = OptionPairing(old: oldField, new: newField)
        var findings: [Finding] = []
        for (oldID, newID) in options.renamed {
            var notes: [DiagnosticNote] = []
            if let declaration = optionDeclaration(oldField, oldID, in: old) { notes.append(old.file.note("'\(oldID)' was declared here", at: declaration.idRange)) }
            var fixIts: [FixIt] = []
            var place = place(newField)
            if let declaration = optionDeclaration(newField, newID, in: new) {
                place = .new(new.file, declaration.range)
                fixIts.append(new.file.fixIt("rename it back to '\(oldID)'", replacing: declaration.idRange, with: oldID))
            }
            findings.append(Finding(
                id: .optionRenamed, subject: subject(oldField, option: oldID),
                message: "option '\(oldID)' of '\(newField.name)' was renamed to '\(newID)': old records holding '\(oldID)' do not decode",
                place: place, notes: notes, fixIts: fixIts
            ))
        }
        for oldID in options.removed {
            var notes: [DiagnosticNote] = []
            if let declaration = optionDeclaration(oldField, oldID, in: old) { notes.append(old.file.note("'\(oldID)' was declared here", at: declaration.idRange)) }
            findings.append(Finding(
                id: .optionRemoved, subject: subject(oldField, option: oldID),
                message: "option '\(oldID)' of '\(newField.name)' was removed: old records holding it do not decode",
                place: place(newField), notes: notes
            ))
        }
        return findings
    }

    /// Whether every record the old model accepted has a value in this
    /// optional field: it is `required` without a condition, and always
    /// checked (never hidden, disabled or conditionally enabled).
    private func alwaysHoldsValue(_ field: CheckedField) -> Bool {
        field.isRequired && field.requiredWhen == nil && field.requiredEmptiness != .never && FieldGate(field, in: old.form).isAlways
    }
}

/// `form-removed` for an old form no new form matches.
enum RemovedForm {
    static func findings(_ form: VersionedForm, newFiles: [SpecVersionFile]) -> [Finding] {
        let place: Finding.Place
        if let file = newFiles.first(where: { $0.path == form.file.path }) {
            place = .new(file, 0..<0)
        } else {
            place = .gone(path: form.file.path)
        }
        let notes = [form.file.note("'\(form.form.name)' was declared here", at: form.declaration.name.range)]
        return [
            Finding(
                id: .formRemoved, subject: form.form.name,
                message: "form '\(form.form.name)' was removed: records stored from it have no model to decode them",
                place: place, notes: notes
            ),
            Finding(
                id: .swiftTypeRemoved, subject: form.form.name,
                message: "form '\(form.form.name)' was removed: Swift code naming '\(form.form.name)', its 'Field' enum or its views no longer compiles",
                place: place, notes: notes
            ),
        ]
    }
}
