import Foundation
import FormRuntime
import Testing

/// One test per rule of §5, asserting displays in `text|` notation.
@Suite struct FormatterRuleTests {
    @Test func digitsKeepNdOnlyAsASCII() throws {
        #expect(try chain(.digits).shows("a\u{0663}\u{FF15}\u{00B2}\u{2460}9") == "359|")
    }

    @Test func lettersKeepCombiningMarksAttachedToLetters() throws {
        #expect(try chain(.letters).shows("{paste:a\u{301}1\u{301}b}") == "a\u{301}b|")
    }

    @Test func allowAndDenyAreCaseSensitive() throws {
        let allow = chain(.allow(try CharacterPattern.parse("a-z")))
        #expect(try allow.shows("aBc") == "ac|")
        let deny = chain(.deny(try CharacterPattern.parse("a-z")))
        #expect(try deny.shows("aBc") == "B|")
    }

    @Test func caseMappingIsFullAndTailoredForTurkic() throws {
        #expect(try chain(.uppercase).shows("ß") == "SS|")
        #expect(try chain(.uppercase, locale: TestLocales.trTR).shows("i") == "\u{130}|")
        #expect(try chain(.lowercase, locale: TestLocales.trTR).shows("I") == "\u{131}|")
        #expect(try chain(.lowercase, locale: TestLocales.azAZ).shows("I\u{307}") == "i|")
        #expect(try chain(.uppercase).shows("i") == "I|")
    }

    @Test func caseMappingAppliesToInsertedTextOnly() throws {
        let upper = chain(.uppercase)
        let state = upper.insert("x", into: EditingState(text: "abc", caret: 1))
        #expect(state == EditingState(text: "aXbc", caret: 2))
    }

    @Test func trimActsOnCommitOnlyKeepingTheCaretAfterTheSameCharacter() throws {
        let trim = chain(.trim)
        let typed = try trim.keys("  ab  ")
        #expect(typed.text == "  ab  ")
        #expect(trim.commit(EditingState(text: "  ab  ", caret: 3)) == EditingState(text: "ab", caret: 1))
        #expect(trim.commit(EditingState(text: "  ab  ", caret: 6)) == EditingState(text: "ab", caret: 2))
        #expect(trim.commit(EditingState(text: "  ab  ", caret: 1)) == EditingState(text: "ab", caret: 0))
        #expect(trim.commit(EditingState(text: "\u{3000}\u{00A0}", caret: 2)) == EditingState(text: "", caret: 0))
    }

    @Test func limitKeepsWhatFitsAndRejectsWhenFull() throws {
        let limit = chain(.limit(4))
        #expect(try limit.shows("ab{paste:cdef}") == "abcd|")
        let full = EditingState(text: "abcd", caret: 2)
        #expect(limit.insert("x", into: full) == full)
    }

    @Test func maskTakesPendingLiteralsAndShowsLiteralsLazily() throws {
        let phone = chain(try mask("+7-###"))
        #expect(try phone.shows("7") == "+7|")
        #expect(try phone.shows("9") == "+7-9|")
        #expect(try chain(try mask("#-#-#-#")).shows("12") == "1-2|")
        #expect(try chain(try mask("(###)")).shows("123") == "(123|")
        #expect(try chain(try mask("(###)")).shows("123)") == "(123)|")
    }

    @Test func maskDropsRefusedCharactersWithoutMoving() throws {
        let code = chain(try mask("AA-##"))
        let state = try code.keys("a")
        #expect(code.insert("1", into: state) == state)
        #expect(try code.shows("a1b2") == "ab-2|")
    }

    @Test func maskDeletionTakesLiteralsAndCrossesThem() throws {
        let code = chain(try mask("#-#-#-#"))
        #expect(try code.shows("1234{bs}") == "1-2-3|")
        #expect(try chain(try mask("+7-###")).shows("9{bs}") == "|")
        #expect(try code.shows("12{left}{bs}") == "|2")
        #expect(try code.shows("123{left}{bs}") == "1-|3")
        let prefix = chain(try mask("+7-###"))
        let afterLiterals = EditingState(text: "+7-12", caret: 3)
        #expect(prefix.backspace(afterLiterals) == afterLiterals, "no slot before the literals: rejected")
        #expect(prefix.forwardDelete(EditingState(text: "+7-12", caret: 0)) == EditingState(text: "+7-2", caret: 3))
    }

