// Fuzz target `keys`: the terminal's KeyDecoder on any bytes, in any reads.
//
// The first byte seeds how the rest is split into reads (as `read(2)` may
// return it). Nothing may trap, and the events must be those of decoding the
// bytes in one read, except that a grapheme cluster split across reads may
// arrive as several `.character` events: runs of characters are compared as
// text.
import FormTerminal

/// Events with each run of `.character` events joined into one string.
enum Decoded: Equatable {
    case text(String)
    case event(KeyEvent)
}

func normalized(_ events: [KeyEvent]) -> [Decoded] {
    var result: [Decoded] = []
    for event in events {
        if case .character(let character) = event {
            if case .text(let run)? = result.last {
                result[result.count - 1] = .text(run + String(character))
            } else {
                result.append(.text(String(character)))
            }
        } else {
            result.append(.event(event))
        }
    }
    return result
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    var seed = UInt64(data[0]) &* 0x9E37_79B9_7F4A_7C15 | 1
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))

    var whole = KeyDecoder()
    let expected = whole.feed(bytes) + whole.flush()

    var split = KeyDecoder()
    var events: [KeyEvent] = []
    var index = 0
    while index < bytes.count {
        seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
        let length = min(Int(seed % 7), bytes.count - index)  // 0 is an empty read
        events += split.feed(bytes[index..<(index + length)])
        _ = split.isAwaitingEscapeTimeout
        _ = split.isInsidePaste
        index += length
    }
    events += split.flush()

    if normalized(events) != normalized(expected) {
        fatalError("keys: split reads decode differently\nbytes: \(bytes)\nwhole: \(expected)\nsplit: \(events)")
    }
    return 0
}
