import FormChecker
import FormDiagnostics
import FormRuntime
import FormSyntax

/// Validation findings (docs/BREAKING.md): a record the old model accepted
/// (`validate(on: .submit)` empty and `normalized()` unchanged) that decodes
/// is refused by the new `validate(on: .submit)` or changed by its
/// `normalized()`. A renamed field decodes as `nil` from old records, so its
/// checks are those of a new field.
extension FormComparison {
    func validationFindings() -> [Finding] {
        var findings: [Finding] = []
        for pair in fields.pairs {
            if pair.isRename {
                findings += newFieldFindings(pair.new)
            } else {
                findings += checkFindings(pair.old, pair.new)
            }
        }
        for field in fields.added {
            findings += newFieldFindings(field)
        }
        return findings
    }

    // MARK: a field of both versions

    private func checkFindings(_ oldField: CheckedField, _ newField: CheckedField) -> [Finding] {
        var findings: [Finding] = []
        let oldGate = FieldGate(oldField, in: old.form)
        let newGate = FieldGate(newField, in: new.form)
        let checked = !newGate.isDisabled
        let hasChecks = checked && (requires(newField) || !newField.conditions.isEmpty)

        if hasChecks, !newGate.isWithin(oldGate), requires(oldField) || !oldField.conditions.isEmpty {
            findings.append(Finding(
                id: .checksWidened, subject: subject(oldField),
                message: "'\(newField.name)' is validated where it was not (\(widening(oldGate, newGate))): values the old model kept unchecked there may fail its checks",
                place: place(newField), notes: oldNote(oldField)
            ))
        }

        if checked, requires(newField), oldField.requiredEmptiness != .never, let why = requiredWidening(oldField, newField) {
            findings.append(Finding(
                id: .requiredAdded, subject: subject(oldField),
                message: "'\(newField.name)' \(why): records the old model accepted with it empty are refused",
                place: place(newField, attribute: { if case .required = $0 { true } else { false } }), notes: oldNote(oldField)
            ))
        }

        findings += formatFindings(oldField, newField, oldGate: oldGate)

        if checked {
            let refused = newConditions(oldField, newField)
            if let first = refused.first {
                let more = refused.count > 1 ? " (and \(refused.count - 1) more)" : ""
                var notes = oldNote(oldField, "the old '\(oldField.name)' was declared here")
                for other in refused.dropFirst() { notes.append(new.file.note("another new condition", at: other)) }
                findings.append(Finding(
                    id: .conditionAdded, subject: subject(oldField),
                    message: "'\(newField.name)' has a new error condition\(more) that may refuse values the old model accepted",
                    place: .new(new.file, first), notes: notes
                ))
            }
        }
        return findings
    }

    /// Whether the field's `required` can refuse anything.
    private func requires(_ field: CheckedField) -> Bool {
        field.isRequired && field.requiredEmptiness != .never
    }

    /// How the new field's `required` asks more than the old one's, or nil.
    private func requiredWidening(_ oldField: CheckedField, _ newField: CheckedField) -> String? {
        guard requires(oldField) else { return "is required now" }
        guard let was = oldField.requiredWhen else { return nil }
        guard let now = newField.requiredWhen else { return "is required now, not only when its condition holds" }
        return CanonicalExpression.key(was) == CanonicalExpression.key(now) ? nil : "is required under a changed condition"
    }

    /// What opened the gate, in words.
    private func widening(_ oldGate: FieldGate, _ newGate: FieldGate) -> String {
        if oldGate.isDisabled { return "it is no longer disabled" }
        return "its visible when or enabled when condition changed"
    }

    /// The new conditions of a field the old ones do not cover: byte ranges
    /// of their `error` attributes.
    private func newConditions(_ oldField: CheckedField, _ newField: CheckedField) -> [Range<Int>] {
        let oldKeys = Set(oldField.conditions.map { CanonicalExpression.key($0.expression) })
        var refused: [ConditionRanges.Variable: IntervalSet] = [:]
        for condition in oldField.conditions {
            guard let (variable, numbers) = ConditionRanges.range(of: condition.expression) else { continue }
            if variable == .value, oldField.type.base != newField.type.base { continue }
            refused[variable] = refused[variable].map { $0.union(numbers) } ?? numbers
        }
        let attributes = errorAttributes(newField)
        var result: [Range<Int>] = []
        for (index, condition) in newField.conditions.enumerated() {
            if oldKeys.contains(CanonicalExpression.key(condition.expression)) { continue }
            if let (variable, numbers) = ConditionRanges.range(of: condition.expression),
               let old = refused[variable], numbers.isSubset(of: old) {
                continue
            }
            result.append(index < attributes.count ? attributes[index] : placeRange(newField))
        }
        return result
    }

