import FormTestSupport
@_spi(Generated) @testable import FormRuntime
import Testing

/// `FormPattern.matches` against Swift `Regex`'s `wholeMatch` on thousands of
/// random patterns and texts: the same answer every time.
@Suite struct FormPatternDifferentialTests {
    /// What one run compared, for the coverage checks.
    struct Tally {
        var checks = 0
        var fastChecks = 0
        var fastMatches = 0
        var failures: [String] = []

        mutating func compare(_ pattern: FormPattern, _ reference: Regex<AnyRegexOutput>?, _ text: String) {
            let expected = reference.map { (try? $0.wholeMatch(in: text)) != nil } ?? false
            checks += 1
            if let fast = pattern.fastMatch(text) {
                fastChecks += 1
                if fast { fastMatches += 1 }
            }
            let actual = pattern.matches(text)
            if actual != expected, failures.count < 20 {
                failures.append("/\(pattern.source)/ on \(text.debugDescription): Swift Regex \(expected), FormPattern \(actual)")
            }
        }
    }

    /// Texts for one pattern: samples, mutated samples, random and edge texts.
    static func texts(for regex: RandomRegex, _ random: inout SeededRandom) -> [String] {
        var texts = [""]
        // Short texts keep Swift Regex's backtracking quick.
        for _ in 0..<5 { texts.append(String(regex.sample(&random).prefix(24))) }
        for index in 1...4 { texts.append(RandomRegex.mutated(texts[index], &random)) }
        for _ in 0..<2 {
            texts.append((0..<Int.random(in: 1...8, using: &random)).map { _ in RandomRegex.randomCharacter(&random) }.joined())
        }
        let sample = texts[1]
        texts.append(sample + "\u{301}")
        texts.append(sample + "\r\n")
        texts.append(sample.replacingOccurrences(of: "\n", with: "\r\n"))
        return texts
    }

    @Test func subsetPatternsAnswerAsSwiftRegex() {
        var random = SeededRandom(seed: 0x5EED_0F_4E6E)
        var tally = Tally()
        var compiled = 0
        var fastPatterns = 0
        for _ in 0..<3000 {
            let regex = RandomRegex.make(&random)
            let pattern = FormPattern(regex.pattern)
            let reference = try? Regex(regex.pattern)
            if reference != nil {
                compiled += 1
                if pattern.hasFastPath { fastPatterns += 1 }
            } else {
                #expect(!pattern.hasFastPath, "Swift Regex rejects /\(regex.pattern)/ but the fast path compiled it")
            }
            for text in Self.texts(for: regex, &random) { tally.compare(pattern, reference, text) }
        }
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
        // The comparison is only worth something if the fast path answered
        // often, and said yes often enough.
        #expect(fastPatterns * 100 >= compiled * 95, "\(fastPatterns) of \(compiled) patterns on the fast path")
        #expect(tally.fastChecks * 100 >= tally.checks * 60, "\(tally.fastChecks) of \(tally.checks) texts on the fast path")
        #expect(tally.fastMatches * 100 >= tally.fastChecks * 20, "\(tally.fastMatches) fast-path matches of \(tally.fastChecks)")
    }

    @Test func patternsWithOutsidePiecesAnswerAsSwiftRegex() {
        var random = SeededRandom(seed: 0x0B751DE)
        var tally = Tally()
        for _ in 0..<1500 {
            let regex = RandomRegex.make(&random, depth: 2)
            let source = RandomRegex.spliced(regex.pattern, &random)
            let pattern = FormPattern(source)
            let reference = try? Regex(source)
            if reference == nil {
                #expect(!pattern.hasFastPath, "Swift Regex rejects /\(source)/ but the fast path compiled it")
            }
            for text in Self.texts(for: regex, &random).prefix(8) { tally.compare(pattern, reference, text) }
        }
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
    }

    /// Patterns whose states loop on themselves, on long texts, where the
    /// automaton skips the bytes that keep its state rather than stepping on
    /// them (`FastRegexDFA.staying`): every text made of pieces of samples,
    /// so that runs of staying bytes end in every kind of byte.
    @Test func loopingStatesAnswerAsSwiftRegexOnLongTexts() {
        let sources = [
            "[^@\\s]+@[^@\\s]+\\.[^@\\s]+", "\\d*[a-c]+x?", "(ab|cd)*e+", "[a-z]+(-[a-z]+)*", "a*b*a*", ".*@.*",
            "[0-9]{2,}[.][0-9]+", "(a|b)*abb", "[^x]*x[^x]*", "\\w+(\\s\\w+)*", "(?:[a-z]+\\.)+[a-z]{2,3}", "x+|y+|[xy]+z",
        ]
        let alphabet = Array("abcdexyz@.-_ 019\t\n\r")
        var random = SeededRandom(seed: 0x10_0F_5A)
        var tally = Tally()
        for source in sources {
            let pattern = FormPattern(source)
            #expect(pattern.hasFastPath, "/\(source)/")
            let reference = try? Regex(source)
            for _ in 0..<300 {
                var text = ""
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    let piece = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                    text += String(repeating: piece, count: Int.random(in: 1...40, using: &random))
                }
                tally.compare(pattern, reference, text)
                tally.compare(pattern, reference, "user\(text.count)@exa\(text.filter { $0 != "@" })mple.com")
            }
        }
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
        #expect(tally.fastMatches * 10 >= tally.checks, "\(tally.fastMatches) fast-path matches of \(tally.checks)")
    }

    /// A pattern with more byte classes than `staying` has bits steps on
    /// every byte, and answers as Swift `Regex` does.
    @Test func patternsWithManyClassesAnswerAsSwiftRegex() {
        let letters = (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        let escaped = letters.map { $0.first.map(RandomRegex.escapedPunctuation.contains) == true ? "\\" + $0 : $0 }
        let source = escaped.joined(separator: "|").wrappedInGroup + "+"
        let pattern = FormPattern(source)
        #expect(pattern.hasFastPath)
        let reference = try? Regex(source)
        var tally = Tally()
        var random = SeededRandom(seed: 0xC1A55E5)
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] }.joined()
            tally.compare(pattern, reference, text)
            tally.compare(pattern, reference, text + " ")
        }
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
        #expect(tally.fastChecks == tally.checks)
    }
}

private extension String {
    /// `(self)`.
    var wrappedInGroup: String { "(" + self + ")" }
}
