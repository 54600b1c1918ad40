/// Column checkpoints on the long lines of a document: every
/// ``spacing`` bytes, the UTF-16 and UTF-32 columns reached. Built in one
/// pass over the long lines only, so ordinary documents pay nothing, and a
/// position on a pathological line is found by scanning at most
/// ``spacing`` bytes instead of the whole line.
struct LongLines: Sendable {
    /// Lines at least this long (in bytes) get checkpoints.
    static let threshold = 4096
    /// Bytes between checkpoints (approximately: a checkpoint is at a scalar start).
    static let spacing = 1024

    struct Checkpoint: Sendable {
        var offset: Int
        var utf16: Int
        var utf32: Int

        func units(_ encoding: PositionEncoding) -> Int {
            switch encoding {
            case .utf8: 0
            case .utf16: utf16
            case .utf32: utf32
            }
        }
    }

    private var checkpoints: [Int: [Checkpoint]] = [:]

    init(bytes: [UInt8], lineStarts: [Int]) {
        for (line, start) in lineStarts.enumerated() {
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
            guard end - start >= Self.threshold else { continue }
            var points: [Checkpoint] = []
            var offset = start
            var utf16 = 0
            var utf32 = 0
            var next = start + Self.spacing
            while offset < end, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") {
                if offset >= next {
                    points.append(Checkpoint(offset: offset, utf16: utf16, utf32: utf32))
                    next = offset + Self.spacing
                }
                let (scalar, length) = TextDocument.scalar(at: offset, in: bytes)
                utf16 += UTF16.width(scalar)
                utf32 += 1
                offset += length
            }
            checkpoints[line] = points
        }
    }

    /// The last checkpoint of `line` at or before byte `offset`.
    func checkpoint(line: Int, offset: Int) -> Checkpoint? {
        guard let points = checkpoints[line] else { return nil }
        return last(in: points) { $0.offset <= offset }
    }

    /// The last checkpoint of `line` at or before column `character`.
    func checkpoint(line: Int, character: Int, encoding: PositionEncoding) -> Checkpoint? {
        guard let points = checkpoints[line] else { return nil }
        return last(in: points) { $0.units(encoding) <= character }
    }

    /// The last element satisfying a predicate that holds for a prefix.
    private func last(in points: [Checkpoint], where holds: (Checkpoint) -> Bool) -> Checkpoint? {
        var low = 0
        var high = points.count
        while low < high {
            let mid = (low + high) / 2
            if holds(points[mid]) { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? points[low - 1] : nil
    }
}
