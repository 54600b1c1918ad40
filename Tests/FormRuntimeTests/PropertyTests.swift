import FormTestSupport
import FormRuntime
import Testing

/// Invariants of §5 checked over seeded random input for every formatter and
/// some chains.
@Suite struct PropertyTests {
    static let alphabet: [String] = [
        "0", "1", "5", "9", "a", "Z", "-", ".", ",", " ", "\u{0663}", "\u{FF17}", "\u{2212}", "\u{202F}", "\u{00A0}",
        "\u{2019}", "é", "e\u{301}", "ß", "i", "I", "你", "👨‍👩‍👧", "🇫🇷", "ש", "(", ")", "+", "7",
    ]

    static func chains() throws -> [(String, FormatterChain)] {
        [
            ("digits", chain(.digits)), ("letters", chain(.letters)), ("alphanumeric", chain(.alphanumeric)),
            ("allow", chain(.allow(try CharacterPattern.parse("a-z0-9")))), ("deny", chain(.deny(try CharacterPattern.parse(" -")))),
            ("lowercase tr", chain(.lowercase, locale: TestLocales.trTR)), ("uppercase", chain(.uppercase)), ("trim", chain(.trim)),
            ("limit", chain(.limit(5))), ("mask phone", chain(try mask("+7-###-###-##-##"))), ("mask code", chain(try mask("AA-##*"))),
            ("mask parens", chain(try mask("(###)"))),
            ("number", chain(.number(NumberOptions()))), ("number hi", chain(.number(NumberOptions(maxDigits: 9)), locale: TestLocales.hiIN)),
            ("decimal fr", chain(.decimal(DecimalOptions(scale: 2)), locale: TestLocales.frFR)),
            ("decimal sv", chain(.decimal(DecimalOptions(maxDigits: 6)), locale: TestLocales.svSE)),
            ("digits|limit", chain(.digits, .limit(4))), ("upper|mask", chain(.uppercase, try mask("AA-####"))),
        ]
    }

