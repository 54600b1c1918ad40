import FormChecker
import FormSyntax

/// What a name in a spec refers to.
public enum SymbolKey: Sendable, Hashable {
    /// A form, by name.
    case form(String)
    /// A field or list of a form.
    case field(form: String, name: String)
    /// An option of a choice field (LANGUAGE.md §13): declared by
    /// `option id "Label"`, named by `.id` in a condition on that field and
    /// by `default id` / `default [id, …]`.
    case option(form: String, field: String, name: String)
    /// A named formatter (`formatter name = …`).
    case formatter(String)
    /// A built-in formatter (`digits`, `mask`, …); never renamed.
    case builtinFormatter(String)
    /// A built-in value or function of conditions (`today`, `years`, `luhn`,
    /// the `date(…)` literal, …; LANGUAGE.md §14); never renamed.
    case builtinFunction(String)
    /// A locale identifier, by its lookup key (lowercased, `-` as `_`):
    /// a custom `locale "x" { … }` block or an entry of the built-in table.
    case locale(String)

    /// The key of a locale identifier as written.
    static func locale(identifier: String) -> SymbolKey {
        .locale(String(identifier.lowercased().map { $0 == "-" ? "_" : $0 }))
    }
}

/// One place a name is written.
public struct Occurrence: Sendable, Hashable {
    /// What it names.
    public var key: SymbolKey
    /// The bytes of the name (for a locale, the text between the quotes).
    public var range: Range<Int>
    /// Whether this is where the name is declared.
    public var isDefinition: Bool
}

/// Every declaration and use of a name in one syntax tree: what definition,
/// references, rename, hover and semantic tokens are built on.
public struct SymbolIndex: Sendable {
    /// The occurrences in source order.
    public private(set) var occurrences: [Occurrence] = []

