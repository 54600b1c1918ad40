import Foundation

/// Frames read on the reader thread, waiting for the server loop. The loop
/// takes everything queued at once, so it knows when input has paused.
///
/// The reader waits while the messages queued hold more than
/// ``maximumQueuedBytes``: a client that writes faster than the server
/// answers fills its pipe, not the server's memory.
final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var frames: [FrameDecoder.Frame] = []
    private var queuedBytes = 0
    private var ended = false

    /// The message bytes queued before the reader waits (two messages of the
    /// largest size).
    static let maximumQueuedBytes = 2 * FrameDecoder.maximumBodyBytes

    /// Adds frames read from the stream; waits first while the queue is full.
    func push(_ new: [FrameDecoder.Frame]) {
        guard !new.isEmpty else { return }
        condition.lock()
        while queuedBytes > Self.maximumQueuedBytes { condition.wait() }
        frames += new
        for case .message(let body) in new { queuedBytes += body.count }
        condition.broadcast()
        condition.unlock()
    }

    /// Marks the end of the input stream.
    func finish() {
        condition.lock()
        ended = true
        condition.broadcast()
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
        queuedBytes = 0
        condition.broadcast()
        return taken
    }

    /// Whether frames are waiting (without blocking).
    var hasPending: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !frames.isEmpty
    }
}
