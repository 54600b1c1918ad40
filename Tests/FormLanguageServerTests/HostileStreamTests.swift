import Foundation
import Testing
import FormLanguageServer

/// The reproductions of issue 30 item 3: byte streams a hostile or broken
/// client may send. Each failed before the frame decoder and JSON reader
/// were rewritten (a header of any length was accepted once its empty line
/// arrived; a 20 MiB body was held whole; ids came back as
/// `1.2345678901234568e+29` and `"\ufffd"`).
@Suite("LSP under hostile byte streams")
struct HostileStreamTests {
    /// `Content-Length: 2` padded with spaces, then `{}`, then a request.
    static func paddedHeader(spaces: Int) -> [UInt8] {
        Array("Content-Length: 2".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: spaces) + Array("\r\n\r\n{}".utf8)
    }

    static let shutdown = FrameEncoder.frame(["jsonrpc": "2.0", "id": 9, "method": "shutdown"])

    /// Frames decoded from `bytes`, appended in chunks of `chunk` bytes.
    static func frames(_ bytes: [UInt8], chunk: Int) -> [FrameDecoder.Frame] {
        var decoder = FrameDecoder()
        var frames: [FrameDecoder.Frame] = []
        var offset = 0
        while offset < bytes.count {
            decoder.append(bytes[offset..<min(bytes.count, offset + chunk)])
            offset += chunk
            while let frame = decoder.next() { frames.append(frame) }
        }
        return frames
    }

    /// A header block longer than the limit is refused whether its empty
    /// line arrives with it or later, and the next request is answered.
    @Test(arguments: [1, 7, 4096, 1 << 20])
    func aHeaderOverTheLimitIsRefusedBeforeAndAfterItsEmptyLine(chunk: Int) {
        let frames = Self.frames(Self.paddedHeader(spaces: 32_000) + Self.shutdown, chunk: chunk)
        #expect(frames.count == 2, "\(frames)")
        guard case .malformed(let reason) = frames.first else {
            Issue.record("expected a malformed header first, got \(String(describing: frames.first))")
            return
        }
        #expect(reason.contains("8192"))
        #expect(frames.last.flatMap(Self.method) == "shutdown")
    }

    /// Padding that keeps the block within the limit is still a header.
    @Test func spacesWithinTheLimitAreAHeader() {
        let frames = Self.frames(Self.paddedHeader(spaces: 8000) + Self.shutdown, chunk: 1 << 20)
        #expect(frames == [.message(Array("{}".utf8))] + Self.frames(Self.shutdown, chunk: 1 << 20))
    }

    /// A body over 16 MiB is skipped as it arrives: the decoder never holds
    /// more than a read's worth of it, reports its length and id, and the
    /// next message decodes.
    @Test(arguments: [JSON.int(7), JSON.string("a-7"), JSON.verbatim(Array("123456789012345678901234567890".utf8))])
    func aBodyOverTheLimitIsSkippedWhileItArrives(id: JSON) {
        let body = Self.flatArrayRequest(id: id, bytes: FrameDecoder.maximumBodyBytes + 3 << 20)
        let stream = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body + Self.shutdown
        var decoder = FrameDecoder()
        var frames: [FrameDecoder.Frame] = []
        var mostHeld = 0
        let chunk = 65536
        var offset = 0
        while offset < stream.count {
            decoder.append(stream[offset..<min(stream.count, offset + chunk)])
            offset += chunk
            mostHeld = max(mostHeld, decoder.bufferedByteCount)
            while let frame = decoder.next() { frames.append(frame) }
        }
        #expect(mostHeld <= chunk + FrameDecoder.maximumHeaderBytes)
        #expect(frames.first == .oversized(length: body.count, id: id))
        #expect(frames.count == 2)
        #expect(frames.last.flatMap(Self.method) == "shutdown")
    }

