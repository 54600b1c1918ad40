import FormDiagnostics
import FormRuntime
import FormSyntax

/// Sections (LANGUAGE.md §13) and the nested enum names of choices.
extension FormResolver {
    /// Checks each section's `visible when` (a section has no `value`) and
    /// repeats of `caption`/`visible`.
    mutating func resolveSections(fields: [String: ExpressionScope.Field], ordered: [String]) -> [CheckedSection] {
        var result: [CheckedSection] = []
        for section in form.sections {
            var checked = CheckedSection(title: section.title.value)
            var first: [String: Identifier] = [:]
            for attribute in section.attributes {
                if let earlier = first[attribute.keyword.name] {
                    bag.report(
                        .duplicateAttribute, at: attribute.keyword.range, "'\(attribute.keyword.name)' is already set for section \(section.title.spelling)",
                        notes: [bag.note("first set here", at: earlier.range)]
                    )
                    continue
                }
                first[attribute.keyword.name] = attribute.keyword
                switch attribute.value {
                case .caption(let caption): checked.caption = caption.value
                case .visibleWhen(let condition):
                    let own = ExpressionScope.Field(name: "", index: -1, type: FieldTypeRef(.bool), isList: false)
                    let scope = ExpressionScope(fields: fields, orderedNames: ordered, own: own, isSectionCondition: true)
                    checked.visibleWhen = ExpressionChecker.checkCondition(condition, scope: scope, cache: cache, bag: &bag)
                default: break
                }
            }
            result.append(checked)
        }
        return result
    }

    /// `reserved-name` for a choice's nested enum (`country` → `Country`)
    /// that collides with the form's name, another nested type, or a Swift
    /// or runtime name (``NameRules/reservedReason(_:)``).
    /// `fieldNames` holds every field name of the form (the scope's table).
    mutating func checkChoiceTypeNames(_ declarations: [FieldDecl], kept: [Bool], fieldNames: [String: ExpressionScope.Field]) {
        var taken: [String: String] = [:]
        for (field, isKept) in zip(declarations, kept) where isKept && field.type.base == .choice {
            let typeName = ChoiceTypeName.of(field: field.name.name)
            var reason: String?
            if typeName == form.name.name {
                reason = "it is the name of the form's own type"
            } else if fieldNames[typeName] != nil {
                reason = "a field of the form has that name"
            } else if let other = taken[typeName] {
                reason = "the choice '\(other)' has a nested type of that name"
            } else if let rule = NameRules.reservedTypeReason(typeName) {
                reason = rule
            }
            taken[typeName] = taken[typeName] ?? field.name.name
            guard let reason else { continue }
            bag.report(
                .reservedName, at: field.name.range,
                "choice '\(field.name.name)' would declare the nested type '\(typeName)', but \(reason)",
                fixIts: [bag.fixIt("rename it", replacing: field.name.range, with: field.name.name + "Choice")]
            )
        }
    }
}

/// The Swift name of a choice's nested enum: the field name in
/// UpperCamelCase (`country` → `Country`, `card_brand` → `CardBrand`).
public enum ChoiceTypeName {
    /// The nested type name for the choice field `name`.
    public static func of(field name: String) -> String {
        var result = ""
        var upper = true
        for character in name {
            if character == "_" {
                upper = true
                continue
            }
            result += upper ? character.uppercased() : String(character)
            upper = false
        }
        return result.isEmpty ? "Choice" : result
    }
}
