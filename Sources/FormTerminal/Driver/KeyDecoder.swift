/// Turns the bytes a terminal sends in raw mode into ``KeyEvent`` values.
///
/// Pure and incremental: feed it whatever `read(2)` returned; bytes that end
/// in the middle of an escape sequence, a UTF-8 character or a bracketed
/// paste are kept until the next ``feed(_:)``. A lone ESC cannot be told
/// apart from the start of a sequence by bytes alone, so it stays pending
/// until the caller, after a short timeout with no further input, calls
/// ``flush()``.
///
/// Never traps on any input: invalid UTF-8 becomes U+FFFD, unknown or
/// malformed escape sequences are dropped, C1 control characters typed as
/// text are dropped.
public struct KeyDecoder: Sendable {
    /// Bytes of an unfinished escape sequence or UTF-8 character.
    private var pending: [UInt8] = []
    /// Set between `ESC [ 200 ~` and `ESC [ 201 ~`.
    private var paste: PasteCollector?
    /// Whether the last event was an Enter from CR, so that a following LF
    /// (a CR LF pair) is not a second Enter.
    private var lastWasCarriageReturn = false

    /// A decoder with nothing pending.
    public init() {}

    /// Whether the decoder holds an ESC that may be a lone Escape key: the
    /// caller should wait a short time for more input, then call
    /// ``flush()``.
    public var isAwaitingEscapeTimeout: Bool {
        paste == nil && pending.first == ASCII.escape
    }

    /// Whether a bracketed paste has started and not yet ended.
    public var isInsidePaste: Bool { paste != nil }

    /// Decodes `bytes` (appended to whatever was pending) into events.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [KeyEvent] where Bytes.Element == UInt8 {
        var input = pending
        input.append(contentsOf: bytes)
        pending = []
        var events: [KeyEvent] = []
        var index = 0
        while index < input.count {
            if var collector = paste {
                let result = collector.consume(input[index...])
                index += result.consumed
                if let text = result.finishedText {
                    paste = nil
                    events.append(.paste(text))
                    lastWasCarriageReturn = false
                } else {
                    paste = collector
                }
                continue
            }
            switch step(input, at: index) {
            case .needMore:
                pending = Array(input[index...])
                return events
            case .decoded(let decoded, let next):
                for event in decoded where !(event == .enter && skipsLineFeed(input, at: index)) {
                    events.append(event)
                }
                lastWasCarriageReturn = input[index] == ASCII.carriageReturn
                index = next
            case .pasteStart(let next):
                paste = PasteCollector()
                lastWasCarriageReturn = false
                index = next
            }
        }
        return events
    }

    /// Ends the wait for a lone ESC: a pending ESC becomes ``KeyEvent/escape``,
    /// a pending `ESC [` or `ESC O` becomes Alt-`[` or Alt-`O`, and any other
    /// unfinished escape sequence is dropped. An unfinished UTF-8 character
    /// and an unfinished paste stay pending.
    public mutating func flush() -> [KeyEvent] {
        guard isAwaitingEscapeTimeout else { return [] }
        let held = pending
        pending = []
        lastWasCarriageReturn = false
        if held.count == 1 { return [.escape] }
        if held.count == 2, held[1] == ASCII.leftBracket { return [.alt("[")] }
        if held.count == 2, held[1] == ASCII.letterO { return [.alt("O")] }
        return []
    }

    /// A LF right after a CR-produced Enter completes a CR LF pair.
    private func skipsLineFeed(_ input: [UInt8], at index: Int) -> Bool {
        input[index] == ASCII.lineFeed && lastWasCarriageReturn
    }
}

/// The result of decoding from one position.
enum DecodeStep: Equatable {
    /// Not enough bytes yet; keep everything from this position.
    case needMore
    /// Zero or more events, and the position after the bytes they used.
    case decoded([KeyEvent], next: Int)
    /// `ESC [ 200 ~`: a bracketed paste starts at `next`.
    case pasteStart(next: Int)
}

/// Byte values the decoder names.
enum ASCII {
    static let null: UInt8 = 0x00
    static let backspace: UInt8 = 0x08
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let escape: UInt8 = 0x1B
    static let space: UInt8 = 0x20
    static let leftBracket: UInt8 = 0x5B
    static let letterO: UInt8 = 0x4F
    static let delete: UInt8 = 0x7F
}
