import Testing
import UnicodeDisplayWidth

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("printable ASCII is one column, controls none")
    func ascii() {
        #expect(DisplayWidth.of("a") == 1)
        #expect(DisplayWidth.of(" ") == 1)
        #expect(DisplayWidth.of("~") == 1)
        #expect(DisplayWidth.of("\u{7}") == 0)
        #expect(DisplayWidth.of("\u{7F}") == 0)
        #expect(DisplayWidth.of("\r\n" as Character) == 0)
        #expect(DisplayWidth.of("\u{85}") == 0)
        #expect(DisplayWidth.of("form SignUp {") == 13)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test("CJK, Hangul syllables and full-width forms are two columns")
    func eastAsianWide() {
        #expect(DisplayWidth.of("中") == 2)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("３") == 2)
        #expect(DisplayWidth.of("１２３") == 6)
        #expect(DisplayWidth.of("Ａ") == 2)
        #expect(DisplayWidth.of("。") == 2)
        #expect(DisplayWidth.of("\u{20000}") == 2)
        // Reserved code points in the CJK planes default to Wide.
        #expect(DisplayWidth.of("\u{2FFFD}") == 2)
    }

    @Test("half-width and ambiguous characters are one column")
    func narrow() {
        #expect(DisplayWidth.of("ｱ") == 1)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("Ж") == 1)
        #expect(DisplayWidth.of("•") == 1)
        #expect(DisplayWidth.of("٣") == 1)
        #expect(DisplayWidth.of("\u{00AD}") == 1)
    }

    @Test("Hangul jamo: a leading consonant is wide and a composed cluster counts once")
    func hangulJamo() {
        let syllable: Character = "\u{1100}\u{1161}\u{11A8}"
        #expect(DisplayWidth.of(syllable) == 2)
        #expect(DisplayWidth.of("\u{1100}") == 2)
        #expect(DisplayWidth.of("\u{1161}" as Character) == 0)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}") == 4)
    }

    @Test("combining marks add no width")
    func combiningMarks() {
        #expect(DisplayWidth.of("e\u{301}" as Character) == 1)
        #expect(DisplayWidth.of("e\u{301}\u{302}\u{303}") == 1)
        #expect(DisplayWidth.of("\u{301}" as Character) == 0)
        #expect(DisplayWidth.of("\u{20DD}" as Character) == 0)
        #expect(DisplayWidth.of("ñ") == 1)
        #expect(DisplayWidth.of("n\u{303}o") == 2)
        #expect(DisplayWidth.of("中\u{301}" as Character) == 2)
    }

    @Test("zero-width format characters and variation selectors add no width")
    func zeroWidthFormat() {
        #expect(DisplayWidth.of("\u{200B}" as Character) == 0)
        #expect(DisplayWidth.of("\u{200D}" as Character) == 0)
        #expect(DisplayWidth.of("\u{2060}" as Character) == 0)
        #expect(DisplayWidth.of("\u{FEFF}" as Character) == 0)
        #expect(DisplayWidth.of("\u{202E}" as Character) == 0)
        #expect(DisplayWidth.of("\u{FE0F}" as Character) == 0)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{E0041}" as Character) == 0)
    }

    @Test("emoji with emoji presentation are two columns")
    func emoji() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("🎉") == 2)
        #expect(DisplayWidth.of("⌚") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("😀😀") == 4)
    }

    @Test("VS16 makes a text-default emoji two columns, only on an emoji")
    func variationSelector16() {
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.of("❤\u{FE0F}" as Character) == 2)
        #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}" as Character) == 2)
        #expect(DisplayWidth.of("#\u{FE0F}\u{20E3}" as Character) == 2)
        #expect(DisplayWidth.of("a\u{FE0F}" as Character) == 1)
        #expect(DisplayWidth.of("❤\u{FE0E}" as Character) == 1)
    }

    @Test("ZWJ sequences are one two-column cluster")
    func zwjSequences() {
        #expect(DisplayWidth.of("👨‍👩‍👧‍👦" as Character) == 2)
        #expect(DisplayWidth.of("👩🏽‍💻" as Character) == 2)
        #expect(DisplayWidth.of("🏳️‍🌈" as Character) == 2)
        #expect(DisplayWidth.of("\u{1F441}\u{200D}\u{1F5E8}" as Character) == 2)
        #expect(DisplayWidth.of("a👨‍👩‍👧‍👦b") == 4)
    }

    @Test("flags are two columns, a lone regional indicator too")
    func flags() {
        #expect(DisplayWidth.of("🇯🇵" as Character) == 2)
        #expect(DisplayWidth.of("🇯🇵🇺🇸") == 4)
        #expect(DisplayWidth.of("\u{1F1EF}" as Character) == 2)
        #expect(DisplayWidth.of("🏴󠁧󠁢󠁳󠁣󠁴󠁿" as Character) == 2)
    }

    @Test("StringProtocol overload measures substrings")
    func substrings() {
        let line = "ab中😀cd"
        #expect(DisplayWidth.of(line.dropFirst(2)) == 6)
        #expect(DisplayWidth.of(line.prefix(2)) == 2)
    }

    @Test("column of a character offset counts wide characters and tabs")
    func column() {
        #expect(DisplayWidth.column(of: 0, in: "abc", tabWidth: 4) == 0)
        #expect(DisplayWidth.column(of: 2, in: "abc", tabWidth: 4) == 2)
        #expect(DisplayWidth.column(of: 9, in: "abc", tabWidth: 4) == 3)
        #expect(DisplayWidth.column(of: -1, in: "abc", tabWidth: 4) == 0)
        #expect(DisplayWidth.column(of: 2, in: "中文x", tabWidth: 4) == 4)
        #expect(DisplayWidth.column(of: 1, in: "👨‍👩‍👧‍👦x", tabWidth: 4) == 2)
        #expect(DisplayWidth.column(of: 1, in: "\tx", tabWidth: 4) == 4)
        #expect(DisplayWidth.column(of: 3, in: "ab\tx", tabWidth: 4) == 4)
        #expect(DisplayWidth.column(of: 4, in: "abcd\tx", tabWidth: 4) == 4)
        #expect(DisplayWidth.column(of: 5, in: "abcd\tx", tabWidth: 4) == 8)
        #expect(DisplayWidth.column(of: 2, in: "中\tx", tabWidth: 4) == 4)
        #expect(DisplayWidth.column(of: 2, in: "\t\tx", tabWidth: 8) == 16)
        #expect(DisplayWidth.column(of: 2, in: "e\u{301}x", tabWidth: 4) == 2)
        #expect(DisplayWidth.column(of: 1, in: Array("３x"), tabWidth: 4) == 2)
    }

    @Test("a tab width below one is treated as one")
    func degenerateTabWidth() {
        #expect(DisplayWidth.column(of: 2, in: "\t\tx", tabWidth: 0) == 2)
    }

    @Test("expanding tabs matches the computed columns")
    func expandingTabs() {
        #expect(DisplayWidth.expandingTabs(in: "\tab\tc", tabWidth: 4) == "    ab  c")
        #expect(DisplayWidth.expandingTabs(in: "中\tx", tabWidth: 4) == "中  x")
        #expect(DisplayWidth.expandingTabs(in: "no tabs", tabWidth: 4) == "no tabs")
        let line = "a\t中\t😀\tz"
        let expanded = DisplayWidth.expandingTabs(in: line, tabWidth: 4)
        #expect(DisplayWidth.of(expanded.dropLast()) == DisplayWidth.column(of: 6, in: line, tabWidth: 4))
    }

    /// A guard against a hang (a per-character slow path would take
    /// minutes), not a timing: how fast is measured in Benchmarks/.
    @Test("a long ASCII line is measured")
    func longASCIILine() {
        let line = String(repeating: "abcdefghij", count: 100_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(DisplayWidth.of(line) == 1_000_000)
        }
        #expect(elapsed < .seconds(20), "generous bound against hangs: \(elapsed)")
    }
}
