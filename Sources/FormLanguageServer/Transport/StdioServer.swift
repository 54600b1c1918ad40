import FormSystem
import Foundation

/// Runs a ``LanguageServer`` over standard input and output: a reader
/// thread frames standard input, the calling thread handles messages and
/// writes responses, and diagnostics go out whenever input pauses.
public enum StdioServer {
    /// Serves until `exit` or the end of standard input; returns the exit
    /// status (0 after `shutdown` then `exit`, 1 otherwise).
    public static func run(version: String, input: Int32 = 0, output: Int32 = 1) -> Int32 {
        Signal.brokenPipe.ignore()
        let queue = FrameQueue()
        let reader = Thread {
            var decoder = FrameDecoder()
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                guard let count = try? FileDescriptor(rawValue: input).read(into: &chunk), count > 0 else { break }
                decoder.append(chunk[0..<count])
                var frames: [FrameDecoder.Frame] = []
                while let frame = decoder.next() { frames.append(frame) }
                queue.push(frames)
            }
            queue.finish()
        }
        reader.stackSize = 8 << 20
        reader.start()

        let server = LanguageServer(version: version)
        while true {
            let frames = queue.takeAll()
            if frames.isEmpty { return server.state == .shutDown ? 0 : 1 }
            for frame in frames {
                guard write(server.receive(frame), to: output) else { return 1 }
                if let code = server.exitCode { return code }
            }
            if !queue.hasPending {
                guard write(server.publishPendingDiagnostics(), to: output) else { return 1 }
            }
        }
    }

    /// Writes framed messages; `false` when the output is closed.
    private static func write(_ messages: [JSON], to descriptor: Int32) -> Bool {
        for message in messages {
            do {
                try FileDescriptor(rawValue: descriptor).writeAll(FrameEncoder.frame(message))
            } catch {
                return false
            }
        }
        return true
    }
}
