@_spi(Generated) import FormRuntime
import FormTestSupport
import Foundation
import Testing
@testable import FormExport

/// The pattern and lengths `formc export` gives a text field are true of
/// every value its chain produces (LANGUAGE.md §20: a paste into an empty
/// field, committed), for chains of every text formatter, in a locale with
/// Turkish case mapping and one without. The patterns are ECMA-262; here they
/// run on ICU (NSRegularExpression) after two spellings are changed
/// (``icu(_:)``), with the same meaning for what the exporter writes.
@Suite struct TextShapeTests {
    static let chains: [[FormatterSpec]] = [
        [.digits], [.digits, .limit(4)], [.letters], [.letters, .limit(3)], [.alphanumeric], [.alphanumeric, .uppercase],
        [.allow(Self.set("a-z0-9_"))], [.uppercase, .allow(Self.set("A-Z0-9 ")), .limit(42)], [.allow(Self.set("A-Za-z")), .lowercase],
        [.allow(Self.set("A-Za-zİıß")), .uppercase], [.allow(Self.set("ΣΑ-Ωσ")), .lowercase], [.trim], [.trim, .limit(10)],
        [.limit(10), .trim], [.trim, .lowercase, .limit(254)], [.letters, .trim], [.deny(Self.set(" -"))], [.lowercase], [.uppercase, .limit(2)],
        [.mask(.mask("+7-###-###-##-##"), raw: false)], [.mask(.mask("#-#-#-#"), raw: false)], [.mask(.mask("AA-**"), raw: false)],
        [.mask(.mask("(###) ###"), raw: true)], [.trim, .mask(.mask(" ##"), raw: false)], [.mask(.mask("#### ####"), raw: false), .limit(6)],
        [.mask(.mask("A#A #A#"), raw: false), .uppercase], [.digits, .mask(.mask("##.##"), raw: false)], [.letters, .digits],
        [.limit(5), .uppercase],
    ]

    static let pieces = [
        "a", "Z", "é", "e\u{301}", "ß", "İ", "I", "ı", "i", "Σ", "σ", "ς", "Ǆ", "ﬃ", "ŉ", "\u{345}", "中", "😀", "👨‍👩‍👧", "🇫🇷",
        "👍🏽", "٣", "３", "0", "7", "42", " ", "\u{A0}", "\u{3000}", "\t", "\n", "\r\n", "\u{2028}", "-", "+", "(", ")", ".", "_",
        "क्", "षि", "\u{600}", "\u{600} ", " \u{301}", "\u{301}", "\u{200D}", "\u{E33}", " \u{E33}", "x y", "A1B 2C3",
    ]

    @Test(arguments: ["en_US", "tr_TR"])
    func everyValueOfTheChainMatchesItsPatternAndFitsItsLengths(locale identifier: String) throws {
        let locale = try #require(LocaleRules.resolving(identifier))
        var random = SeededRandom(seed: RandomSpecGenerator.seedForThisRun("TextShape \(identifier)"))
        for formatters in Self.chains {
            let shape = TextShape(chain: formatters, languageCodes: ["en", "tr"])
            let pattern = try shape.pattern.map { try NSRegularExpression(pattern: Self.icu($0)) }
            let chain = FormatterChain(formatters: formatters, locale: locale)
            for _ in 0..<400 {
                var input = ""
                for _ in 0..<Int.random(in: 0..<12, using: &random) { input += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)] }
                let value = FormatterChain.Normalized.value(chain, input)
                if let pattern {
                    let range = NSRange(value.startIndex..., in: value)
                    #expect(pattern.firstMatch(in: value, range: range) != nil, "\(FormatterText.chain(formatters)): \(value.debugDescription) does not match \(shape.pattern ?? "")")
                }
                if let maxLength = shape.maxLength { #expect(value.unicodeScalars.count <= maxLength, "\(FormatterText.chain(formatters)): \(value.debugDescription)") }
                if let maxCharacters = shape.maxCharacters { #expect(value.count <= maxCharacters, "\(FormatterText.chain(formatters)): \(value.debugDescription)") }
            }
        }
    }

