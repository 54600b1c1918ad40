import FormTerminal
import Testing

@Suite("Colour support")
struct ColorSupportTests {
    @Test func noColorTurnsColourOff() {
        #expect(ColorSupport.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .none)
        #expect(ColorSupport.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": ""]) == .basic16)
    }

    @Test func dumbOrMissingTermHasNoColour() {
        #expect(ColorSupport.detect(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorSupport.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
        #expect(ColorSupport.detect(environment: [:]) == .none)
    }

    @Test func colourTerminalsAndColorterm() {
        for term in ["xterm", "xterm-256color", "screen", "tmux-256color", "linux", "rxvt-unicode"] {
            #expect(ColorSupport.detect(environment: ["TERM": term]) == .basic16, "\(term)")
        }
        #expect(ColorSupport.detect(environment: ["TERM": "vt100"]) == .none)
        #expect(ColorSupport.detect(environment: ["TERM": "vt100", "COLORTERM": "truecolor"]) == .basic16)
    }

    @Test func noColourModeWritesNoColourCodesButKeepsAttributes() {
        let line = StyledLine([
            .init("error", style: .red), .init(" hint", style: .dim), .init(" focus", style: .reverse),
            .init(" bold", style: .bold), .init(" green", style: TextStyle(foreground: .brightGreen)),
        ])
        let frame = Frame(lines: [line])
        let plain = ScreenRenderer(width: 80, colorSupport: .none).render(frame, after: .empty).output
        for code in 30...37 { #expect(!plain.contains(";\(code)m")) }
        #expect(!plain.contains(";92m"))
        #expect(plain.contains("\u{1B}[0;2m hint"))
        #expect(plain.contains("\u{1B}[0;7m focus"))
        #expect(plain.contains("\u{1B}[0;1m bold"))
        let coloured = ScreenRenderer(width: 80, colorSupport: .basic16).render(frame, after: .empty).output
        #expect(coloured.contains("\u{1B}[0;31merror"))
        #expect(coloured.contains("\u{1B}[0;92m green"))
    }

    @Test func dumbTerminalOpensNoSession() throws {
        #expect(try TerminalSession.open(environment: ["TERM": "dumb"]) == nil)
        #expect(try TerminalSession.open(environment: [:]) == nil)
    }

    @Test func forcedLineModeAndDumbTerminalDecideLineMode() {
        #expect(InteractionMode.decide(forceLineMode: true, environment: ["TERM": "xterm"]) == .lineMode)
        #expect(InteractionMode.decide(forceLineMode: false, environment: ["TERM": "dumb"]) == .lineMode)
    }
}