    @Test func maskInsertShiftsFollowingSlotsAndDropsOverflow() throws {
        let code = chain(try mask("#-#-#"))
        let full = EditingState(text: "1-2-3", caret: 0)
        #expect(code.insert("9", into: full) == EditingState(text: "9-1-2", caret: 1))
        #expect(code.insert("9", into: EditingState(text: "1-2-3")) == EditingState(text: "1-2-3"))
    }

    @Test func maskRawValueHoldsSlotCharactersOnly() throws {
        let raw = chain(try mask("+7-###-###-##-##", raw: true))
        let state = try raw.keys("9991234567")
        #expect(raw.value(of: state.text, type: FieldTypeRef(.text)) == .text("9991234567"))
        let shown = chain(try mask("+7-###-###-##-##"))
        #expect(shown.value(of: state.text, type: FieldTypeRef(.text)) == .text("+7-999-123-45-67"))
    }

    @Test func numberGroupsWithLocaleRules() throws {
        #expect(try chain(.number(NumberOptions()), locale: TestLocales.hiIN).shows("1234567") == "12,34,567|")
        #expect(try chain(.number(NumberOptions()), locale: TestLocales.plPL).shows("1234") == "1234|")
        #expect(try chain(.number(NumberOptions()), locale: TestLocales.plPL).shows("12345") == "12\u{00A0}345|")
        #expect(try chain(.number(NumberOptions()), locale: TestLocales.deCH).shows("1234") == "1\u{2019}234|")
        #expect(try chain(.number(NumberOptions()), locale: TestLocales.svSE).shows("-5") == "\u{2212}5|")
    }

    @Test func numberMinusRules() throws {
        let number = chain(.number(NumberOptions()))
        for minus in ["-", "\u{2212}", "\u{2013}", "\u{FE63}", "\u{FF0D}"] {
            #expect(try number.shows(minus + "1") == "-1|")
        }
        #expect(try number.shows("1-") == "1|")
        #expect(try number.shows("--1") == "-1|")
        #expect(number.commit(EditingState(text: "-")) == EditingState(text: "", caret: 0))
        #expect(number.commit(EditingState(text: "-0")) == EditingState(text: "0", caret: 1))
        #expect(number.value(of: "-", type: FieldTypeRef(.int, isOptional: true)) == .none)
    }

    @Test func numberDropsLeadingZerosAndRespectsMaxDigits() throws {
        let number = chain(.number(NumberOptions(maxDigits: 3)))
        #expect(try number.shows("007") == "7|")
        #expect(try number.shows("0") == "0|")
        #expect(try number.shows("00") == "0|")
        #expect(try number.shows("1234") == "123|")
        let full = EditingState(text: "123", caret: 1)
        #expect(number.insert("9", into: full) == full)
    }

    @Test func numberDeletingASeparatorDeletesTheDigitBeyond() {
        let number = chain(.number(NumberOptions()))
        #expect(number.backspace(EditingState(text: "1,234", caret: 2)) == EditingState(text: "234", caret: 0))
        #expect(number.forwardDelete(EditingState(text: "1,234", caret: 1)) == EditingState(text: "134", caret: 1))
        #expect(number.backspace(EditingState(text: "1,234,567", caret: 6)) == EditingState(text: "123,567", caret: 3))
    }

    @Test func decimalSeparatorRules() throws {
        let fr = chain(.decimal(DecimalOptions(scale: 2)), locale: TestLocales.frFR)
        #expect(try fr.shows(",") == "0,|")
        #expect(try fr.shows("-,") == "-0,|")
        #expect(try fr.shows("1.5") == "1,5|")
        #expect(try fr.shows("1,2,3") == "1,23|")
        #expect(try fr.shows("1,234") == "1,23|")
        let de = chain(.decimal(DecimalOptions(scale: 2)), locale: TestLocales.deDE)
        #expect(try de.shows("1.5") == "15|", "'.' groups in de_DE, so it is ignored")
        let whole = chain(.decimal(DecimalOptions(scale: 0)))
        #expect(try whole.shows("1.") == "1|")
    }

    @Test func decimalCommitRemovesTrailingSeparatorAndPads() {
        let padded = chain(.decimal(DecimalOptions(scale: 2, padFraction: true)))
        #expect(padded.commit(EditingState(text: "12.")) == EditingState(text: "12.00", caret: 5))
        #expect(padded.commit(EditingState(text: "12.5", caret: 1)) == EditingState(text: "12.50", caret: 1))
        #expect(padded.commit(EditingState(text: "")) == EditingState(text: ""))
        let plain = chain(.decimal(DecimalOptions(scale: 2)))
        #expect(plain.commit(EditingState(text: "12.")) == EditingState(text: "12", caret: 2))
        #expect(plain.commit(EditingState(text: "-0.00")) == EditingState(text: "0.00", caret: 4))
    }