    /// Indexes a syntax tree.
    public init(_ syntax: SyntaxFile) {
        let declared = Set(syntax.formatters.map(\.name.name))
        for declaration in syntax.declarations {
            switch declaration {
            case .form(let form):
                add(.form(form.name.name), form.name.range, definition: true)
                let fields = Set(form.fields.map(\.name.name))
                for member in form.members {
                    switch member {
                    case .attribute(let attribute):
                        if attribute.kind == .locale { addLocale(attribute.value, definition: false) }
                    case .field(let field):
                        add(.field(form: form.name.name, name: field.name.name), field.name.range, definition: true)
                        indexAttributes(of: field, form: form.name.name, declared: declared, fields: fields)
                    case .section(let section):
                        for item in section.items {
                            switch item {
                            case .attribute(let attribute):
                                if case .visibleWhen(let condition) = attribute.value { indexExpression(condition, form: form.name.name, own: nil, fields: fields) }
                            case .field(let field):
                                add(.field(form: form.name.name, name: field.name.name), field.name.range, definition: true)
                                indexAttributes(of: field, form: form.name.name, declared: declared, fields: fields)
                            }
                        }
                    }
                }
            case .formatter(let formatter):
                add(.formatter(formatter.name.name), formatter.name.range, definition: true)
                indexChain(formatter.chain, declared: declared)
            case .locale(let locale):
                addLocale(locale.identifier, definition: true)
                for rule in locale.rules {
                    if rule.kind == .base, case .string(let base) = rule.value { addLocale(base, definition: false) }
                }
            case .translations:
                break
            }
        }
        occurrences.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    private mutating func add(_ key: SymbolKey, _ range: Range<Int>, definition: Bool) {
        occurrences.append(Occurrence(key: key, range: range, isDefinition: definition))
    }

    /// A locale string: the occurrence covers the text between the quotes.
    private mutating func addLocale(_ literal: StringLiteral, definition: Bool) {
        let inner = (literal.range.lowerBound + 1)..<max(literal.range.lowerBound + 1, literal.range.upperBound - 1)
        add(.locale(identifier: literal.value), inner, definition: definition)
    }

    private mutating func indexAttributes(of field: FieldDecl, form: String, declared: Set<String>, fields: Set<String>) {
        let own = field.name.name
        for attribute in field.attributes {
            switch attribute.value {
            case .format(let chain): indexChain(chain, declared: declared)
            case .error(_, let condition, _): indexExpression(condition, form: form, own: own, fields: fields)
            case .enabledWhen(let condition), .visibleWhen(let condition), .required(_, condition: .some(let condition)):
                indexExpression(condition, form: form, own: own, fields: fields)
            case .option(let id, _):
                add(.option(form: form, field: own, name: id.name), id.range, definition: true)
            case .defaultOptions(let list):
                for id in list.options { add(.option(form: form, field: own, name: id.name), id.range, definition: false) }
            default: break
            }
        }
    }

    /// An option `.x` compared with `other`, as the checker reads it
    /// (``OptionComparison``): an option of the field `other` names, or of
    /// `own` for `value`. Nothing when `other` names no field.
    private mutating func addOption(_ option: OptionReference, comparedWith other: Expression, form: String, own: String?) {
        guard let field = OptionComparison.fieldName(of: other, own: own) else { return }
        add(.option(form: form, field: field, name: option.name.name), option.name.range, definition: false)
    }

    private mutating func indexChain(_ chain: Chain, declared: Set<String>) {
        for call in chain.formatters {
            let name = call.name.name
            let key: SymbolKey = !declared.contains(name) && FormatterCatalog.isBuiltin(name) ? .builtinFormatter(name) : .formatter(name)
            add(key, call.name.range, definition: false)
        }
    }

    /// Field names in a condition, walked without recursion (conditions
    /// nest up to the parser's depth limit).
    private mutating func indexExpression(_ expression: Expression, form: String, own: String?, fields: Set<String>) {
        var pending = [expression]
        while let next = pending.popLast() {
            switch next {
            case .name(let identifier) where ConditionFunctionDocs.isValue(identifier.name, fields: fields):
                add(.builtinFunction(identifier.name), identifier.range, definition: false)
            case .name(let identifier), .lengthOf(let identifier, _), .countOf(let identifier, _):
                add(.field(form: form, name: identifier.name), identifier.range, definition: false)
            case .contains(let operand, let option):
                addOption(option, comparedWith: operand, form: form, own: own)
                pending.append(operand)
            case .unary(_, let operand, _), .parenthesized(let operand, _), .matches(let operand, _):
                pending.append(operand)
            case .binary(_, let lhs, let rhs, _):
                if let split = OptionComparison.split(lhs, rhs) {
                    addOption(split.option, comparedWith: split.other, form: form, own: own)
                }
                pending.append(lhs)
                pending.append(rhs)
            case .call(let name, let arguments, _):
                if ConditionFunctionDocs.entry(name.name)?.isFunction == true { add(.builtinFunction(name.name), name.range, definition: false) }
                pending += arguments.reversed()
            case .chain(let first, let rest):
                pending.append(first)
                pending += rest.map(\.operand)
            case .inRange(let operand, let low, let high):
                pending += [operand, low, high]
            case .literal, .value, .length, .option, .invalid:
                break
            }
        }
    }

    /// The occurrence whose name contains `offset` (its end included, so a
    /// cursor just after a word finds it).
    public func occurrence(at offset: Int) -> Occurrence? {
        var low = 0
        var high = occurrences.count
        while low < high {
            let mid = (low + high) / 2
            if occurrences[mid].range.upperBound < offset { low = mid + 1 } else { high = mid }
        }
        var best: Occurrence?
        var index = low
        while index < occurrences.count, occurrences[index].range.lowerBound <= offset {
            if occurrences[index].range.upperBound >= offset {
                // Prefer the occurrence that starts at the cursor over one ending there.
                if best == nil || occurrences[index].range.lowerBound == offset { best = occurrences[index] }
            }
            index += 1
        }
        return best
    }

    /// Every occurrence of `key`, in source order.
    public func occurrences(of key: SymbolKey) -> [Occurrence] {
        occurrences.filter { $0.key == key }
    }

    /// The declarations of `key`.
    public func definitions(of key: SymbolKey) -> [Occurrence] {
        occurrences.filter { $0.key == key && $0.isDefinition }
    }
}