    /// The server answers a skipped message with an error carrying its id,
    /// and goes on answering.
    @Test func theServerAnswersAnOversizedRequestAndGoesOn() {
        let client = TestClient()
        let body = Self.flatArrayRequest(id: 41, bytes: FrameDecoder.maximumBodyBytes + 1)
        var decoder = FrameDecoder()
        decoder.append(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        decoder.append(FrameEncoder.frame(["jsonrpc": "2.0", "id": 42, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": "file:///none.form"]]]))
        var output: [JSON] = []
        while let frame = decoder.next() { output += client.server.receive(frame) }
        #expect(output.count == 2)
        #expect(output.first?["id"] == 41)
        #expect(output.first?["error"]?["code"] == .int(ErrorCode.invalidRequest.rawValue))
        #expect(output.first?["error"]?["message"]?.string?.contains("16 MiB") == true)
        #expect(output.last?["id"] == 42)
        #expect(output.last?["result"] == [])
    }

    /// The id is found wherever the top-level object has it, even after the
    /// skipped bulk and spelled with escapes; an `id` nested deeper is not it.
    @Test func theIdOfASkippedBodyIsFoundAfterItsParams() {
        let bulk = Array(String(repeating: ",1", count: (FrameDecoder.maximumBodyBytes / 2) + 10).utf8)
        let body = Array(#"{"jsonrpc":"2.0","method":"x","params":{"id":99,"a":[1"#.utf8) + bulk + Array(#"]},"\u0069d":"late"}"#.utf8)
        let frames = Self.frames(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body, chunk: 1 << 16)
        #expect(frames == [.oversized(length: body.count, id: .string("late"))])
    }

    /// A length over the limit whose body is not a JSON message is not
    /// trusted with the stream: the decoder resynchronises at once.
    @Test func anOversizedLengthBeforeSomethingThatIsNotAMessageResynchronises() {
        let stream = Array("Content-Length: 99999999999\r\n\r\nhello ".utf8) + Self.shutdown
        let frames = Self.frames(stream, chunk: 5)
        #expect(frames.count == 2, "\(frames)")
        if case .malformed = frames.first {} else { Issue.record("expected a malformed frame, got \(String(describing: frames.first))") }
        #expect(frames.last.flatMap(Self.method) == "shutdown")
    }

    /// Ids come back exactly as sent: integers of any length, numbers
    /// `Int` would rewrite, strings with lone surrogates in either case.
    @Test(arguments: [
        "123456789012345678901234567890", "-98765432109876543210", "1.0", "-0", "1e2", "0.1",
        #""\ud800""#, #""\uDC00x""#, #""a\ud83d""#, #""\ud83d\ude00""#, #""\u0041\/""#, #""é""#, "7",
    ])
    func idsAreEchoedByteForByte(_ id: String) {
        let client = TestClient()
        for method in ["shutdownX", "textDocument/hover"] {
            let body = Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{}}"#.utf8)
            let output = client.server.receive(.message(body))
            #expect(output.count == 1)
            let written = String(decoding: output.first?.serialized ?? [], as: UTF8.self)
            #expect(written.contains(#""id":\#(id)"#), "\(method): \(written)")
        }
    }

    /// What `Content-Length` framing and the JSON reader leave of a request: its method.
    static func method(_ frame: FrameDecoder.Frame) -> String? {
        guard case .message(let body) = frame else { return nil }
        return (try? JSON.parse(body))?["method"]?.string
    }

    /// A request of about `bytes` bytes whose params are a flat array `[1,1,…]`.
    static func flatArrayRequest(id: JSON, bytes: Int) -> [UInt8] {
        let head = Array(#"{"jsonrpc":"2.0","id":"#.utf8) + id.serialized + Array(#","method":"x","params":[1"#.utf8)
        let pairs = (bytes - head.count - 2) / 2
        let padding = bytes - head.count - 2 - 2 * pairs
        return head + Array(String(repeating: ",1", count: pairs).utf8) + Array(String(repeating: " ", count: padding).utf8) + Array("]}".utf8)
    }
}
