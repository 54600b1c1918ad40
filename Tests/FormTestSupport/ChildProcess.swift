#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs programs for tests and never waits for ever.
///
/// Foundation's `Process` is not used: a child inherits every descriptor of
/// the test process that is not close-on-exec, Foundation's own pipes among
/// them, so a tmux server forked by one test keeps another test's output
/// pipe open and `readDataToEndOfFile` never returns. Here the child gets
/// standard input from /dev/null, its output on a close-on-exec pipe or
/// /dev/null, every other descriptor closed, the default signal mask and
/// dispositions (test runner threads block signals), and its own process
/// group, which is killed when the deadline passes.
public struct ChildProcess: Sendable {
    /// How a run ended.
    public struct Outcome: Sendable {
        /// The exit status, or nil when the child was killed by a signal.
        public var status: Int32?
        /// The signal that ended the child, if one did.
        public var signal: Int32?
        /// Standard output (and standard error when merged).
        public var output: String
        /// The deadline passed and the child's process group was killed.
        public var timedOut: Bool
    }

    /// Where the child's standard output and error go.
    public enum Output: Sendable {
        /// Both to /dev/null.
        case discard
        /// Standard output captured, standard error to /dev/null.
        case captureStandardOutput
        /// Both captured together.
        case captureBoth
    }

    /// The child's process id.
    public let pid: pid_t
    private let reader: Int32
    private let deadline: Date

    /// Starts `executable` with `arguments`; `environment` entries replace or
    /// add to the test process's own. Standard input is the file at
    /// `standardInput` when given (a language server's scripted session),
    /// /dev/null otherwise.
    public init(
        _ executable: String, _ arguments: [String], output: Output = .discard,
        environment: [String: String] = [:], timeout: TimeInterval = 600, standardInput: String? = nil
    ) throws {
        var ends: [Int32] = [-1, -1]
        if output != .discard {
            guard Self.makePipe(&ends) else { throw SpawnError(executable: executable, code: errno) }
        }
        defer { if ends[1] >= 0 { close(ends[1]) } }

        var actions = posix_spawn_file_actions_t()
        Self.initialise(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput ?? "/dev/null", O_RDONLY, 0)
        switch output {
        case .discard:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        case .captureStandardOutput:
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        case .captureBoth:
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        }
        Self.closeDescriptorsAboveStandardError(&actions)

        var attributes = posix_spawnattr_t()
        Self.initialise(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGCHLD, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let cEnvironment: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        let cArguments: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer {
            for pointer in cEnvironment { free(pointer) }
            for pointer in cArguments { free(pointer) }
        }
        var child: pid_t = 0
        let code = posix_spawn(&child, executable, &actions, &attributes, cArguments, cEnvironment)
        guard code == 0 else {
            if ends[0] >= 0 { close(ends[0]) }
            throw SpawnError(executable: executable, code: code)
        }
        pid = child
        reader = ends[0]
        deadline = Date().addingTimeInterval(timeout)
    }

    /// Runs a program to its end (or its deadline) and returns how it ended.
    public static func run(
        _ executable: String, _ arguments: [String], output: Output = .captureBoth,
        environment: [String: String] = [:], timeout: TimeInterval = 600, standardInput: String? = nil
    ) throws -> Outcome {
        try ChildProcess(executable, arguments, output: output, environment: environment, timeout: timeout, standardInput: standardInput).wait()
    }

    /// Sends `signal` to the child.
    public func send(signal: Int32 = SIGKILL) {
        _ = kill(pid, signal)
    }

    /// Reads the child's output until it exits, then reaps it. Stops reading
    /// as soon as the child has exited, even if a grandchild still holds the
    /// pipe; kills the child's process group at the deadline.
    public func wait() -> Outcome {
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        var waitStatus: Int32 = 0
        var reaped = false
        var timedOut = false
        while !reaped {
            if reader >= 0 {
                var descriptor = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 50) > 0 {
                    let count = read(reader, &chunk, chunk.count)
                    if count > 0 { output += chunk[0..<count] }
                }
            } else {
                usleep(10_000)
            }
            let result = waitpid(pid, &waitStatus, WNOHANG)
            if result == pid || (result < 0 && errno != EINTR) {
                reaped = true
            } else if Date() > deadline {
                timedOut = true
                _ = kill(-pid, SIGKILL)
                _ = kill(pid, SIGKILL)
                while waitpid(pid, &waitStatus, 0) < 0, errno == EINTR {}
                reaped = true
            }
        }
        if reader >= 0 {
            // What the child wrote before it exited is still in the pipe.
            _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
            while true {
                let count = read(reader, &chunk, chunk.count)
                guard count > 0 else { break }
                output += chunk[0..<count]
            }
            close(reader)
        }
        let signalled = waitStatus & 0x7f
        return Outcome(
            status: signalled == 0 ? (waitStatus >> 8) & 0xff : nil,
            signal: signalled == 0 ? nil : signalled,
            output: String(decoding: output, as: UTF8.self),
            timedOut: timedOut
        )
    }

    /// The first executable called `name` on `PATH` or in the usual folders.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A program could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        public var executable: String
        public var code: Int32
        public var description: String { "cannot run \(executable): \(String(cString: strerror(code)))" }
    }

    /// A pipe whose ends are close-on-exec (`pipe2` is not exported to
    /// Swift; the window before `fcntl` is covered by closing every other
    /// descriptor in the child).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return true
    }

    private static func initialise(_ actions: inout posix_spawn_file_actions_t) {
        posix_spawn_file_actions_init(&actions)
    }

    private static func initialise(_ attributes: inout posix_spawnattr_t) {
        posix_spawnattr_init(&attributes)
    }

    /// glibc 2.34 and later close every descriptor above 2 in the child
    /// (`posix_spawn_file_actions_addclosefrom_np`, not exported to Swift,
    /// so looked up by name); elsewhere only close-on-exec protects.
    private static func closeDescriptorsAboveStandardError(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return }
        let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
        _ = closeFrom(&actions, 3)
    }
}