    /// What the patterns say, for chains whose output is a plain language.
    @Test func patternsOfPlainChains() {
        #expect(TextShape(chain: [.digits, .limit(4)], languageCodes: ["en"]).pattern == "^[0-9]*$")
        #expect(TextShape(chain: [.digits, .limit(4)], languageCodes: ["en"]).maxLength == 4)
        #expect(TextShape(chain: [.uppercase, .allow(Self.set("A-Z0-9 ")), .limit(42)], languageCodes: ["en", "tr"]).pattern == "^[ 0-9A-Z]*$")
        #expect(TextShape(chain: [.mask(.mask("#-#"), raw: false)], languageCodes: ["en"]).pattern == "^(?:[0-9](?:-(?:[0-9])?)?)?$")
        #expect(TextShape(chain: [.mask(.mask("(##)"), raw: true)], languageCodes: ["en"]).pattern == "^(?:[0-9](?:[0-9])?)?$")
        #expect(TextShape(chain: [.letters], languageCodes: ["en"]).pattern == "^(?:[\\p{L}][\\u200C\\u200D\\p{L}\\p{M}]*)?$")
        // Turkish maps `i` to `İ`: it joins the upper-case letters.
        #expect(TextShape(chain: [.allow(Self.set("a-z")), .uppercase], languageCodes: ["en", "tr"]).pattern == "^[A-Z\\u0130]*$")
        #expect(TextShape(chain: [.allow(Self.set("a-z")), .uppercase], languageCodes: ["en"]).pattern == "^[A-Z]*$")
    }

    /// Where characters and code points differ, no `maxLength` is given.
    @Test func noMaxLengthWhereACharacterCanBeSeveralCodePoints() {
        #expect(TextShape(chain: [.limit(80)], languageCodes: ["en"]).maxLength == nil)
        #expect(TextShape(chain: [.letters, .limit(8)], languageCodes: ["en"]).maxLength == nil)
        #expect(TextShape(chain: [.letters, .limit(8)], languageCodes: ["en"]).maxCharacters == 8)
        #expect(TextShape(chain: [.mask(.mask("AA"), raw: false)], languageCodes: ["en"]).maxLength == nil)
        #expect(TextShape(chain: [.mask(.mask("+7 ###"), raw: false)], languageCodes: ["en"]).maxLength == 6)
        // `ß` becomes `SS`: the limit before upper-casing bounds nothing after it.
        #expect(TextShape(chain: [.limit(5), .uppercase], languageCodes: ["en"]).maxCharacters == nil)
    }

    /// `trim`'s pattern refuses white space at either end, unless a joining
    /// scalar keeps it inside a character.
    @Test func trimRefusesWhiteSpaceAtTheEdges() throws {
        let pattern = try NSRegularExpression(pattern: Self.icu(try #require(TextShape(chain: [.trim], languageCodes: ["en"]).pattern)))
        func matches(_ text: String) -> Bool { pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
        for refused in [" a", "a ", "\u{A0}a", "a\n", "\r\na", "a\u{3000}", " ", "\t"] { #expect(!matches(refused), "\(refused.debugDescription)") }
        for kept in ["", "a", "a b", " \u{301}a", "a\u{600} ", "x\u{2028}y"] { #expect(matches(kept), "\(kept.debugDescription)") }
    }

    /// An ECMA-262 pattern as ICU reads it alike: `\u{…}` is `\x{…}`, and `$`
    /// (no `m` flag: the end of the input only) is `\z`.
    static func icu(_ pattern: String) -> String {
        var out = ""
        var scalars = Array(pattern.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\\", let next = scalars.first {
                scalars.removeFirst()
                if next == "u", scalars.first == "{" { out += "\\x" } else { out.unicodeScalars.append(contentsOf: [scalar, next]) }
            } else if scalar == "$" {
                out += "\\z"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func set(_ source: String) -> CharacterPattern {
        guard let pattern = try? CharacterPattern.parse(source) else { fatalError("invalid test set \(source)") }
        return pattern
    }
}

extension MaskPattern {
    /// A pattern known to be valid (the tests' own).
    static func mask(_ source: String) -> MaskPattern {
        guard case .mask(let pattern, _) = FormatterSpec.mask(checked: source, raw: false) else { fatalError("invalid test mask \(source)") }
        return pattern
    }
}

extension FormatterChain {
    enum Normalized {
        /// The model value `chain` gives `input` pasted into an empty field and
        /// committed: the display, or its slot characters behind a raw mask.
        static func value(_ chain: FormatterChain, _ input: String) -> String {
            input.normalizedValue(by: chain) ?? ""
        }
    }
}
