#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import FormTerminal

/// A pipe whose write end is filled with `text` and closed.
private func pipeWith(_ text: String) -> Int32 {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    return ends[0]
}

/// Everything written to the write end of a pipe, after closing it.
private func drain(_ ends: [Int32]) -> String {
    close(ends[1])
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1024)
    while true {
        let count = read(ends[0], &chunk, chunk.count)
        if count <= 0 { break }
        bytes += chunk[0..<count]
    }
    close(ends[0])
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("Line mode")
struct LineModeTests {
    @Test func readsLinesFromAPipe() throws {
        let input = pipeWith("alice\r\nbob\n\nlast")
        defer { close(input) }
        var output: [Int32] = [-1, -1]
        _ = pipe(&output)
        let io = LineModeIO(input: input, output: output[1])
        #expect(try io.readLine() == "alice")
        #expect(try io.readLine() == "bob")
        #expect(try io.readLine() == "")
        #expect(try io.readLine() == "last")
        #expect(try io.readLine() == nil)
        _ = drain(output)
    }

    @Test func secretFromAPipeIsReadButNeverWritten() throws {
        let input = pipeWith("hunter2\nnext\n")
        defer { close(input) }
        var output: [Int32] = [-1, -1]
        _ = pipe(&output)
        let io = LineModeIO(input: input, output: output[1])
        io.prompt("Password: ")
        #expect(try io.readSecret() == "hunter2")
        #expect(try io.readLine() == "next")
        let written = drain(output)
        #expect(written == "Password: \n\n", "each answer read from a pipe ends its prompt's line")
        #expect(!written.contains("hunter2"))
    }

    @Test func promptsAndMessagesAreSanitisedLineByLine() {
        var output: [Int32] = [-1, -1]
        _ = pipe(&output)
        let io = LineModeIO(input: STDIN_FILENO, output: output[1])
        io.prompt("Name\u{1B}[2J: ")
        io.writeLine("first\nsecond\u{7}")
        #expect(drain(output) == "Name␛[2J: first\nsecond␇\n")
    }

    @Test func invalidUTF8InAnswersBecomesReplacementCharacters() throws {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x0A]
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        #expect(try LineModeIO(input: ends[0], output: -1).readLine() == "a\u{FFFD}b")
    }

    @Test func modeDecision() {
        let opens = { true }
        let fails = { false }
        let xterm = ["TERM": "xterm-256color"]
        #expect(InteractionMode.decide(forceLineMode: false, environment: xterm, standardInputIsTerminal: true, controllingTerminalOpens: opens) == .interactive)
        #expect(InteractionMode.decide(forceLineMode: true, environment: xterm, standardInputIsTerminal: true, controllingTerminalOpens: opens) == .lineMode)
        #expect(InteractionMode.decide(forceLineMode: false, environment: xterm, standardInputIsTerminal: false, controllingTerminalOpens: opens) == .lineMode)
        #expect(InteractionMode.decide(forceLineMode: false, environment: xterm, standardInputIsTerminal: true, controllingTerminalOpens: fails) == .lineMode)
        #expect(InteractionMode.decide(forceLineMode: false, environment: ["TERM": "dumb"], standardInputIsTerminal: true, controllingTerminalOpens: opens) == .lineMode)
        #expect(InteractionMode.decide(forceLineMode: false, environment: [:], standardInputIsTerminal: true, controllingTerminalOpens: opens) == .lineMode)
    }
}