    /// Found by the formatters fuzz target: 28 digits, `.` and commit
    /// showed `…666.00`, 30 digits, which a paste of the display cut back to
    /// `…666.` (a display the field would not show again).
    @Test func decimalPaddingStaysWithinMaxDigits() {
        let padded = chain(.decimal(DecimalOptions(scale: 2, maxDigits: 4, padFraction: true)))
        #expect(padded.commit(EditingState(text: "1,234.")) == EditingState(text: "1,234", caret: 5))
        #expect(padded.commit(EditingState(text: "123.")) == EditingState(text: "123.0", caret: 5))
        #expect(padded.commit(EditingState(text: "12.")) == EditingState(text: "12.00", caret: 5))
        let full = chain(.decimal(DecimalOptions(scale: 2, padFraction: true)))
        let typed = String(repeating: "6", count: 28) + "."
        let committed = full.commit(full.insert(typed, into: .empty))
        #expect(full.insert(committed.text, into: .empty).text == committed.text)
    }

    @Test func decimalMaxDigitsIgnoresALoneLeadingZero() throws {
        let small = chain(.decimal(DecimalOptions(maxDigits: 3)))
        #expect(try small.shows("0.123") == "0.123|")
        #expect(try small.shows("1.234") == "1.23|")
    }

    @Test func rejectedEditsLeaveStateUnchanged() throws {
        let state = EditingState(text: "12", caret: 1)
        #expect(chain(.digits).insert("abc", into: state) == state)
        #expect(chain(.number(NumberOptions())).insert(",", into: state) == state)
        #expect(chain(try mask("##")).insert("3", into: EditingState(text: "12")) == EditingState(text: "12"))
        let selection = TextEdit(range: 0..<2, replacement: "x")
        #expect(chain(.digits).apply(selection, to: state) == state, "a rejected paste keeps the selection")
    }

    @Test func chainsPassTheInsertedSpanAlong() throws {
        #expect(try chain(.digits, .limit(3)).shows("{paste:a1b2c3d4}") == "123|")
        #expect(try chain(.uppercase, try mask("AA-##")).shows("ab12") == "AB-12|")
        #expect(try chain(.lowercase, .limit(2)).shows("{paste:ABC}") == "ab|")
    }

    @Test func defaultChainsForNumberTypes() {
        #expect(FormatterChain.default(for: .int, locale: .enUS).formatters == [.number(NumberOptions(grouping: false))])
        #expect(FormatterChain.default(for: .decimal, locale: .enUS).formatters == [.decimal(DecimalOptions(grouping: false))])
        #expect(FormatterChain.default(for: .text, locale: .enUS).formatters.isEmpty)
    }

    @Test func valuesParsedFromDisplays() {
        let number = chain(.number(NumberOptions()), locale: TestLocales.frFR)
        #expect(number.value(of: "1\u{202F}234", type: FieldTypeRef(.int)) == .int(1234))
        #expect(number.value(of: "", type: FieldTypeRef(.int)) == .none)
        #expect(number.value(of: "-12", type: FieldTypeRef(.int)) == .int(-12))
        let decimal = chain(.decimal(DecimalOptions()), locale: TestLocales.frFR)
        #expect(decimal.value(of: "1\u{202F}234,5", type: FieldTypeRef(.decimal)) == .decimal(Decimal(string: "1234.5")!))
        #expect(decimal.value(of: "12,", type: FieldTypeRef(.decimal)) == .decimal(12))
        let text = chain()
        #expect(text.value(of: "", type: FieldTypeRef(.text)) == .text(""))
        #expect(text.value(of: "", type: FieldTypeRef(.text, isOptional: true)) == .none)
        #expect(text.value(of: "true", type: FieldTypeRef(.bool)) == .bool(true))
        #expect(chain().value(of: "99999999999999999999", type: FieldTypeRef(.int)) == .none, "overflow is no value, not a crash")
    }

    @Test func fieldTypeRefParses() {
        #expect(FieldTypeRef(parsing: "int?") == FieldTypeRef(.int, isOptional: true))
        #expect(FieldTypeRef(parsing: "text") == FieldTypeRef(.text))
        #expect(FieldTypeRef(parsing: "float") == nil)
        #expect(FieldTypeRef(.decimal, isOptional: true).description == "decimal?")
    }
}
