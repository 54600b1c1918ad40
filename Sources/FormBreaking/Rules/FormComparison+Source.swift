import FormChecker
import FormDiagnostics
import FormSyntax

/// Source findings (docs/BREAKING.md): Swift written against the old
/// generated API that no longer compiles against the new one. The API is
/// the form's struct (and its `Field` enum and views), one property, one
/// `Field` case and one memberwise-initializer parameter per field in field
/// order, and a nested enum per choice with a case per option. New fields
/// and new options are not reported, though a `switch` over `Field` or an
/// option enum without `default` stops compiling when a case is added.
extension FormComparison {
    func sourceFindings() -> [Finding] {
        var findings: [Finding] = []
        if isRename {
            findings.append(Finding(
                id: .swiftTypeRenamed, subject: formSubject,
                message: "form '\(old.form.name)' was renamed to '\(new.form.name)' (it has the same fields): Swift code naming '\(old.form.name)' no longer compiles",
                place: formPlace,
                notes: [old.file.note("'\(old.form.name)' was declared here", at: old.declaration.name.range)],
                fixIts: [new.file.fixIt("rename it back to '\(old.form.name)'", replacing: new.declaration.name.range, with: old.form.name)]
            ))
        }
        for field in fields.removed {
            findings.append(Finding(
                id: .swiftPropertyRemoved, subject: subject(field),
                message: "field '\(field.name)' was removed: Swift code using '\(old.form.name).\(field.name)' or '.\(field.name)'\(choiceEnum(field)) no longer compiles",
                place: formPlace, notes: oldNote(field)
            ))
        }
        for pair in fields.pairs {
            findings += sourceFindings(pair)
        }
        findings += initOrderFindings()
        return findings
    }

    private func sourceFindings(_ pair: FieldPairing.Pair) -> [Finding] {
        let (oldField, newField) = (pair.old, pair.new)
        var findings: [Finding] = []
        if pair.isRename {
            findings.append(Finding(
                id: .swiftPropertyRenamed, subject: subject(oldField),
                message: "field '\(oldField.name)' was renamed to '\(newField.name)': Swift code using '\(oldField.name)' or '.\(oldField.name)'\(choiceEnum(oldField)) no longer compiles",
                place: place(newField), notes: oldNote(oldField), fixIts: renameFieldFixIt(newField, to: oldField.name)
            ))
        }
        let was = SwiftTypeName.of(oldField)
        let now = SwiftTypeName.of(newField, enumField: pair.isRename ? oldField.name : nil)
        if was != now {
            findings.append(Finding(
                id: .swiftPropertyTypeChanged, subject: subject(oldField),
                message: "the Swift type of '\(newField.name)' changed from '\(was)' to '\(now)': code that reads or assigns it may no longer compile",
                place: place(newField), notes: oldNote(oldField)
            ))
        }
        if oldField.isChoice, newField.isChoice {
            let options = OptionPairing(old: oldField, new: newField)
            let enumName = ChoiceTypeName.of(field: newField.name)
            for (oldID, newID) in options.renamed {
                var fixIts: [FixIt] = []
                var place = place(newField)
                if let declaration = optionDeclaration(newField, newID, in: new) {
                    place = .new(new.file, declaration.range)
                    fixIts.append(new.file.fixIt("rename it back to '\(oldID)'", replacing: declaration.idRange, with: oldID))
                }
                findings.append(Finding(
                    id: .swiftCaseRenamed, subject: subject(oldField, option: oldID),
                    message: "option '\(oldID)' of '\(newField.name)' was renamed to '\(newID)': Swift code naming '\(enumName).\(oldID)' no longer compiles",
                    place: place, fixIts: fixIts
                ))
            }
            for oldID in options.removed {
                findings.append(Finding(
                    id: .swiftCaseRemoved, subject: subject(oldField, option: oldID),
                    message: "option '\(oldID)' of '\(newField.name)' was removed: Swift code naming '\(enumName).\(oldID)' no longer compiles",
                    place: place(newField)
                ))
            }
        }
        return findings
    }

    /// `, its enum 'Country'` for a choice.
    private func choiceEnum(_ field: CheckedField) -> String {
        field.isChoice ? " or its enum '\(ChoiceTypeName.of(field: field.name))'" : ""
    }

    /// `swift-init-order-changed` when fields kept by name are in another
    /// order: the memberwise initializer's labelled parameters follow field
    /// order, and Swift requires arguments in that order.
    private func initOrderFindings() -> [Finding] {
        let kept = Set(fields.pairs.filter { !$0.isRename }.map(\.old.name))
        let oldOrder = old.form.fields.map(\.name).filter { kept.contains($0) }
        let newOrder = new.form.fields.map(\.name).filter { kept.contains($0) }
        guard oldOrder != newOrder, let moved = zip(newOrder, oldOrder).first(where: { $0 != $1 })?.0,
              let field = new.form.field(named: moved) else { return [] }
        return [Finding(
            id: .swiftInitOrderChanged, subject: formSubject,
            message: "the fields of '\(new.form.name)' are in another order (\(newOrder.joined(separator: ", ")), was \(oldOrder.joined(separator: ", "))): calls to its memberwise initializer no longer compile",
            place: place(field)
        )]
    }
}
