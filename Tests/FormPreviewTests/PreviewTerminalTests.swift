import Foundation
import Testing

/// `formc preview` end to end in a real terminal (tmux).
@Suite(.serialized, .enabled(if: TmuxHarness.available, "needs tmux and a built formc"))
struct PreviewTerminalTests {
    @Test func signUpFormatsMasksRevealsSubmitsAndLeavesNothingBehind() throws {
        let tmux = try TmuxHarness("signup")
        defer { tmux.close() }
        tmux.startPreview("specs/signup.form")
        tmux.waitFor { $0.contains("› Email") }
        tmux.send(literal: "ADA@Example.COM")
        #expect(tmux.waitFor { $0.contains("ada@example.com") }.contains("ada@example.com"), "lowercase while typing")
        tmux.send(keys: ["Tab"])
        tmux.send(literal: "s3cret-密码!")
        var screen = tmux.waitFor { $0.contains("••••••••••  [show]") }
        #expect(screen.contains("••••••••••  [show]"), "one dot per character, wide or not")
        #expect(!screen.contains("s3cret"))
        tmux.send(keys: ["C-r"])
        screen = tmux.waitFor { $0.contains("[hide]") }
        #expect(screen.contains("s3cret-密码!  [hide]"))
        tmux.send(keys: ["C-r"])
        tmux.waitFor { $0.contains("[show]") }
        tmux.send(keys: ["Tab"])
        tmux.send(literal: "s3cret-密码?")
        tmux.send(keys: ["Tab"])
        #expect(tmux.waitFor { $0.contains("Passwords don't match") }.contains("Passwords don't match"), "blur condition after leaving")
        tmux.send(keys: ["BTab", "BSpace"])
        tmux.send(literal: "!")
        tmux.send(keys: ["Tab", "Space", "Enter"])
        let status = tmux.finish()
        #expect(status == 0)
        #expect(tmux.file("out.json") == #"{"email":"ada@example.com","password":"s3cret-密码!","confirmation":"s3cret-密码!","terms":true}"# + "\n")
        #expect(tmux.file("stty.before") == tmux.file("stty.after"))
        let scrollback = tmux.scrollback()
        #expect(!scrollback.contains("s3cret"), "no secret in the scrollback")
        #expect(!scrollback.contains("Repeat password"), "the form is erased")
    }

    /// Issue 10, item 11, as reported: `clear; formc preview` in a window
    /// shorter than the form, with tmux's default options (`scroll-on-clear`
    /// on), the secret revealed with Ctrl-R when the form closes: the
    /// scrollback must not hold it.
    @Test(arguments: ["Escape", "Enter"])
    func aRevealedSecretNeverReachesTheScrollbackFromTheTopOfAShortWindow(closingKey: String) throws {
        let tmux = try TmuxHarness("clear-\(closingKey)")
        defer { tmux.close() }
        tmux.resize(columns: 80, rows: 10)
        tmux.startPreview("specs/signup.form", clearFirst: true)
        tmux.waitFor { $0.contains("› Email") }
        tmux.send(literal: "ada@example.com")
        tmux.send(keys: ["Tab"])
        tmux.send(literal: "hunter22")
        tmux.send(keys: ["C-r"])
        #expect(tmux.waitFor { $0.contains("hunter22  [hide]") }.contains("hunter22  [hide]"))
        tmux.send(keys: [closingKey])
        if closingKey == "Enter" {
            // Enter moves on; cancel from the next field.
            tmux.send(keys: ["Escape"])
        }
        #expect(tmux.finish() == 130)
        let scrollback = tmux.scrollback()
        #expect(!scrollback.contains("hunter22"), "the revealed secret is in the scrollback:\n\(scrollback)")
        #expect(!scrollback.contains("Repeat password"), "the form is in the scrollback:\n\(scrollback)")
    }

    @Test func listsGrowWithEnterAndSubmitAsArrays() throws {
        let tmux = try TmuxHarness("goals")
        defer { tmux.close() }
        tmux.startPreview("specs/goals.form")
        tmux.waitFor { $0.contains("› Goals") }
        tmux.send(literal: "Write")
        tmux.send(keys: ["Enter"])
        tmux.send(literal: "Run")
        tmux.send(keys: ["Enter", "Enter"])
        tmux.waitFor { $0.contains("› Remind") }
        tmux.send(keys: ["Tab"])
        tmux.send(literal: "21")
        tmux.send(keys: ["Enter"])
        #expect(tmux.finish() == 0)
        #expect(tmux.file("out.json") == #"{"goals":["Write","Run"],"remind":true,"reminderHour":21}"# + "\n")
    }

    /// LANGUAGE.md §17 (issue 10, item 14): a form without `locale` types
    /// numbers under `LANG`, resolved against the embedded CLDR table (on
    /// Linux Foundation's `Locale.current` ignores `LANG`), and `--locale`
    /// overrides it.
    @Test(arguments: [("LANG=fr_FR.UTF-8", "", "1\u{202F}234,5"), ("LANG=fr_FR.UTF-8 LC_NUMERIC=de_CH.UTF-8", "", "1\u{2019}234.5"),
                      ("LANG=fr_FR.UTF-8", "--locale en_US", "1,234.5")])
    func aFormWithoutLocaleTypesNumbersUnderTheLocaleEnvironment(environment: String, options: String, shown: String) throws {
        let tmux = try TmuxHarness("locale")
        defer { tmux.close() }
        let spec = tmux.folder.appendingPathComponent("amount.form")
        try "form Amount {\n    field amount: decimal {\n        label \"Amount\"\n        format decimal(scale: 2)\n    }\n}\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let typed = shown.contains(",5") ? "1234,5" : "1234.5"
        tmux.startPreview("\(options) \(spec.path)", environment: environment)
        tmux.waitFor { $0.contains("› Amount") }
        tmux.send(literal: typed)
        let screen = tmux.waitFor { $0.contains(shown) }
        #expect(screen.contains(shown), "\(screen)")
        tmux.send(keys: ["Enter"])
        #expect(tmux.finish() == 0)
        #expect(tmux.file("out.json") == #"{"amount":1234.5}"# + "\n")
    }

    @Test func escapeCancelsWithStatus130AndRestoresTheTerminal() throws {
        let tmux = try TmuxHarness("cancel")
        defer { tmux.close() }
        tmux.startPreview("specs/amounts.form")
        tmux.waitFor { $0.contains("› Adjustment") }
        tmux.send(literal: "12")
        tmux.send(keys: ["Escape"])
        #expect(tmux.finish() == 130)
        #expect(tmux.file("out.json").isEmpty)
        #expect(tmux.file("stty.before") == tmux.file("stty.after"))
    }

    @Test func resizeRedrawsAtTheNewWidth() throws {
        let tmux = try TmuxHarness("resize")
        defer { tmux.close() }
        tmux.startPreview("specs/nickname.form")
        tmux.waitFor { $0.contains("› Nickname") }
        tmux.send(literal: "小明")
        tmux.resize(columns: 30, rows: 12)
        tmux.send(literal: "x")
        let screen = tmux.waitFor { $0.contains("小明x") }
        #expect(screen.contains("› Nickname"))
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 30 })
        tmux.send(keys: ["Enter"])
        #expect(tmux.finish() == 0)
        #expect(tmux.file("out.json") == #"{"nickname":"小明x"}"# + "\n")
    }
}
