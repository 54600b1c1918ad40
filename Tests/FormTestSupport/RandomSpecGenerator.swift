import Foundation

/// Writes random valid specs that cover the language: every type and
/// optionality, lists with bounds, every formatter on the types it accepts,
/// named formatters, defaults, secure fields, keyboards, fixed and custom
/// locales, translations, and conditions with every operator, cross-field
/// references, `length(f)`, `count(list)`, `in`, `matches` and triggers.
/// Now and then it writes the shapes that once broke generated code: long
/// `||`, `&&` and `+`/`-` chains, literals at the edges of `Int` and
/// `Decimal`, and fields named like the generated code's own locals.
/// LANGUAGE.md §13: single, optional and `multiple` choices with defaults,
/// option comparisons, `contains` and `count`, `visible when`,
/// `required … when`, and sections with captions and conditions.
public struct RandomSpecGenerator {
    /// The source of randomness; its state advances with every spec.
    public var random: SeededRandom

    /// The seed for this run's random specs: `FORMC_RANDOM_SPEC_SEED` when
    /// set (to repeat a run), else a new one, so runs add up to new specs.
    /// Printed with `what`, so a failure can be repeated.
    public static func seedForThisRun(_ what: String) -> UInt64 {
        let seed = ProcessInfo.processInfo.environment["FORMC_RANDOM_SPEC_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 1...UInt64(UInt32.max))
        print("\(what) from seed \(seed) (repeat with FORMC_RANDOM_SPEC_SEED=\(seed))")
        return seed
    }

    /// A generator drawing from `random`.
    public init(random: SeededRandom) {
        self.random = random
    }

    enum Kind: CaseIterable { case text, int, decimal, bool, date, month, choice }

    struct Field {
        var name: String
        var kind: Kind
        var optional: Bool
        var isList: Bool
        /// A choice's `multiple`.
        var multiple = false
        /// A choice's option identifiers.
        var options: [String] = []
    }

    /// A random valid spec whose form is named `Random<index>` (names and
    /// formatters carry the index, so specs with different indexes compile
    /// together in one module).
    public mutating func spec(index: Int) -> String {
        let formName = "Random\(index)"
        var fields: [Field] = []
        // Now and then more non-optional fields than a one-pass read takes.
        let fieldCount = random.chance(10) ? Int.random(in: 12...16, using: &random) : Int.random(in: 1...7, using: &random)
        for number in 0..<fieldCount {
            let kind = random.pick(Kind.allCases)
            let isList = kind != .bool && kind != .choice && random.chance(15)
            var name = "f\(number)"
            if kind == .choice {
                // Choices keep plain names: their nested enum is the name in UpperCamelCase.
                let options = (0..<Int.random(in: 1...4, using: &random)).map { random.chance(10) ? ["default", "class", "for", "in"][$0] : "o\($0)" }
                let multiple = random.chance(40)
                fields.append(Field(name: name, kind: kind, optional: !multiple && random.chance(40), isList: false, multiple: multiple, options: options))
                continue
            }
            if random.chance(20) {
                let tricky = random.pick(Self.trickyNames)
                if !fields.contains(where: { $0.name == tricky }) { name = tricky }
            }
            fields.append(Field(name: name, kind: kind, optional: kind != .bool && !isList && random.chance(40), isList: isList))
        }
        var lines = ["/// Random form \(index) with \"quotes\" and */.", "form \(formName) {", "    title \"Form \\\"\(index)\\\"\""]
        if random.chance(50) { lines.append("    locale \"\(random.pick(["fr_FR", "de_CH", "hi_IN", "en_US", "ru_RU", "custom_\(index)"]))\"") }
        if random.chance(30) { lines.append("    submit \"Send \(index)\"") }
        var texts = ["Form \"\(index)\""]
        // Now and then a run of fields in a section, with a caption and a condition.
        let sectionStart = random.chance(40) ? Int.random(in: 0..<fields.count, using: &random) : fields.count
        let sectionEnd = min(fields.count, sectionStart + Int.random(in: 1...3, using: &random))
        for (position, field) in fields.enumerated() {
            if position == sectionStart {
                lines.append("    section \"Section \(index)\" {")
                texts.append("Section \(index)")
                if random.chance(50) { lines.append("        caption \"About section \(index)\"") }
                if random.chance(70), let condition = visibility(excluding: field.name, all: fields) { lines.append("        visible when \(condition)") }
            }
            lines += fieldLines(field, all: fields, texts: &texts)
            if position + 1 == sectionEnd, sectionStart < fields.count { lines.append("    }") }
        }
        lines.append("}")
        lines.append("")
        lines.append("formatter shortText\(index) = trim | limit(\(Int.random(in: 5...40, using: &random)))")
        lines.append("locale \"custom_\(index)\" { base \"de_CH\"; decimal \",\"; grouping \".\"; groupSizes 3, 2; minimumGroupingDigits 2 }")
        if random.chance(40), let text = texts.last {
            lines.append("translations \"xx\" { \"\(escaped(text))\" = \"Übersetzung\" }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Field names that are parameters or locals of generated functions, or
    /// members of the generated `Field` enum, or look like generated locals.
    static let trickyNames = [
        "fieldName", "row", "trigger", "errors", "values", "entry", "text", "lhs", "rhs", "initial", "decoder",
        "encoder", "rawValue", "allCases", "hashValue", "_chain1", "value_", "f0_", "Row",
    ]

    /// A spec file name for spec `index`: pairs of indexes get names that
    /// differ only in punctuation (`spec-3.form`, `spec_3.form`), which once
    /// gave both files the same helper types.
    public static func fileName(index: Int) -> String {
        "spec\(index % 2 == 0 ? "-" : "_")\(index / 2).form"
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    private mutating func fieldLines(_ field: Field, all: [Field], texts: inout [String]) -> [String] {
        if field.kind == .choice { return choiceLines(field, all: all, texts: &texts) }
        let type = "\(typeName(field.kind))\(field.optional ? "?" : "")"
        var lines = ["    /// Field \(field.name).", "    \(field.isList ? "list" : "field") \(field.name): \(type) {"]
        let label = "Label \(field.name) \\(x)"
        texts.append(label)
        lines.append("        label \"\(escaped(label))\"")
        if field.kind != .bool, random.chance(50) { lines.append("        placeholder \"e.g. \(field.name)\"") }
        if random.chance(30) { lines.append("        caption \"Caption \(field.name)\"") }
        if let format = formatChain(field) { lines.append("        format \(format)") }
        if field.kind == .text, !field.isList, random.chance(20) { lines.append(random.chance(50) ? "        secure" : "        secure toggle") }
        if field.kind != .bool, random.chance(30) { lines.append(random.chance(50) ? "        required \"Fill \(field.name)\"" : "        required") }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let trigger = random.pick(["", " on change", " on blur", " on submit"])
            lines.append("        error \"Bad \(field.name)\" when \(condition(field, all: all))\(trigger)")
        }
        if field.isList {
            let minimum = Int.random(in: 0...2, using: &random)
            lines.append("        min \(minimum)")
            lines.append("        max \(minimum + Int.random(in: 1...5, using: &random))")
        }
        if !field.isList, random.chance(25), let value = defaultValue(field.kind) { lines.append("        default \(value)") }
        let others = all.filter { $0.kind == .bool && $0.name != field.name && !$0.isList }
        let dates = all.filter { ($0.kind == .date || $0.kind == .month) && $0.name != field.name && !$0.isList }
        if let other = others.first, random.chance(30) {
            lines.append("        enabled when \(other.name)")
        } else if let other = dates.first, random.chance(20) {
            // `today` in `enabled when`: the driver asks `isEnabled(_:today:)` with the interpreter's date.
            lines.append("        enabled when \(other.kind == .date ? "\(other.name) <= today" : "\(other.name) >= thisMonth")")
        }
        lines += visibilityLines(field, all: all, hasRequired: lines.contains { $0.hasPrefix("        required") })
        lines.append("    }")
        return lines
    }

    /// A choice field: options, `multiple`, a default, `required` and conditions.
    private mutating func choiceLines(_ field: Field, all: [Field], texts: inout [String]) -> [String] {
        var lines = ["    field \(field.name): choice\(field.optional ? "?" : "") {"]
        let label = "Label \(field.name)"
        texts.append(label)
        lines.append("        label \"\(label)\"")
        if random.chance(40) { lines.append("        placeholder \"Pick \(field.name)\"") }
        if field.multiple { lines.append("        multiple") }
        for option in field.options {
            lines.append("        option \(option) \"Option \(option)\"")
            texts.append("Option \(option)")
        }
        if random.chance(40) {
            if field.multiple {
                let chosen = field.options.filter { _ in random.chance(50) }
                lines.append("        default [\(chosen.joined(separator: ", "))]")
            } else {
                lines.append("        default \(random.pick(field.options))")
            }
        }
        if random.chance(30) { lines.append(random.chance(50) ? "        required \"Pick \(field.name)\"" : "        required") }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let own = random.pick(["value", field.name])
            let option = random.pick(field.options)
            let condition = field.multiple
                ? random.pick(["\(own) contains .\(option)", "count(\(own)) > \(Int.random(in: 0...2, using: &random))", "!(\(own) contains .\(option))"])
                : random.pick(["\(own) == .\(option)", "\(own) != .\(option)"])
            lines.append("        error \"Bad \(field.name)\" when \(condition)\(random.pick(["", " on blur", " on submit"]))")
        }
        lines += visibilityLines(field, all: all, hasRequired: lines.contains { $0.hasPrefix("        required") })
        lines.append("    }")
        return lines
    }

    /// `visible when` and `required … when` now and then.
    private mutating func visibilityLines(_ field: Field, all: [Field], hasRequired: Bool) -> [String] {
        var lines: [String] = []
        if random.chance(25), let condition = visibility(excluding: field.name, all: all) { lines.append("        visible when \(condition)") }
        if !hasRequired, !field.isList, field.kind != .bool, !(field.kind == .choice && !field.multiple && !field.optional), random.chance(20),
           let condition = visibility(excluding: field.name, all: all) {
            lines.append("        required \"Needed \(field.name)\" when \(condition)")
        }
        return lines
    }

    /// A bool condition on another field (a bool, a choice's option, a
    /// number's range or a text's length), or nil when there is none.
    private mutating func visibility(excluding name: String, all: [Field]) -> String? {
        var options: [String] = []
        for other in all where other.name != name && !other.isList {
            switch other.kind {
            case .bool: options += [other.name, "!\(other.name)"]
            case .choice:
                let option = random.pick(other.options)
                options.append(other.multiple ? "\(other.name) contains .\(option)" : "\(other.name) == .\(option)")
                if other.multiple { options.append("count(\(other.name)) >= 2") }
            case .int, .decimal: options.append("\(other.name) > 10")
            case .text: options.append("length(\(other.name)) > 2")
            case .date: options += ["\(other.name) >= date(2000, 1, 1)", "days(\(other.name), today) < 30"]
            case .month: options += ["\(other.name) >= month(2026, 1)", "\(other.name) < thisMonth"]
            }
        }
        return options.isEmpty ? nil : random.pick(options)
    }

    private func typeName(_ kind: Kind) -> String {
        switch kind {
        case .text: "text"
        case .int: "int"
        case .decimal: "decimal"
        case .bool: "bool"
        case .date: "date"
        case .month: "month"
        case .choice: "choice"
        }
    }

    private mutating func formatChain(_ field: Field) -> String? {
        switch field.kind {
        case .text:
            guard random.chance(70) else { return nil }
            return random.pick([
                "digits | limit(8)", "letters", "alphanumeric | uppercase", "allow(\"a-z0-9_\\\\-\")", "deny(\" \")",
                "lowercase | trim", "mask(\"+7-###-###-##-##\")", "mask(\"AA-####\", raw: true)", "limit(12)",
                "mask(\"#-#-#-#\")", "trim | limit(3)", "uppercase | mask(\"AA-##\")",
            ])
        case .int:
            return random.chance(60) ? random.pick(["number", "number(grouping: false)", "number(signed: false, maxDigits: 6)", "number(maxDigits: 3)"]) : nil
        case .decimal:
            return random.chance(60) ? random.pick(["decimal", "decimal(scale: 2)", "decimal(scale: 3, padFraction: true, grouping: false)", "decimal(scale: 1, signed: false)", "decimal(scale: 0, maxDigits: 5)"]) : nil
        case .bool, .choice:
            return nil
        case .date:
            return random.chance(50) ? random.pick(["date(\"DD.MM.YYYY\")", "date(\"YYYY-MM-DD\")", "date(\"MM/DD/YY\")"]) : nil
        case .month:
            return random.chance(50) ? random.pick(["month(\"MM/YYYY\")", "month(\"YYYY-MM\")"]) : nil
        }
    }

    private func defaultValue(_ kind: Kind) -> String? {
        switch kind {
        case .text: nil  // must survive the chain; keep defaults to types where any chain accepts them
        case .int: "0"
        case .decimal: nil
        case .bool: "true"
        case .date: "\"2008-02-29\""
        case .month: "\"2030-12\""
        case .choice: nil
        }
    }

    /// A boolean condition of the field's type, sometimes reading other fields.
    private mutating func condition(_ field: Field, all: [Field]) -> String {
        let own = field.isList ? "value" : random.pick(["value", field.name])
        var options: [String] = []
        switch field.kind {
        case .text:
            options += ["length < \(Int.random(in: 1...9, using: &random))", "\(own) == \"x\\\"y\"", "!(value matches /[a-z]+[0-9]*/)", "value != \"\""]
        case .int:
            options += ["value > \(Int.random(in: -5...50, using: &random))", "!(value in -10...100)", "value + 1 >= 2", "-value < 3"]
        case .decimal:
            options += ["value > 2.5", "!(value in 0...1000.75)", "value - 1 <= -0.5"]
        case .bool:
            options += ["!value", "value == true"]
        case .date:
            options += [
                "years(value, today) < 18", "value < date(2000, 2, 29)", "days(today, value) > 30", "value == today",
                "months(value, date(2026, 1, 31)) >= 1", "years(date(1970, 1, 1), value) != 0", "value >= today",
            ]
        case .month:
            options += ["value < thisMonth", "months(thisMonth, value) > 120", "years(value, month(2030, 12)) < 1", "value != month(2026, 11)"]
        case .choice:
            break
        }
        if field.kind == .text {
            options += ["!luhn(value)", "!iban(value)", "luhn(value) && length > 1"]
        }
        for other in all where other.name != field.name {
            switch (other.kind, other.isList) {
            case (.choice, _):
                let option = random.pick(other.options)
                options.append(other.multiple ? "\(other.name) contains .\(option)" : "\(other.name) != .\(option)")
            case (_, true): options.append("count(\(other.name)) > 1")
            case (.text, false): options.append(field.kind == .text ? "length(\(other.name)) > 3 && length > 0" : "length(\(other.name)) > 3")
            case (.int, false), (.decimal, false):
                if field.kind == .int || field.kind == .decimal { options.append("value < \(other.name)") }
            case (.bool, false): options.append(field.kind == .text ? "\(other.name) || length > 100" : other.name)
            case (.date, false): options.append(field.kind == .date ? "value < \(other.name)" : "days(\(other.name), today) > 1")
            case (.month, false): options.append(field.kind == .month ? "months(value, \(other.name)) > 2" : "\(other.name) > thisMonth")
            }
        }
        if field.isList { options = options.filter { !$0.contains(field.name) } }
        if random.chance(15) { options += extremeLiterals(field.kind) }
        if random.chance(3) { return longChain(field.kind) }
        return random.pick(options)
    }

    /// Conditions with literals at the edges: `Int.min`, `Int.max`, decimals
    /// whose significand needs more than 63 bits, 38 significant digits.
    private func extremeLiterals(_ kind: Kind) -> [String] {
        switch kind {
        case .int:
            ["value > -9223372036854775808", "value < 9223372036854775807", "value + 9223372036854775807 > -9223372036854775808"]
        case .decimal:
            ["value == 0.9999999999999999999", "value < -9223372036854775808", "value > 12345678901234567890123456789012345678.0",
             "value != 0.00000000000000000000000000000000000001 && value > -99999999999999999999.5"]
        case .text, .bool, .choice:
            []
        case .date:
            ["value > date(9999, 12, 31)", "days(date(1, 1, 1), value) > 700000", "years(value, date(1, 1, 1)) < -2000"]
        case .month:
            ["value < month(1, 1)", "months(month(1, 1), value) > 24000"]
        }
    }

    /// A chain of a few hundred operands: `||` of comparisons, `+`/`-` of
    /// numbers, `&&` of bools.
    private mutating func longChain(_ kind: Kind) -> String {
        let count = Int.random(in: 250...400, using: &random)
        switch kind {
        case .text:
            return (0..<count).map { "value == \"c\($0)\"" }.joined(separator: " || ")
        case .int:
            return "value" + (1..<count).map { $0 % 4 == 0 ? " - \($0)" : " + 1" }.joined() + " > 100"
        case .decimal:
            return "value" + (1..<count).map { $0 % 3 == 0 ? " - 0.25" : " + 0.5" }.joined() + " < 1000.5"
        case .bool:
            return (0..<count).map { $0 % 2 == 0 ? "value" : "!(value && value)" }.joined(separator: " || ")
        case .date:
            return (0..<count).map { "value == date(2000, 1, \($0 % 28 + 1))" }.joined(separator: " || ")
        case .month:
            return (0..<count).map { "value == month(\(2000 + $0), 1)" }.joined(separator: " || ")
        case .choice:
            fatalError("choice conditions are written by choiceLines")
        }
    }
}
