import FormTestSupport
import Foundation
import Testing
import FormLanguageServer

/// `formc lsp` as a process: a scripted session on standard input, with a
/// deadline, through the project's ChildProcess helper.
@Suite("formc lsp process")
struct ProcessTests {
    static let formc = Specs.root.appendingPathComponent(".build/debug/formc").path

    static func run(_ messages: [[UInt8]]) throws -> ChildProcess.Outcome? {
        guard FileManager.default.isExecutableFile(atPath: formc) else {
            print("skipping: \(formc) not built")
            return nil
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("formc-lsp-\(UUID().uuidString).in")
        try Data(messages.flatMap { $0 }).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        return try ChildProcess.run(formc, ["lsp"], output: .captureStandardOutput, timeout: 60, standardInput: input.path)
    }

    /// The messages in the process's output.
    static func messages(_ output: String) -> [JSON] {
        var decoder = FrameDecoder()
        decoder.append(Array(output.utf8))
        var result: [JSON] = []
        while case .message(let body)? = decoder.next() {
            if let json = try? JSON.parse(body) { result.append(json) }
        }
        return result
    }

    @Test func sessionOverStandardInputAndOutput() throws {
        let text = Specs.text("specs/phone.form").replacingOccurrences(of: "format smsCode", with: "format smsCod")
        guard let outcome = try Self.run([
            FrameEncoder.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]),
            FrameEncoder.frame(["jsonrpc": "2.0", "method": "initialized", "params": [:]]),
            FrameEncoder.frame(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": "file:///p.form", "languageId": "form", "version": 1, "text": .string(text)]]]),
            Array("Content-Length: 3\r\n\r\n{x}".utf8),
            FrameEncoder.frame(["jsonrpc": "2.0", "id": 2, "method": "no/such", "params": [:]]),
            FrameEncoder.frame(["jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": "file:///p.form"]]]),
            FrameEncoder.frame(["jsonrpc": "2.0", "id": 4, "method": "shutdown"]),
            FrameEncoder.frame(["jsonrpc": "2.0", "method": "exit"]),
        ]) else { return }
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0)
        let messages = Self.messages(outcome.output)
        #expect(messages.first { $0["id"] == 1 }?["result"]?["capabilities"]?["hoverProvider"] == true)
        #expect(messages.contains { $0["id"] == .null && $0["error"]?["code"] == .int(ErrorCode.parseError.rawValue) })
        #expect(messages.first { $0["id"] == 2 }?["error"]?["code"] == .int(ErrorCode.methodNotFound.rawValue))
        #expect(messages.first { $0["id"] == 3 }?["result"]?.array?.count == 4)
        #expect(messages.first { $0["id"] == 4 }?["result"] == .null)
    }

    @Test func endOfInputWithoutShutdownExitsWithOne() throws {
        guard let outcome = try Self.run([
            FrameEncoder.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]),
            Array("Content-Length: 50\r\n\r\n{\"jsonrpc\"".utf8),
        ]) else { return }
        #expect(!outcome.timedOut)
        #expect(outcome.status == 1)
    }

    /// Very fast typing: 3,000 incremental edits with no pause, then a
    /// hover. The server keeps up, applies every edit in order (the hover
    /// shows the whole typed label) and exits cleanly.
    @Test func burstOfEditsIsAppliedInOrder() throws {
        let text = "form F {\n    field a: text {\n        label \"\"\n    }\n}\n"
        var messages = [
            FrameEncoder.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": ["textDocument": ["hover": ["contentFormat": ["markdown"]]]]]]),
            FrameEncoder.frame(["jsonrpc": "2.0", "method": "initialized", "params": [:]]),
            FrameEncoder.frame(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": "file:///t.form", "languageId": "form", "version": 1, "text": .string(text)]]]),
        ]
        let typed = String(repeating: "abcdefghij", count: 300)
        for (index, character) in typed.enumerated() {
            let at: JSON = ["line": 2, "character": .int(15 + index)]
            messages.append(FrameEncoder.frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": "file:///t.form", "version": .int(index + 2)],
                "contentChanges": [["range": ["start": at, "end": at], "text": .string(String(character))]],
            ]]))
        }
        messages.append(FrameEncoder.frame(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": ["textDocument": ["uri": "file:///t.form"], "position": ["line": 1, "character": 10]]]))
        messages.append(FrameEncoder.frame(["jsonrpc": "2.0", "id": 3, "method": "shutdown"]))
        messages.append(FrameEncoder.frame(["jsonrpc": "2.0", "method": "exit"]))
        guard let outcome = try Self.run(messages) else { return }
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0)
        let hover = Self.messages(outcome.output).first { $0["id"] == 2 }?["result"]?["contents"]?["value"]?.string ?? ""
        #expect(hover.contains("**Label** \"\(typed)\""))
    }

    /// Random bytes, and real messages cut short or corrupted, on standard
    /// input: the process answers what it can, never dies of a signal, and
    /// exits when the input ends.
    @Test func randomInputNeverKillsTheProcess() throws {
        var random = SeededRandom(seed: RandomSpecGenerator.seedForThisRun("formc lsp random input"))
        var messages = [FrameEncoder.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])]
        let spec = Specs.text("specs/signup.form")
        for round in 0..<300 {
            var frame = FrameEncoder.frame(["jsonrpc": "2.0", "id": .int(round + 2), "method": "textDocument/didOpen",
                                            "params": ["textDocument": ["uri": "file:///r.form", "version": 1, "text": .string(spec)]]])
            switch random.next(below: 3) {
            case 0: frame = Array(frame.prefix(random.next(below: frame.count)))
            case 1: for _ in 0..<8 { frame[random.next(below: frame.count)] = UInt8(random.next(below: 256)) }
            default: frame = (0..<random.next(below: 700)).map { _ in UInt8(random.next(below: 256)) }
            }
            messages.append(frame)
        }
        messages.append(FrameEncoder.frame(["jsonrpc": "2.0", "id": 9999, "method": "shutdown"]))
        guard let outcome = try Self.run(messages) else { return }
        #expect(!outcome.timedOut)
        #expect(outcome.signal == nil)
        #expect(outcome.status == 0 || outcome.status == 1)
        #expect(Self.messages(outcome.output).contains { $0["id"] == 1 && $0["result"] != nil })
    }
}
