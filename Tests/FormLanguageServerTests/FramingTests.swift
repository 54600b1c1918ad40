import FormTestSupport
import Foundation
import Testing
import FormLanguageServer

@Suite("LSP framing and robustness")
struct FramingTests {
    @Test func framesSplitAcrossReadsAreReassembled() {
        let bytes = FrameEncoder.frame(["jsonrpc": "2.0", "method": "x"]) + FrameEncoder.frame(["jsonrpc": "2.0", "method": "y"])
        var decoder = FrameDecoder()
        var frames: [FrameDecoder.Frame] = []
        for byte in bytes {
            decoder.append([byte])
            while let frame = decoder.next() { frames.append(frame) }
        }
        #expect(frames.count == 2)
        if case .message(let body) = frames.first {
            #expect((try? JSON.parse(body))?["method"] == "x")
        } else {
            Issue.record("expected a message")
        }
    }

    @Test func otherHeadersAndBareNewlinesAreAccepted() {
        var decoder = FrameDecoder()
        decoder.append(Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}Content-Length: 2\n\n[]".utf8))
        #expect(decoder.next() == .message(Array("{}".utf8)))
        #expect(decoder.next() == .message(Array("[]".utf8)))
        #expect(decoder.next() == nil)
    }

    @Test func malformedHeadersAreReportedAndSkipped() {
        var decoder = FrameDecoder()
        decoder.append(Array("Content-Length: abc\r\n\r\nNo-Length: 1\r\n\r\nContent-Length: 99999999999\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
        var kinds: [String] = []
        while let frame = decoder.next() {
            switch frame {
            case .malformed: kinds.append("malformed")
            case .oversized: kinds.append("oversized")
            case .message(let body): kinds.append(String(decoding: body, as: UTF8.self))
            }
        }
        // `No-Length` is skipped while resynchronising after `abc`.
        #expect(kinds == ["malformed", "malformed", "{}"])
    }

    /// A frame with a wrong `Content-Length`, then a valid request: the bad
    /// frame gets one ParseError and the request is answered (the decoder
    /// resynchronises on the next `Content-Length` header), whether the
    /// bytes arrive at once or one by one.
    @Test(arguments: WrongLength.allCases, [false, true])
    func wrongContentLengthCostsOneErrorThenDecodingResumes(_ wrong: WrongLength, byteByByte: Bool) {
        let client = TestClient()
        client.open("file:///a.form", "form A {\n    field name: text {\n        label \"Name\"\n    }\n}\n")
        let edit = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"file:///a.form\"},\"position\":{\"line\":2,\"character\":8},\"label\":\"é\"}}"
        let valid = FrameEncoder.frame(["jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": "file:///a.form"]]])
        let bytes = wrong.frame(edit) + valid + FrameEncoder.frame(["jsonrpc": "2.0", "id": 4, "method": "shutdown"])
        var decoder = FrameDecoder()
        var output: [JSON] = []
        for chunk in byteByByte ? bytes.map({ [$0] }) : [bytes] {
            decoder.append(chunk)
            while let frame = decoder.next() { output += client.server.receive(frame) }
        }
        let errors = output.filter { $0["error"] != nil }
        #expect(errors.count == 1, "\(wrong): \(errors)")
        #expect(errors.first?["error"]?["code"] == .int(ErrorCode.parseError.rawValue))
        #expect(errors.first?["id"] == .null)
        #expect(output.first { $0["id"] == 3 }?["result"]?.array?.count == 1, "\(wrong)")
        #expect(output.first { $0["id"] == 4 }?["result"] == .null, "\(wrong)")
        #expect(decoder.bufferedByteCount == 0)
    }

    /// The ways a client gets `Content-Length` wrong.
    enum WrongLength: CaseIterable, Sendable {
        case characterCount, oneShort, oneLong, muchTooLong, notANumber, tooLarge, missing, zero

        /// `body` framed with this mistake.
        func frame(_ body: String) -> [UInt8] {
            let bytes = body.utf8.count
            let header: String
            switch self {
            case .characterCount: header = "Content-Length: \(body.count)"
            case .oneShort: header = "Content-Length: \(bytes - 1)"
            case .oneLong: header = "Content-Length: \(bytes + 1)"
            case .muchTooLong: header = "Content-Length: \(bytes + 40)"
            case .notANumber: header = "Content-Length: abc"
            case .tooLarge: header = "Content-Length: 99999999999"
            case .missing: header = "Content-Type: application/vscode-jsonrpc; charset=utf-8"
            case .zero: header = "Content-Length: 0"
            }
            return Array((header + "\r\n\r\n" + body).utf8)
        }
    }

