// A tiny program for the end-to-end tests in a real terminal (tmux): it opens
// a TerminalSession and draws a frame that echoes the keys typed.
//
//   FormTerminalEcho [pid-file]                 interactive echo
//   FormTerminalEcho --line-secret [pid-file]   line mode: read a secret
//   FormTerminalEcho --tall N [pid-file]        interactive echo, N more lines
//                                               below (a form taller than the window)
//   FormTerminalEcho --choice-form [pid-file]   a form with choices and sections
//                                               (ChoiceForm.swift)
//
// Enter submits (prints `SUBMIT:<text>` on stdout, exit 0); Ctrl-C cancels
// (exit 130); Esc exits 1; Ctrl-T throws an error through `defer close()`
// (exit 3); Ctrl-X calls exit(4) without closing (the atexit hook restores).
import FormTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ThrownOnPurpose: Error {}

func writePID(to path: String?) {
    guard let path, let file = fopen(path, "w") else { return }
    fputs("\(getpid())\n", file)
    fclose(file)
}

/// Lines drawn below the echo's three (`--tall N`).
nonisolated(unsafe) var extraLines = 0

func frame(text: String, events: Int, pastes: Int, last: String, size: TerminalSize) -> Frame {
    let echo = StyledLine("Echo: ", style: .bold).appending(text)
    let status = StyledLine("events: \(events) pastes: \(pastes) last: \(last)", style: .dim)
    let sizeLine = StyledLine("size: \(size.rows)x\(size.columns)", style: .red)
    let filler = (0..<extraLines).map { StyledLine("filler \($0 + 1)") }
    return Frame(lines: [echo, status, sizeLine] + filler, cursor: CursorPosition(line: 0, character: 6 + text.count))
}

/// The interactive echo; returns the exit status.
func runEcho(session: TerminalSession) throws -> Int32 {
    defer { session.close() }
    var text = ""
    var events = 0
    var pastes = 0
    var last = "none"
    session.draw(frame(text: text, events: events, pastes: pastes, last: last, size: session.size()))
    while true {
        for event in try session.nextEvents() {
            events += 1
            last = String(describing: event)
            switch event {
            case .character(let character): text.append(character)
            case .paste(let pasted):
                text += pasted
                pastes += 1
            case .backspace: if !text.isEmpty { text.removeLast() }
            case .enter:
                session.close()
                print("SUBMIT:" + text)
                return 0
            case .ctrl("c"):
                session.close()
                print("CANCEL")
                return 130
            case .escape: return 1
            case .ctrl("t"): throw ThrownOnPurpose()
            case .ctrl("x"): exit(4)
            default: break
            }
        }
        session.draw(frame(text: text, events: events, pastes: pastes, last: last, size: session.size()))
    }
}

func runLineSecret() -> Int32 {
    let io = LineModeIO()
    do {
        guard let secret = try io.readSecret(prompt: "Secret: ") else { return 2 }
        io.writeLine("read \(secret.count) characters")
        print("SECRET-LENGTH:\(secret.count)")
        return 0
    } catch {
        return 5
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let lineSecret = arguments.first == "--line-secret"
if lineSecret { arguments.removeFirst() }
let choiceForm = arguments.first == "--choice-form"
if choiceForm { arguments.removeFirst() }
if arguments.first == "--tall", arguments.count >= 2 {
    extraLines = Int(arguments[1]) ?? 0
    arguments.removeFirst(2)
}
writePID(to: arguments.first)

if lineSecret { exit(runLineSecret()) }
do {
    guard let session = try TerminalSession.open() else {
        LineModeIO().writeLine("no terminal")
        exit(2)
    }
    exit(try choiceForm ? runChoiceForm(session: session) : runEcho(session: session))
} catch is ThrownOnPurpose {
    print("THROWN")
    exit(3)
} catch {
    LineModeIO().writeLine("error: \(error)")
    exit(6)
}