    /// A random walk of typing, pastes, deletions and moves.
    static func randomState(_ chain: FormatterChain, _ random: inout SeededGenerator) -> EditingState {
        var state = EditingState.empty
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: state = chain.backspace(state)
            case 1: state = state.moving(.left)
            case 2: state = chain.insert((0..<3).map { _ in alphabet.randomElement(using: &random) ?? "" }.joined(), into: state)
            default: state = chain.insert(alphabet.randomElement(using: &random) ?? "", into: state)
            }
        }
        return state
    }

    @Test func pastingAFormattedDisplayShowsItUnchanged() throws {
        var random = SeededGenerator(seed: 1)
        for (name, chain) in try Self.chains() {
            for _ in 0..<150 {
                let state = Self.randomState(chain, &random)
                let pasted = chain.insert(state.text, into: .empty)
                #expect(pasted.text == state.text, "\(name): \(state.text.debugDescription)")
                #expect(chain.value(of: pasted.text, type: FieldTypeRef(.text)) == chain.value(of: state.text, type: FieldTypeRef(.text)))
            }
        }
    }

    @Test func caretStaysAfterWhatWasTyped() throws {
        var random = SeededGenerator(seed: 2)
        for (name, chain) in try Self.chains() {
            for _ in 0..<150 {
                let state = Self.randomState(chain, &random)
                let key = Self.alphabet.randomElement(using: &random) ?? "1"
                let next = chain.insert(key, into: state)
                guard next != state else { continue }
                let characters = Array(next.text)
                #expect(next.caret > 0 && next.caret <= characters.count, "\(name)")
                // The text after the caret is what followed the caret before,
                // reformatted: never the typed character itself moved away.
                let beforeCount = Array(state.text).count - state.caret
                if name == "trim" || name.hasPrefix("limit") || name == "digits" || name == "letters" {
                    #expect(characters.count - next.caret == beforeCount, "\(name) \(state) + \(key) → \(next)")
                }
            }
        }
    }

    @Test func rejectedEditsChangeNothing() throws {
        var random = SeededGenerator(seed: 3)
        for (name, chain) in try Self.chains() {
            for _ in 0..<100 {
                let state = Self.randomState(chain, &random)
                // Nothing any formatter here accepts:
                let next = chain.insert("\u{0}", into: state)
                if name == "trim" || name == "uppercase" || name == "lowercase tr" || name == "limit" || name == "deny" { continue }
                #expect(next == state, "\(name)")
            }
        }
    }

    @Test func nothingIsDroppedWhileComposing() throws {
        var random = SeededGenerator(seed: 4)
        for (name, chain) in try Self.chains() {
            for _ in 0..<60 {
                let state = Self.randomState(chain, &random)
                let marked = (0..<Int.random(in: 1...8, using: &random)).map { _ in Self.alphabet.randomElement(using: &random) ?? "x" }.joined()
                let composing = chain.setMarkedText(marked, in: state)
                #expect(composing.markedText == marked, "\(name)")
                #expect(composing.text.contains(marked), "\(name)")
                #expect(composing.caret == (composing.composing?.upperBound ?? -1))
                guard case let .text(value) = chain.value(of: composing.text, type: FieldTypeRef(.text)), !name.hasPrefix("mask") else { continue }
                #expect(value.contains(marked), "\(name)")
            }
        }
    }

    @Test func backspaceChangesSomethingWhenAnythingPrecedesTheCaret() throws {
        var random = SeededGenerator(seed: 5)
        for (name, chain) in try Self.chains() {
            for _ in 0..<150 {
                let state = Self.randomState(chain, &random)
                guard state.caret > 0 else { continue }
                let next = chain.backspace(state)
                // A mask rejects backspace over leading literals only.
                if name.hasPrefix("mask"), let pattern = chain.formatters.compactMap({ spec -> MaskPattern? in
                    if case let .mask(pattern, _) = spec { return pattern }
                    return nil
                }).first, pattern.slotCharacters(of: String(state.text.prefix(state.caret))).isEmpty, next == state {
                    continue
                }
                #expect(next != state, "\(name): \(state)")
            }
        }
    }

    @Test func parsedNumbersAgreeWithTheDisplayedDigits() throws {
        var random = SeededGenerator(seed: 6)
        for (name, chain) in try Self.chains() where name.hasPrefix("number") || name.hasPrefix("decimal") {
            let isDecimal = name.hasPrefix("decimal")
            for _ in 0..<200 {
                let state = Self.randomState(chain, &random)
                let value = chain.value(of: state.text, type: FieldTypeRef(isDecimal ? .decimal : .int, isOptional: true))
                let digits = state.text.filter { $0.isASCII && $0.isNumber }
                let negative = state.text.first == "-" || state.text.first == "\u{2212}"
                if digits.isEmpty {
                    #expect(value == .none, "\(name) \(state.text)")
                    continue
                }
                switch value {
                case let .int(number):
                    #expect(String(number.magnitude) == digits, "\(name) \(state.text)")
                    #expect((number < 0) == (negative && number != 0))
                case let .decimal(number):
                    let separator = chain.locale.decimalSeparator
                    let plain = state.text.replacingOccurrences(of: separator, with: ".").filter { ($0.isASCII && $0.isNumber) || $0 == "." }
                    #expect(number.magnitude == (Decimal(string: plain) ?? -1).magnitude, "\(name) \(state.text)")
                default:
                    Issue.record("\(name) \(state.text) → \(value)")
                }
            }
        }
    }

    @Test func commitIsIdempotentAndKeepsEndCaretAtEnd() throws {
        var random = SeededGenerator(seed: 7)
        for (name, chain) in try Self.chains() {
            for _ in 0..<100 {
                let state = Self.randomState(chain, &random)
                let committed = chain.commit(state)
                #expect(chain.commit(committed) == committed, "\(name)")
                if state.caret == state.text.count { #expect(committed.caret == committed.text.count, "\(name)") }
            }
        }
    }
}

import Foundation
