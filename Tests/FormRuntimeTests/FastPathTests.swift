@testable import FormRuntime
import FormTestSupport
import Testing

/// The formatters run on characters (`applyOnCharacters`) and, on the
/// keystroke fast path, on scalars (`applyOnScalars`): one implementation,
/// two units. Both are compared with the reference model kept in
/// `Oracle/ReferenceFormatters.swift` (the rules as first written, on
/// character arrays): on generated edits the general path must always give
/// the reference's state, and the fast path whenever it answers.
@Suite struct FastPathTests {
    /// Mostly fast-path scalars, plus clusters that must send the edit to the
    /// general path (combining marks, CR LF, emoji, Hangul, other digits).
    static let alphabet: [String] = [
        "0", "1", "2", "5", "9", "0", "7", "a", "z", "Z", "-", ".", ",", " ", "'", "+", "(", ")", "#", "\u{0}", "\n",
        "\u{00A0}", "\u{202F}", "\u{2009}", "\u{2019}", "\u{2212}", "\u{2013}", "\u{FE63}", "\u{FF0D}", "é", "ß", "Ł", "ж", "Ж", "ё",
        "×", "©", "\u{00AD}", "e\u{301}", "\u{301}", "\r\n", "\r", "👍", "🇫🇷", "한", "\u{0663}", "\u{FF17}", "你", "ש", "\u{200D}",
    ]

    static func chains() throws -> [(String, FormatterChain)] {
        var result = try PropertyTests.chains()
        result += [
            ("mask ru", chain(try mask("+7 (###) ###-##-##"), locale: TestLocales.ruRU)),
            ("mask cyrillic", chain(try mask("№ AA-ж##"))),
            ("mask mixed", chain(try mask("*#A\\#é-##"))),
            ("number fr", chain(.number(NumberOptions()), locale: TestLocales.frFR)),
            ("number ch", chain(.number(NumberOptions(maxDigits: 7)), locale: TestLocales.deCH)),
            ("number pl", chain(.number(NumberOptions(signed: false)), locale: TestLocales.plPL)),
            ("number sv", chain(.number(NumberOptions()), locale: TestLocales.svSE)),
            ("number plain", chain(.number(NumberOptions(grouping: false, maxDigits: 4)))),
            ("decimal de", chain(.decimal(DecimalOptions(scale: 3, maxDigits: 6)), locale: TestLocales.deDE)),
            ("decimal ch", chain(.decimal(DecimalOptions()), locale: TestLocales.deCH)),
            ("decimal 0", chain(.decimal(DecimalOptions(scale: 0)), locale: TestLocales.esES)),
            ("decimal hi", chain(.decimal(DecimalOptions(scale: 2, signed: false, maxDigits: 5)), locale: TestLocales.hiIN)),
            ("digits|mask", chain(.digits, try mask("##-##"))),
            ("allow|limit|mask", chain(.allow(try CharacterPattern.parse("0-9a-zж")), .limit(6), try mask("**-**"))),
            ("deny|number", chain(.deny(try CharacterPattern.parse("5")), .number(NumberOptions()))),
            ("letters|limit", chain(.letters, .limit(3))),
            ("mask|limit", chain(try mask("###-###"), .limit(5))),
            ("empty", chain()),
            ("date de", chain(.date(try DatePattern.parse("DD.MM.YYYY", kind: .date)))),
            ("date us", chain(.date(try DatePattern.parse("MM/DD/YY", kind: .date)))),
            ("month", chain(.date(try DatePattern.parse("MM/YY", kind: .month)))),
            ("letters|lowercase|limit", chain(.letters, .lowercase, .limit(4))),
        ]
        return result
    }

