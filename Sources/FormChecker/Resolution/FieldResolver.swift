import FormDiagnostics
import FormRuntime
import FormSyntax

/// Checks one `field` or `list` and builds its ``CheckedField``: attribute
/// repeats, the format chain, conditions, the default, the keyboard, list
/// bounds and the label.
struct FieldResolver {
    let field: FieldDecl
    let scope: ExpressionScope
    let named: [String: NamedFormatter]
    let locale: LocaleRules?
    let cache: CheckCache
    var bag: DiagnosticBag

    /// Attribute words that set the same thing, for `duplicate-attribute`:
    /// `disabled` and `enabled when` both decide whether the field is editable.
    private static func slot(of keyword: String) -> String {
        keyword == "disabled" || keyword == "enabled" ? "enabled" : keyword
    }

    mutating func resolve() -> CheckedField {
        let type = FieldTypeRef(FieldType(field.type.base), isOptional: field.type.isOptional)
        if type.base == .bool, type.isOptional {
            bag.report(
                .optionalBool, at: field.type.range,
                "'bool?' is not a type: a toggle is always on or off; use 'bool' (false unless 'default true')",
                fixIts: [bag.fixIt("use 'bool'", replacing: field.type.range, with: "bool")]
            )
        }
        var result = CheckedField(name: field.name.name, docLines: field.doc?.lines ?? [], isList: field.isList, type: type)
        let attributes = uniqueAttributes()
        var formatters: [FormatterSpec]? = ChainResolver.defaultChain(for: type.base)
        var requiredGiven: (message: StringLiteral?, present: Bool) = (nil, false)
        var defaultLiteral: Literal?
        var keyboard: FieldAttributeValue.Keyboard?
        var defaultOptions: FieldAttributeValue.OptionList?
        let isChoice = type.base == .choice
        for attribute in attributes {
            if isChoice, Self.doesNotApplyToChoice(attribute.value) {
                bag.report(.invalidChoice, at: attribute.keyword.range, "'\(attribute.keyword.name)' does not apply to a choice field")
                continue
            }
            switch attribute.value {
            case .label(let text): result.label = text.value
            case .placeholder(let text): result.placeholder = text.value
            case .caption(let text): result.caption = text.value
            case .format(let chain):
                formatters = cache.resolveChain(chain, named: named, fieldType: type.base, bag: &bag)
            case .secure(let toggle):
                result.secure = toggle == nil ? .secure : .toggle
                checkSecure(attribute, type: type)
            case .required(let message, let condition):
                requiredGiven = (message, true)
                if let condition {
                    result.requiredWhen = ExpressionChecker.checkCondition(condition, scope: scope, cache: cache, bag: &bag)
                }
            case .option, .multiple:
                continue  // `resolveChoice` reads them.
            case .visibleWhen(let condition):
                result.visibleWhen = ExpressionChecker.checkCondition(condition, scope: scope, cache: cache, bag: &bag)
            case .defaultOptions(let list):
                guard isChoice else {
                    bag.report(.invalidDefault, at: list.range, "the default of \(Article.withArticle(type.base.rawValue)) field must be \(DefaultValueCheck.expected(type.base)), not an option identifier")
                    continue
                }
                defaultOptions = list
            case .error(let message, let condition, let trigger):
                if let checked = ExpressionChecker.checkCondition(condition, scope: scope, cache: cache, bag: &bag) {
                    let timing = trigger.map { ValidationTrigger($0.kind) } ?? .change
                    result.conditions.append(CheckedCondition(message: message.value, expression: checked, trigger: timing))
                }
            case .default(let literal):
                guard !field.isList else {
                    // Generated code, the terminal and preview start every row empty.
                    bag.report(
                        .unknownAttribute, at: attribute.keyword.range,
                        "a list takes no 'default': each new row of '\(field.name.name)' starts empty",
                        fixIts: [bag.fixIt("remove it", replacing: attribute.range, with: "")]
                    )
                    continue
                }
                guard !isChoice else {
                    // `default true` with an `option true`: the option is the
                    // mistake, reported as reserved-name; one diagnostic.
                    if case .boolean(let flag) = literal.kind, Self.hasOption(field, named: flag ? "true" : "false") { continue }
                    reportLiteralDefaultOnChoice(literal)
                    continue
                }
                defaultLiteral = literal
            case .disabled: result.isDisabled = true
            case .enabledWhen(let condition):
                result.enabledWhen = ExpressionChecker.checkCondition(condition, scope: scope, cache: cache, bag: &bag)
            case .keyboard(let kind): keyboard = kind
            case .min(let literal), .max(let literal):
                guard field.isList else {
                    bag.report(
                        .unknownAttribute, at: attribute.keyword.range,
                        "'\(attribute.keyword.name)' bounds the rows of a list; a field has no rows",
                        notes: [DiagnosticNote(Self.boundsAdvice(keyword: attribute.keyword.name, literal: literal, type: type, field: field))]
                    )
                    continue
                }
            }
        }
        result.formatters = isChoice ? [] : formatters ?? []
        resolveChoice(into: &result, defaultOptions: defaultOptions)
        if requiredGiven.present {
            // Without a message, the built-in "{label} is required" (LANGUAGE.md
            // §19), which the runtime shows in the form's language.
            result.isRequired = true
            result.requiredMessage = requiredGiven.message?.value
        }
        if let defaultLiteral {
            result.defaultValue = DefaultValueCheck.check(defaultLiteral, type: type.base, formatters: formatters, locale: locale, bag: &bag)
        }
        if let keyboard {
            result.keyboard = KeyboardKind(keyboard.kind)
            result.hasExplicitKeyboard = true
            // A text field's keyboard depends on its chain; skip it when the chain failed.
            let chain = formatters ?? (type.base == .text ? nil : [])
            if let chain, let problem = KeyboardCheck.problem(keyboard: result.keyboard, type: type.base, formatters: chain) {
                bag.report(.keyboardMismatch, at: keyboard.range, problem)
            }
        } else {
            result.keyboard = .implied(by: type.base)
        }
        if field.isList {
            (result.listMinimum, result.listMaximum) = listBounds(attributes)
        }
        if result.label == nil {
            bag.report(
                .missingLabel, at: field.name.range,
                "\(field.isList ? "list" : "field") '\(field.name.name)' has no label; the form would show its name",
                fixIts: field.hasBody ? [] : [bag.fixIt("add a label", replacing: field.type.range.upperBound..<field.type.range.upperBound, with: " { label \"\(Self.suggestedLabel(field.name.name))\" }")]
            )
        }
        return result
    }

