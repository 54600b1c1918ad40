@testable import FormRuntime
import FormTestSupport
import Testing

/// A paste into a `number` or `decimal` field that does not fit keeps the
/// longest leading part that does (LANGUAGE.md §5). The formatter finds it
/// in one pass over the pasted tokens (so a 1 MB paste costs ten times a
/// 100 kB one: SessionBenchmark, issue 29); the reference model in
/// `Oracle/ReferenceFormatters.swift` finds it by a binary search over whole
/// token arrays. Long pastes with runs of leading zeros, separators and
/// minus signs, into texts already typed, at every kind of place, must give
/// the reference's state.
@Suite struct LongNumberPasteTests {
    static let chains: [(String, FormatterChain)] = [
        ("number", chain(.number(NumberOptions(maxDigits: 6)))),
        ("number unsigned", chain(.number(NumberOptions(signed: false)))),
        ("decimal", chain(.decimal(DecimalOptions()))),
        ("decimal scale 2 fr", chain(.decimal(DecimalOptions(scale: 2, signed: false)), locale: TestLocales.frFR)),
        ("decimal scale 3 de", chain(.decimal(DecimalOptions(scale: 3, maxDigits: 6)), locale: TestLocales.deDE)),
        ("decimal scale 0", chain(.decimal(DecimalOptions(scale: 0, maxDigits: 4)))),
    ]

    /// Pieces of a pasted number: zeros (leading zeros are kept without
    /// counting), digits, separators, minus signs and what is ignored.
    static let pieces = ["0", "00000", "1", "9", "12345", "-", ".", ",", " ", "\u{202F}", "a"]

    static func paste(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...60, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    /// Digits other than `0`: only a cut drops one.
    static func nonZeroDigits(_ characters: some Sequence<Character>) -> Int {
        characters.filter { $0.isASCII && $0.isNumber && $0 != "0" }.count
    }

    @Test func longPastesKeepWhatTheReferenceKeeps() {
        var random = SeededGenerator(seed: 29)
        var cut = 0
        for (name, chain) in Self.chains {
            for _ in 0..<150 {
                var state = chain.apply(.insertion(String(Self.paste(&random).prefix(8)), at: 0), to: .empty)
                for _ in 0..<3 {
                    let count = state.text.count
                    let lower = Int.random(in: 0...count, using: &random)
                    let upper = Bool.random(using: &random) ? lower : Int.random(in: lower...count, using: &random)
                    let edit = TextEdit(range: lower..<upper, replacement: Self.paste(&random))
                    let placed = EditingState(text: state.text, caret: upper)
                    let reference = ReferenceChain.apply(chain, edit, to: placed)
                    let result = chain.applyOnCharacters(edit, to: placed)
                    #expect(result == reference, "\(name): \(placed) + \(edit)")
                    let kept = Array(placed.text)[..<lower] + Array(placed.text)[upper...] + Array(edit.replacement)
                    if Self.nonZeroDigits(result.text) < Self.nonZeroDigits(kept) { cut += 1 }
                    state = reference
                }
            }
        }
        // Most pastes do not fit whole: the kept part is what is compared.
        #expect(cut > 1_000)
    }
}