    /// A random edit: typing, paste, replacement of a range, backspace or
    /// forward delete, at a random place.
    static func randomEdit(in state: EditingState, _ random: inout SeededGenerator) -> (TextEdit, EditingState) {
        let count = state.text.count
        let caret = Int.random(in: 0...count, using: &random)
        let placed = EditingState(text: state.text, caret: caret)
        func text() -> String {
            (0..<Int.random(in: 1...4, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "" }.joined()
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return (TextEdit.backspace(in: placed) ?? .insertion("1", at: caret), placed)
        case 1: return (TextEdit.forwardDelete(in: placed) ?? .insertion("2", at: caret), placed)
        case 2:
            let upper = Int.random(in: caret...count, using: &random)
            return (TextEdit(range: caret..<upper, replacement: Bool.random(using: &random) ? text() : ""), placed)
        case 3: return (.insertion(text(), at: caret), placed)
        case 4: return (TextEdit(range: caret..<caret + 5, replacement: "9"), placed)  // out of range
        default: return (.insertion(alphabet.randomElement(using: &random) ?? "1", at: count), EditingState(text: state.text))
        }
    }

    @Test func bothPathsAgreeWithTheReference() throws {
        var random = SeededGenerator(seed: 11)
        var fastAnswers = 0
        var generalOnly = 0
        for (name, chain) in try Self.chains() {
            for _ in 0..<120 {
                var state = EditingState.empty
                for _ in 0..<Int.random(in: 1...16, using: &random) {
                    let (edit, placed) = Self.randomEdit(in: state, &random)
                    let reference = ReferenceChain.apply(chain, edit, to: placed)
                    #expect(chain.applyOnCharacters(edit, to: placed) == reference, "\(name): \(placed) + \(edit)")
                    if let fast = chain.applyOnScalars(edit, to: placed) {
                        fastAnswers += 1
                        #expect(fast == reference, "\(name), fast path: \(placed) + \(edit)")
                    } else {
                        generalOnly += 1
                    }
                    state = reference
                }
            }
        }
        // Both kinds of text are generated: neither comparison is vacuous.
        #expect(fastAnswers > 20_000)
        #expect(generalOnly > 5_000)
    }

    @Test func fastPathAgreesOnTypingWholeDisplays() throws {
        // Pasting and retyping the displays of the benchmark inputs.
        let cases: [(FormatterChain, [String])] = [
            (chain(try mask("+7-###-###-##-##"), locale: TestLocales.ruRU), ["9991234567", "+7-999-123-45-67", "79991234567", "+7 999 ж1"]),
            (chain(.number(NumberOptions())), ["123456789012", "-0012,345", "1234567890123456789", "--5"]),
            (chain(.decimal(DecimalOptions(scale: 2)), locale: TestLocales.frFR), ["1234567,89", "1\u{202F}234,5678", ",5", "-0,0,1", "12.34"]),
        ]
        for (chain, inputs) in cases {
            for input in inputs {
                var state = EditingState.empty
                for character in input {
                    let edit = TextEdit.insertion(String(character), at: state.caret)
                    let reference = ReferenceChain.apply(chain, edit, to: state)
                    #expect(chain.applyOnCharacters(edit, to: state) == reference, "\(input) at \(state)")
                    #expect(chain.applyOnScalars(edit, to: state) == reference, "\(input) at \(state)")
                    state = reference
                }
                let pasted = TextEdit.insertion(input, at: 0)
                let reference = ReferenceChain.apply(chain, pasted, to: .empty)
                #expect(chain.applyOnCharacters(pasted, to: .empty) == reference)
                #expect(chain.applyOnScalars(pasted, to: .empty) == reference)
            }
        }
    }

    @Test func benchmarkChainsTakeTheFastPath() throws {
        let phone = chain(try mask("+7-###-###-##-##"), locale: TestLocales.ruRU)
        let integer = chain(.number(NumberOptions()))
        let decimal = chain(.decimal(DecimalOptions(scale: 2)), locale: TestLocales.frFR)
        #expect(phone.applyOnScalars(.insertion("9", at: 7), to: EditingState(text: "+7-999-1")) != nil)
        #expect(integer.applyOnScalars(.insertion("9", at: 5), to: EditingState(text: "1,234")) != nil)
        #expect(decimal.applyOnScalars(.insertion("9", at: 5), to: EditingState(text: "1\u{202F}234")) != nil)
        // Dates take it too (their literals and separators are ASCII).
        #expect(chain(.date(try DatePattern.parse("DD.MM.YYYY", kind: .date))).applyOnScalars(.insertion("4", at: 0), to: .empty)?.text == "04.")
        // Case mapping, other clusters and multi-scalar literals take the general path.
        #expect(chain(.uppercase).applyOnScalars(.insertion("a", at: 0), to: .empty) == nil)
        #expect(integer.applyOnScalars(.insertion("1", at: 0), to: EditingState(text: "e\u{301}")) == nil)
        #expect(integer.applyOnScalars(.insertion("\r\n", at: 0), to: .empty) == nil)
        #expect(chain(try mask("e\u{301}#")).applyOnScalars(.insertion("1", at: 0), to: .empty) == nil)
    }

    /// Every scalar of the fast-path set is a cluster of its own next to any
    /// other one, and no two of them are equal as characters.
    @Test func fastPathScalarsAreClustersOfTheirOwn() {
        let simple = (UInt32(0)...0xFFFF).compactMap(Unicode.Scalar.init).filter(ScalarText.isSimple)
        #expect(simple.count > 500)
        for first in simple {
            #expect(Character(first).unicodeScalars.count == 1)
            for second in simple {
                var text = String.UnicodeScalarView()
                text.append(first)
                text.append(second)
                let characters = Array(String(text))
                #expect(characters.count == 2, "U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))")
                if first != second { #expect(characters[0] != characters[1]) }
            }
        }
    }
}