    /// The attributes with repeats reported (`duplicate-attribute`) and
    /// dropped; `error` may repeat.
    private mutating func uniqueAttributes() -> [FieldAttribute] {
        if !hasRepeatedSlot() { return field.attributes }
        var first: [String: FieldAttribute] = [:]
        var kept: [FieldAttribute] = []
        for attribute in field.attributes {
            let keyword = attribute.keyword.name
            guard keyword != "error", keyword != "option" else {
                kept.append(attribute)
                continue
            }
            let slot = Self.slot(of: keyword)
            if let earlier = first[slot] {
                let message = earlier.keyword.name == keyword
                    ? "'\(keyword)' is already set for '\(field.name.name)'"
                    : "'\(keyword)' and '\(earlier.keyword.name)' both decide whether '\(field.name.name)' is editable; keep one"
                bag.report(.duplicateAttribute, at: attribute.keyword.range, message, notes: [bag.note("first set here", at: earlier.keyword.range)])
                continue
            }
            first[slot] = attribute
            kept.append(attribute)
        }
        return kept
    }

    /// Whether two attributes set the same slot, decided without building
    /// a dictionary: each attribute word has a bit. `true` (the careful
    /// path then decides) for a word outside the language.
    private func hasRepeatedSlot() -> Bool {
        var seen: UInt16 = 0
        for attribute in field.attributes {
            guard let bit = Self.slotBit(attribute.keyword.name) else { return true }
            if seen & bit != 0 { return true }
            seen |= bit
        }
        return false
    }

    /// The bit of an attribute word's slot (`slot(of:)`); 0 for `error`,
    /// which may repeat; `nil` for any other word. The word is found by its
    /// first byte and length, then compared once.
    private static func slotBit(_ keyword: String) -> UInt16? {
        let utf8 = keyword.utf8
        guard let first = utf8.first else { return nil }
        let candidate: (word: String, bit: UInt16)
        switch (first, utf8.count) {
        case (UInt8(ascii: "l"), 5): candidate = ("label", 1 << 0)
        case (UInt8(ascii: "p"), 11): candidate = ("placeholder", 1 << 1)
        case (UInt8(ascii: "c"), 7): candidate = ("caption", 1 << 2)
        case (UInt8(ascii: "f"), 6): candidate = ("format", 1 << 3)
        case (UInt8(ascii: "s"), 6): candidate = ("secure", 1 << 4)
        case (UInt8(ascii: "r"), 8): candidate = ("required", 1 << 5)
        case (UInt8(ascii: "d"), 7): candidate = ("default", 1 << 6)
        case (UInt8(ascii: "d"), 8): candidate = ("disabled", 1 << 7)
        case (UInt8(ascii: "e"), 7): candidate = ("enabled", 1 << 7)
        case (UInt8(ascii: "k"), 8): candidate = ("keyboard", 1 << 8)
        case (UInt8(ascii: "m"), 3) where keyword == "min": candidate = ("min", 1 << 9)
        case (UInt8(ascii: "m"), 3): candidate = ("max", 1 << 10)
        case (UInt8(ascii: "e"), 5): candidate = ("error", 0)
        case (UInt8(ascii: "o"), 6): candidate = ("option", 0)
        case (UInt8(ascii: "m"), 8): candidate = ("multiple", 1 << 11)
        case (UInt8(ascii: "v"), 7): candidate = ("visible", 1 << 12)
        default: return nil
        }
        return keyword == candidate.word ? candidate.bit : nil
    }

