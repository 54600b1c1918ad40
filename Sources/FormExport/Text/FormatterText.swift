import FormRuntime

/// A resolved `format` chain written as a spec writes it (named formatters
/// expanded, arguments that differ from the defaults only), for the
/// `x-formc` notes of an exported schema: `trim | lowercase | limit(254)`.
enum FormatterText {
    static func chain(_ formatters: [FormatterSpec]) -> String {
        formatters.map(text).joined(separator: " | ")
    }

    static func text(_ formatter: FormatterSpec) -> String {
        switch formatter {
        case .digits, .letters, .alphanumeric, .lowercase, .uppercase, .trim: return formatter.name
        case .allow(let set): return "allow(\(quoted(set.source)))"
        case .deny(let set): return "deny(\(quoted(set.source)))"
        case .limit(let count): return "limit(\(count))"
        case .mask(let pattern, let raw): return "mask(\(quoted(pattern.source))\(raw ? ", raw: true" : ""))"
        case .date(let pattern): return "\(formatter.name)(\(quoted(pattern.source)))"
        case .number(let options):
            let defaults = NumberOptions()
            return call("number", [
                options.grouping != defaults.grouping ? "grouping: \(options.grouping)" : nil,
                options.signed != defaults.signed ? "signed: \(options.signed)" : nil,
                options.maxDigits != defaults.maxDigits ? "maxDigits: \(options.maxDigits)" : nil,
            ])
        case .decimal(let options):
            let defaults = DecimalOptions()
            return call("decimal", [
                options.scale.map { "scale: \($0)" },
                options.grouping != defaults.grouping ? "grouping: \(options.grouping)" : nil,
                options.signed != defaults.signed ? "signed: \(options.signed)" : nil,
                options.maxDigits != defaults.maxDigits ? "maxDigits: \(options.maxDigits)" : nil,
                options.padFraction != defaults.padFraction ? "padFraction: \(options.padFraction)" : nil,
            ])
        }
    }

    private static func call(_ name: String, _ arguments: [String?]) -> String {
        let given = arguments.compactMap { $0 }
        return given.isEmpty ? name : "\(name)(\(given.joined(separator: ", ")))"
    }

    /// A spec string literal: `"+7-###"`, with `\` and `"` escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
