import FormDiagnostics
import FormRuntime
import FormSyntax

/// Conditions on choice fields (LANGUAGE.md §13): `value == .fr`,
/// `country != .de`, `toppings contains .cheese`, `count(toppings)`.
extension ExpressionChecker {
    /// Whether the syntax node is an option `.id` (parentheses looked through).
    static func isOption(_ expression: SyntaxExpression) -> Bool {
        OptionComparison.option(of: expression) != nil
    }

    /// `a == .x` or `a != .x` (either side may be the option): `a` must be a
    /// single choice and `.x` one of its options.
    mutating func checkOptionComparison(_ op: BinaryOperator, _ lhs: SyntaxExpression, _ rhs: SyntaxExpression, at range: Range<Int>) -> CheckedExpression? {
        guard let split = OptionComparison.split(lhs, rhs) else { return nil }
        let (option, otherSyntax) = (split.option, split.other)
        if Self.isOption(otherSyntax) {
            return mismatch(at: range, "two options cannot be compared with each other; compare a choice field with an option, as in 'value == .\(option.name.name)'")
        }
        guard let other = check(otherSyntax) else { return nil }
        guard case .fieldValue(let reference) = other, reference.type.base == .choice, !reference.isMultiple,
              let field = scope.fields[reference.fieldName] ?? (reference.isOwnField ? scope.own : nil)
        else {
            let what = other.type == .choice ? "a multiple choice; test an option with 'contains .\(option.name.name)'" : "\(other.type.rawValue), not a choice"
            return mismatch(at: range, "'.\(option.name.name)' is an option, but the other side is \(what)")
        }
        guard op == .equal || op == .notEqual, let comparison = op.comparison else {
            return mismatch(at: range, "a choice compares with an option only with '==' and '!=', not '\(op.rawValue)'")
        }
        guard checkOptionExists(option, in: field) else { return nil }
        let literal = CheckedExpression.literal(.choice(option.name.name))
        let left = Self.isOption(rhs) ? other : literal
        let right = Self.isOption(rhs) ? literal : other
        return .comparison(comparison, left, right, operands: .choice)
    }

    /// `choices contains .x`: `choices` must be a `multiple` choice.
    mutating func checkContains(_ lhs: SyntaxExpression, _ option: OptionReference) -> CheckedExpression? {
        guard let checked = check(lhs) else { return nil }
        guard case .fieldValue(let reference) = checked, reference.type.base == .choice, reference.isMultiple,
              let field = scope.fields[reference.fieldName] ?? (reference.isOwnField ? scope.own : nil)
        else {
            let what = checked.type == .choice ? "a single choice; compare it with '== .\(option.name.name)'" : checked.type.rawValue
            return mismatch(at: lhs.range, "'contains' needs a multiple choice on the left, but this is \(what)")
        }
        guard checkOptionExists(option, in: field) else { return nil }
        return .contains(checked, option: option.name.name)
    }

    /// `count(choices)`: the number of selected options of a multiple choice.
    mutating func countOfChoice(_ field: ExpressionScope.Field, at range: Range<Int>) -> CheckedExpression? {
        guard field.type.base == .choice, field.isMultiple else {
            let what = field.type.base == .choice ? "a single choice" : "a field"
            return mismatch(at: range, "'count' takes a list or a multiple choice, but '\(field.name)' is \(what)")
        }
        return .count(scope.reference(to: field, readsValue: false))
    }

    /// Reports `unknown-option` (with the closest option as a fix-it) when
    /// `option` names no option of `field`.
    mutating func checkOptionExists(_ option: OptionReference, in field: ExpressionScope.Field) -> Bool {
        guard !field.knownOptions.contains(option.name.name) else { return true }
        OptionRules.reportUnknown(option.name, field: field.name, options: field.options, bag: &bag)
        return false
    }

    /// `value` or `length` in a section's condition: a section has no value.
    mutating func noOwnValue(_ word: String, at range: Range<Int>) -> CheckedExpression? {
        bag.report(
            .unknownName, at: range, "'\(word)' means the field's own value, and a section has none",
            notes: [DiagnosticNote("name the field the section depends on, as in 'visible when !pickup'")]
        )
        return nil
    }
}

/// The rules on option identifiers shared by conditions and defaults.
enum OptionRules {
    /// `unknown-option` at `name`, with the closest of `options` suggested.
    static func reportUnknown(_ name: Identifier, field: String, options: [String], bag: inout DiagnosticBag) {
        var message = "'\(name.name)' is not an option of '\(field)'"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestion.closest(to: name.name, in: options) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(bag.fixIt("did you mean '\(suggestion)'?", replacing: name.range, with: suggestion))
        } else {
            message += " (its options: \(listed(options)))"
        }
        bag.report(.unknownOption, at: name.range, message, fixIts: fixIts)
    }

    /// At most the first 10 options, comma-separated, then `…`: every
    /// unknown option of a choice with thousands would otherwise repeat them
    /// all (output quadratic in the spec).
    static func listed(_ options: [String]) -> String {
        let shown = options.prefix(10).joined(separator: ", ")
        return options.count > 10 ? shown + ", … (\(options.count) in all)" : shown
    }
}