    /// The `error` attributes of a new field, in order (the order of its conditions).
    private func errorAttributes(_ field: CheckedField) -> [Range<Int>] {
        guard let declaration = new.declaration(ofField: field.name) else { return [] }
        return declaration.attributes.compactMap { if case .error = $0.value { $0.range } else { nil } }
    }

    private func placeRange(_ field: CheckedField) -> Range<Int> {
        new.declaration(ofField: field.name)?.name.range ?? new.declaration.name.range
    }

    // MARK: formats

    private func formatFindings(_ oldField: CheckedField, _ newField: CheckedField, oldGate: FieldGate) -> [Finding] {
        var bounds = ChainComparison.OldBounds()
        if oldGate.isAlways {
            bounds.lengths = accepted(oldField, .length)
            bounds.values = accepted(oldField, .value)
        }
        let problems = ChainComparison.problems(old: oldField, oldLocale: old.form.locale, new: newField, newLocale: new.form.locale, bounds: bounds)
        var findings: [Finding] = []
        for id in [DiagnosticID.limitTightened, .maskChanged, .formatAdded, .formatNarrowed] {
            let reasons = problems.filter { $0.id == id }
            guard let first = reasons.first else { continue }
            var fixIts: [FixIt] = []
            if id == .limitTightened, let oldLimit = first.oldLimit, let range = limitArgument(newField) {
                fixIts.append(new.file.fixIt("restore limit(\(oldLimit))", replacing: range, with: String(oldLimit)))
            }
            findings.append(Finding(
                id: id, subject: subject(oldField),
                message: "the format of '\(newField.name)' refuses values the old model accepted: " + reasons.map(\.reason).joined(separator: "; "),
                place: place(newField, attribute: { if case .format = $0 { true } else { false } }),
                notes: oldNote(oldField), fixIts: fixIts
            ))
        }
        return findings
    }

    /// The numbers of `variable` no old condition of an always-checked field
    /// refuses, when some condition reads it; nil otherwise.
    private func accepted(_ field: CheckedField, _ variable: ConditionRanges.Variable) -> IntervalSet? {
        var refused: IntervalSet?
        for condition in field.conditions {
            guard let (read, numbers) = ConditionRanges.range(of: condition.expression), read == variable else { continue }
            refused = refused.map { $0.union(numbers) } ?? numbers
        }
        guard var result = refused?.complement else { return nil }
        if variable == .length {
            result = result.intersection(.between(IntervalSet.Bound(value: 0, isClosed: true), nil, integral: true))
        }
        return result
    }

    /// The argument of the new field's smallest written `limit(n)`, for the fix-it.
    private func limitArgument(_ field: CheckedField) -> Range<Int>? {
        guard let declaration = new.declaration(ofField: field.name) else { return nil }
        var best: (count: Int, range: Range<Int>)?
        for attribute in declaration.attributes {
            guard case .format(let chain) = attribute.value else { continue }
            for call in chain.formatters where call.name.name == "limit" {
                guard let argument = call.arguments?.first, argument.label == nil, let count = Int(argument.value.numericText) else { continue }
                if best.map({ count < $0.count }) ?? true { best = (count, argument.value.range) }
            }
        }
        return best?.range
    }

    // MARK: a field new to old records

    /// The checks of a field old records decode as `nil` (an optional field
    /// added or renamed): `required` refuses them, and so does a condition
    /// that does not read the field's own value (which would skip it) unless
    /// it reads only `length` and holds for no empty text.
    private func newFieldFindings(_ field: CheckedField) -> [Finding] {
        guard WireShape(field).isOptional, !field.isDisabled else { return [] }
        var findings: [Finding] = []
        if requires(field) {
            findings.append(Finding(
                id: .requiredFieldAdded, subject: "\(old.form.name).\(field.name)",
                message: "'\(field.name)' is required, and every old record decodes it as nil: the new model refuses them",
                place: place(field, attribute: { if case .required = $0 { true } else { false } })
            ))
        }
        let attributes = errorAttributes(field)
        var refusing: [Range<Int>] = []
        for (index, condition) in field.conditions.enumerated() {
            let readsOwnValue = condition.expression.references.contains { $0.isOwnField && $0.readsValue }
            if readsOwnValue { continue }
            if let (variable, numbers) = ConditionRanges.range(of: condition.expression), variable == .length, !numbers.contains(0) { continue }
            refusing.append(index < attributes.count ? attributes[index] : placeRange(field))
        }
        if let first = refusing.first {
            var notes: [DiagnosticNote] = []
            for other in refusing.dropFirst() { notes.append(new.file.note("another new condition", at: other)) }
            findings.append(Finding(
                id: .conditionAdded, subject: "\(old.form.name).\(field.name)",
                message: "new field '\(field.name)' has an error condition that may hold for old records, which decode it as nil",
                place: .new(new.file, first), notes: notes
            ))
        }
        return findings
    }
}
