// Fuzz target `lsp`: the language server's frame decoder and JSON reader on
// any byte stream, in any reads.
//
// The first byte seeds how the rest is split into reads (as `read(2)` may
// return it). Nothing may trap, and:
// - the messages and skipped bodies decoded from the split reads are those
//   of one read (the malformed frames in between may differ in number and
//   reason: a header block over the limit is reported before its empty line
//   arrives in one case, after in the other);
// - the decoder never holds more than the stream;
// - every message body that reads as JSON writes back to text that reads
//   to the same value, and its id, written back as the server answers it,
//   reads back to the same id text;
// - every body is classified as a message without trapping.
import FormLanguageServer

/// The frames that carry data: messages and skipped bodies.
func carried(_ frames: [FrameDecoder.Frame]) -> [FrameDecoder.Frame] {
    frames.filter { if case .malformed = $0 { false } else { true } }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLSP(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    var seed = UInt64(data[0]) &* 0x9E37_79B9_7F4A_7C15 | 1
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))

    var whole = FrameDecoder()
    whole.append(bytes)
    var expected: [FrameDecoder.Frame] = []
    while let frame = whole.next() { expected.append(frame) }

    var split = FrameDecoder()
    var frames: [FrameDecoder.Frame] = []
    var index = 0
    while index < bytes.count {
        seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
        let length = min(Int(seed % 97), bytes.count - index)  // 0 is an empty read
        split.append(bytes[index..<(index + length)])
        if split.bufferedByteCount > bytes.count { fatalError("lsp: the decoder holds more than the stream") }
        while let frame = split.next() { frames.append(frame) }
        index += length
    }
    if carried(frames) != carried(expected) {
        fatalError("lsp: split reads decode differently\nbytes: \(bytes)\nwhole: \(expected)\nsplit: \(frames)")
    }

    for case .message(let body) in expected {
        _ = IncomingMessage((try? JSONDocument(body))?.root ?? .null)
        guard let document = try? JSONDocument(body) else { continue }
        let written = document.root.json.serialized
        guard let again = try? JSONDocument(written) else { fatalError("lsp: written JSON does not read back: \(written)") }
        if again.root.json.serialized != written { fatalError("lsp: JSON does not write back to itself: \(written)") }
        if let id = document.root["id"], id.kind == .string || id.kind == .number {
            let echoed = id.asSent.serialized
            guard let read = try? JSONDocument(echoed), read.root.asSent.serialized == echoed else {
                fatalError("lsp: an echoed id does not read back: \(echoed)")
            }
        }
    }
    return 0
}