    @Test func endlessHeaderIsDropped() {
        var decoder = FrameDecoder()
        decoder.append([UInt8](repeating: UInt8(ascii: "a"), count: FrameDecoder.maximumHeaderBytes + 10))
        if case .malformed = decoder.next() {} else { Issue.record("expected a malformed frame") }
        #expect(decoder.bufferedByteCount == 0)
    }

    @Test func malformedJSONGetsParseErrorAndBadMessagesInvalidRequest() {
        let client = TestClient()
        let bad = client.server.receive(.message(Array("{\"jsonrpc\": \"2.0\", \"id\": 1,".utf8)))
        #expect(bad.first?["error"]?["code"] == .int(ErrorCode.parseError.rawValue))
        #expect(bad.first?["id"] == .null)
        let notObject = client.server.receive(.message(Array("[1,2]".utf8)))
        #expect(notObject.first?["error"]?["code"] == .int(ErrorCode.invalidRequest.rawValue))
        let noMethod = client.server.receive(.message(Array("{\"jsonrpc\":\"2.0\",\"id\":7}".utf8)))
        #expect(noMethod.first?["error"]?["code"] == .int(ErrorCode.invalidRequest.rawValue))
        #expect(noMethod.first?["id"] == .int(7))
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(client.server.receive(.message(Array(deep.utf8))).first?["error"] != nil)
    }

    /// Random bytes, truncated and corrupted real messages, and messages with
    /// wrong parameter types: the server answers every request it can
    /// read and never crashes.
    @Test func randomAndTruncatedMessagesNeverCrashTheServer() {
        var random = SeededRandom(seed: RandomSpecGenerator.seedForThisRun("LSP random messages"))
        let client = TestClient()
        let spec = Specs.text("specs/signup.form")
        client.open("file:///fuzz.form", spec)
        let methods = ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references",
                       "textDocument/rename", "textDocument/prepareRename", "textDocument/documentSymbol", "textDocument/foldingRange",
                       "textDocument/semanticTokens/full", "textDocument/formatting", "textDocument/codeAction",
                       "textDocument/didChange", "textDocument/didOpen", "textDocument/didClose", "initialize", "shutdownX"]
        let values: [JSON] = [.null, 1, -5, .double(1e300), "x", [], [:], ["line": -1, "character": 3],
                              ["line": 100_000, "character": 100_000], ["line": 3, "character": 2_000_000_000], true]
        var decoder = FrameDecoder()
        for round in 0..<3000 {
            let method = methods[random.next(below: methods.count)]
            var params: [String: JSON] = ["textDocument": ["uri": random.next(below: 4) == 0 ? "file:///nope.form" : "file:///fuzz.form", "version": .int(round)]]
            params["position"] = values[random.next(below: values.count)]
            if random.next(below: 2) == 0 { params["position"] = TestClient.position(random.next(below: 60), random.next(below: 90)) }
            params["range"] = ["start": values[random.next(below: values.count)], "end": TestClient.position(random.next(below: 60), random.next(below: 90))]
            params["newName"] = values[random.next(below: values.count)]
            params["contentChanges"] = [["range": params["range"] ?? .null, "text": .string(String(spec.prefix(random.next(below: 40))))]]
            let message: JSON = ["jsonrpc": "2.0", "id": .int(round), "method": .string(method), "params": .object(params)]
            var bytes = FrameEncoder.frame(message)
            switch random.next(below: 5) {
            case 0: bytes = Array(bytes.prefix(random.next(below: bytes.count + 1)))
            case 1: for _ in 0..<4 { bytes[random.next(below: bytes.count)] = UInt8(random.next(below: 256)) }
            case 2: bytes = (0..<random.next(below: 200)).map { _ in UInt8(random.next(below: 256)) }
            default: break
            }
            decoder.append(bytes)
            var guardCount = 0
            while let frame = decoder.next(), guardCount < 100 {
                _ = client.server.receive(frame)
                guardCount += 1
            }
            _ = client.server.publishPendingDiagnostics()
            if random.next(below: 50) == 0 { decoder = FrameDecoder() }
        }
        // Still serving.
        client.open("file:///after.form", spec)
        #expect(client.result("textDocument/documentSymbol", ["textDocument": ["uri": "file:///after.form"]]).array?.count == 1)
    }
}

extension SeededRandom {
    /// A number in `0..<bound` (0 when the bound is not positive).
    mutating func next(below bound: Int) -> Int {
        bound <= 0 ? 0 : Int.random(in: 0..<bound, using: &self)
    }
}
