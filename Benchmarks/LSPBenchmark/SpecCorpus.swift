/// A realistic spec of about `lines` lines: forms of fields with labels,
/// placeholders, formatter chains (named and built-in), cross-field
/// conditions and lists, and a named formatter.
enum SpecCorpus {
    static func spec(lines target: Int) -> String {
        var out = "/// A benchmark spec of about \(target) lines.\n"
        var form = 0
        while lineCount(out) < target - 3 {
            out += "form Form\(form) {\n    title \"Form \(form)\"\n    locale \"fr_FR\"\n\n"
            for field in 0..<40 where lineCount(out) < target - 3 {
                switch field % 4 {
                case 0:
                    out += "    /// The email of person \(field).\n    field email\(field): text {\n        label \"Email \(field)\"\n        placeholder \"name@example.com\"\n        keyboard email\n        format trim | lowercase | limit(254)\n        required \"Enter an email\"\n        error \"Not an email\" when !(value matches /[^@]+@[^@]+/) on blur\n    }\n\n"
                case 1:
                    out += "    field phone\(field): text? {\n        label \"Phone \(field)\"\n        format phoneRU\n        error \"Too short\" when length < 16 on blur\n        enabled when length(email\(field - 1)) > 0\n    }\n\n"
                case 2:
                    out += "    field amount\(field): decimal {\n        label \"Amount \(form).\(field)\"\n        format decimal(scale: 2, signed: false)\n        error \"Too much\" when value > 10000\n        error \"Positive\" when value <= 0 on submit\n    }\n\n"
                default:
                    out += "    list notes\(field): text {\n        label \"Notes \(field)\"\n        format limit(80)\n        min 1\n        max 20\n    }\n\n"
                }
            }
            out += "}\n\n"
            form += 1
        }
        out += "/// Russian mobile numbers.\nformatter phoneRU = mask(\"+7-###-###-##-##\")\n"
        return out
    }

    private static func lineCount(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