    /// `min` and `max` of a list: not negative, `max` at least 1 and at
    /// least `min` (`invalid-list-bounds`).
    private mutating func listBounds(_ attributes: [FieldAttribute]) -> (Int?, Int?) {
        var minimum: (value: Int, literal: IntegerLiteral)?
        var maximum: (value: Int, literal: IntegerLiteral)?
        var ok = true
        for attribute in attributes {
            switch attribute.value {
            case .min(let literal), .max(let literal):
                let isMin = attribute.keyword.name == "min"
                guard let value = literal.value, value <= 10_000 else {
                    bag.report(.invalidListBounds, at: literal.range, "'\(attribute.keyword.name)' \(literal.spelling) is too large; a list shows at most 10000 rows")
                    ok = false
                    continue
                }
                if isMin { minimum = (value, literal) } else { maximum = (value, literal) }
            default:
                continue
            }
        }
        if let maximum, maximum.value == 0 {
            bag.report(.invalidListBounds, at: maximum.literal.range, "'max 0' allows no rows; a list needs at least one")
            ok = false
        } else if let minimum, let maximum, minimum.value > maximum.value {
            bag.report(
                .invalidListBounds, at: maximum.literal.range,
                "'max \(maximum.value)' is less than 'min \(minimum.value)'",
                notes: [bag.note("'min' is set here", at: minimum.literal.range)]
            )
            ok = false
        }
        return ok ? (minimum?.value, maximum?.value) : (nil, nil)
    }

    /// What to write instead of `min`/`max` on a plain field: a list, or an
    /// error condition that type-checks for the field's type (`length` for
    /// text, `value` for numbers; a bool has no bound to check).
    static func boundsAdvice(keyword: String, literal: IntegerLiteral, type: FieldTypeRef, field: FieldDecl) -> String {
        let list = "declare it with 'list \(field.name.name): \(field.type.sourceText)' to repeat it"
        let op = keyword == "min" ? "<" : ">"
        switch type.base {
        case .text: return list + ", or check its length with an error condition such as 'length \(op) \(literal.spelling)'"
        case .int, .decimal: return list + ", or bound its value with an error condition such as 'value \(op) \(literal.spelling)'"
        case .date, .month: return list + ", or bound its value with an error condition such as 'value \(op) \(type.base == .date ? "date(2000, 1, 1)" : "month(2030, 12)")'"
        case .bool, .choice: return list
        }
    }

    /// `firstName` → `First name`, for the missing-label fix-it.
    static func suggestedLabel(_ name: String) -> String {
        var words = ""
        for character in name {
            if character == "_" {
                words.append(" ")
            } else if character.isUppercase, !words.isEmpty, words.last != " " {
                words.append(" ")
                words += character.lowercased()
            } else {
                words.append(character)
            }
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

extension FieldType {
    /// The runtime type of a syntax type.
    init(_ base: TypeSyntax.Base) {
        switch base {
        case .text: self = .text
        case .int: self = .int
        case .decimal: self = .decimal
        case .bool: self = .bool
        case .date: self = .date
        case .month: self = .month
        case .choice: self = .choice
        }
    }
}

extension ValidationTrigger {
    /// The runtime trigger of an `on …` clause.
    init(_ syntax: TriggerSyntax) {
        switch syntax {
        case .change: self = .change
        case .blur: self = .blur
        case .submit: self = .submit
        }
    }
}

extension KeyboardKind {
    /// The runtime keyboard of a `keyboard …` attribute.
    init(_ syntax: KeyboardSyntax) {
        switch syntax {
        case .default: self = .default
        case .email: self = .email
        case .number: self = .number
        case .decimal: self = .decimal
        case .phone: self = .phone
        case .url: self = .url
        }
    }
}
