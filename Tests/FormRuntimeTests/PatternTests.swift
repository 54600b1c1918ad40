import Foundation
import FormRuntime
import Testing

@Suite struct PatternTests {
    @Test func characterPatternRangesEscapesAndDashes() throws {
        let pattern = try CharacterPattern.parse("a-c\\-x\\\\")
        for character: Character in ["a", "b", "c", "-", "x", "\\"] { #expect(pattern.contains(character)) }
        for character: Character in ["d", "A", "C", "w"] { #expect(!pattern.contains(character)) }
        let dashes = try CharacterPattern.parse("-0-9-")
        #expect(dashes.contains(Character("-")) && dashes.contains(Character("5")) && !dashes.contains(Character("a")))
        let multi = try CharacterPattern.parse("e\u{301}")
        #expect(multi.contains(Character("e\u{301}")))
        #expect(!(try CharacterPattern.parse("e")).contains(Character("e\u{301}")))
    }

    /// The escapes are syntax on scalars, as in key scripts (LANGUAGE.md §10):
    /// `\-` before a combining mark is still an escaped dash, and a backslash
    /// before one is an unknown escape, never a silent literal backslash.
    @Test func characterPatternEscapesAreReadOnScalars() throws {
        let dashMark = try CharacterPattern.parse("\\-\u{301}")
        #expect(dashMark.contains(Character("-")) && dashMark.contains(Character("\u{301}")))
        #expect(!dashMark.contains(Character("\\")))
        do {
            _ = try CharacterPattern.parse("a\\\u{301}")
            Issue.record("a backslash before a combining mark was accepted")
        } catch {
            #expect(error.offset == 1)
        }
    }

    @Test func characterPatternErrorsExplainThemselves() {
        #expect(throws: CharacterPatternError.self) { try CharacterPattern.parse("") }
        do {
            _ = try CharacterPattern.parse("0-9z-a")
            Issue.record("reversed range accepted")
        } catch {
            #expect(error.offset == 3)
            #expect(error.description.contains("reversed"))
            #expect(error.description.contains("a-z"))
        }
        do {
            _ = try CharacterPattern.parse("ab\\")
            Issue.record("trailing backslash accepted")
        } catch {
            #expect(error.kind == .trailingBackslash)
            #expect(error.offset == 2)
        }
        #expect(throws: CharacterPatternError.self) { try CharacterPattern.parse("\\n") }
    }

    @Test func maskPatternSlotsLiteralsAndEscapes() throws {
        let pattern = try MaskPattern.parse("+7 (###) A*\\#")
        #expect(pattern.slotCount == 5)
        #expect(pattern.elements.first == .literal("+"))
        #expect(pattern.elements.last == .literal("#"))
        #expect(pattern.elements[4] == .slot(.digit))
        #expect(pattern.elements[9] == .slot(.letter))
        #expect(pattern.elements[10] == .slot(.letterOrDigit))
        #expect(pattern.slotCharacters(of: "+7 (123) b4#") == "123b4")
    }

    @Test func maskPatternErrors() {
        func error(_ source: String) -> MaskPatternError? {
            do { _ = try MaskPattern.parse(source); return nil } catch { return error }
        }
        #expect(error("")?.kind == .empty)
        #expect(error("---")?.kind == .noSlot)
        #expect(error("\\#\\A")?.kind == .noSlot)
        #expect(error("##\\")?.kind == .trailingBackslash)
        #expect(error("##\\")?.offset == 2)
        #expect(error("---")?.description.contains("slot") == true)
        #expect(error("#-#") == nil)
    }

    @Test func formatterSpecsRoundTripThroughCodable() throws {
        let specs: [FormatterSpec] = [
            .digits, .letters, .alphanumeric, .allow(try CharacterPattern.parse("a-z")), .deny(try CharacterPattern.parse(" ")),
            .lowercase, .uppercase, .trim, .limit(4), .mask(try MaskPattern.parse("+7-###"), raw: true),
            .number(NumberOptions(grouping: false)), .decimal(DecimalOptions(scale: 2, padFraction: true)),
        ]
        let data = try JSONEncoder().encode(specs)
        #expect(try JSONDecoder().decode([FormatterSpec].self, from: data) == specs)
        #expect(specs.map(\.name).joined(separator: " ") == "digits letters alphanumeric allow deny lowercase uppercase trim limit mask number decimal")
    }

    @Test func optionDefaultsAndLimits() {
        #expect(NumberOptions() == NumberOptions(grouping: true, signed: true, maxDigits: 18))
        #expect(DecimalOptions() == DecimalOptions(scale: nil, grouping: true, signed: true, maxDigits: 28, padFraction: false))
        #expect(NumberOptions.maxDigitsLimit == 18)
        #expect(DecimalOptions.maxDigitsLimit == 38)
    }
}
