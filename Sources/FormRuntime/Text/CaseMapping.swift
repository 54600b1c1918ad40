/// Full Unicode case mapping (`ß` → `SS`), tailored for Turkish and
/// Azerbaijani, where `i` ↔ `İ` and `ı` ↔ `I`.
package enum CaseMapping {
    /// Whether `languageCode` uses the Turkic dotted/dotless i tailoring.
    package static func isTurkic(_ languageCode: String) -> Bool {
        languageCode == "tr" || languageCode == "az"
    }

    /// `text` in upper case under the rules of `languageCode`.
    package static func uppercased(_ text: String, languageCode: String) -> String {
        guard isTurkic(languageCode), text.unicodeScalars.contains("i") else { return text.uppercased() }
        var tailored = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            tailored.append(scalar == "i" ? "\u{130}" : scalar)
        }
        return String(tailored).uppercased()
    }

    /// `text` in lower case under the rules of `languageCode`.
    package static func lowercased(_ text: String, languageCode: String) -> String {
        guard isTurkic(languageCode) else { return text.lowercased() }
        var tailored = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "I" {
                // "I" followed by a combining dot above is a dotted capital I.
                if index + 1 < scalars.count, scalars[index + 1] == "\u{307}" {
                    tailored.append("i")
                    index += 2
                    continue
                }
                tailored.append("\u{131}")
            } else if scalar == "\u{130}" {
                tailored.append("i")
            } else {
                tailored.append(scalar)
            }
            index += 1
        }
        return String(tailored).lowercased()
    }
}
