/// Writes a corpus of realistic spec files: forms with doc comments, text,
/// number and list fields, formatter chains, error conditions and comments.
enum CorpusGenerator {
    /// Files totalling at least `lines` lines, about `linesPerFile` each.
    static func files(lines: Int, linesPerFile: Int = 1_000) -> [String] {
        var files: [String] = []
        var total = 0
        var formIndex = 0
        while total < lines {
            var text = ""
            var fileLines = 0
            while fileLines < linesPerFile {
                let (form, count) = form(formIndex)
                text += form
                fileLines += count
                formIndex += 1
            }
            text += "formatter phone\(files.count) = mask(\"+7-###-###-##-##\")\n"
            files.append(text)
            total += fileLines + 1
        }
        return files
    }

    private static func form(_ index: Int) -> (String, Int) {
        var lines = [
            "/// Generated form number \(index).",
            "form Form\(index) {",
            "    title \"Form \(index)\"",
            "    locale \"fr_FR\"",
            "",
        ]
        for field in 0..<6 {
            switch field % 3 {
            case 0:
                lines += [
                    "    /// The email of person \(field).",
                    "    field email\(field): text {",
                    "        label \"Email \(field)\"",
                    "        placeholder \"name@example.com\"",
                    "        format trim | lowercase | limit(254)  // keep it short",
                    "        required \"Enter your email\"",
                    "        error \"That doesn't look like an email\" when !(value matches /[^@\\s]+@[^@\\s]+/) on blur",
                    "    }",
                ]
            case 1:
                lines += [
                    "    field amount\(field): decimal? {",
                    "        label \"Amount \(field)\"",
                    "        format decimal(scale: 2, grouping: true)",
                    "        error \"Too large\" when value > 1_000_000 || value < -5.5",
                    "        enabled when length(email\(field - 1)) >= 3 && !(amount\(field) in 0...10)",
                    "    }",
                ]
            default:
                lines += [
                    "    list items\(field): text {",
                    "        label \"Items\"",
                    "        format limit(80)",
                    "        min 1",
                    "        max 20",
                    "    }",
                ]
            }
        }
        lines += ["}", ""]
        return (lines.joined(separator: "\n") + "\n", lines.count)
    }
}
