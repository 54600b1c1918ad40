import Foundation

/// Frames read on the reader thread, waiting for the server loop. The loop
/// takes everything queued at once, so it knows when input has paused.
final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var frames: [FrameDecoder.Frame] = []
    private var ended = false

    /// Adds frames read from the stream.
    func push(_ new: [FrameDecoder.Frame]) {
        guard !new.isEmpty else { return }
        condition.lock()
        frames += new
        condition.signal()
        condition.unlock()
    }

    /// Marks the end of the input stream.
    func finish() {
        condition.lock()
        ended = true
        condition.signal()
        condition.unlock()
    }

    /// Waits for frames and takes all of them; an empty result means the
    /// input has ended and nothing is left.
    func takeAll() -> [FrameDecoder.Frame] {
        condition.lock()
        defer { condition.unlock() }
        while frames.isEmpty && !ended { condition.wait() }
        let taken = frames
        frames = []
        return taken
    }

    /// Whether frames are waiting (without blocking).
    var hasPending: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !frames.isEmpty
    }
}
