import Glibc

/// Runs a program and waits for it, with `posix_spawn` and `waitpid`.
///
/// Foundation's `Process` is not used: tmux forks a server that inherits
/// descriptors, and `Process.waitUntilExit` then never returns.
enum Spawn {
    /// Runs `arguments` (the first is the program's path) with standard
    /// input and error on /dev/null; returns standard output when
    /// `capture`, else sends it to /dev/null too.
    @discardableResult
    static func run(_ arguments: [String], capture: Bool = false) -> String {
        var ends: [Int32] = [-1, -1]
        if capture {
            guard pipe(&ends) == 0 else { return "" }
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capture {
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        // The test runner's threads block signals; a child (a tmux server)
        // must not inherit that, or it could never be stopped.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments.first ?? "/bin/false", &actions, &attributes, &cArguments, environ)
        var output: [UInt8] = []
        if capture {
            close(ends[1])
            var chunk = [UInt8](repeating: 0, count: 4096)
            while spawned == 0 {
                let count = read(ends[0], &chunk, chunk.count)
                if count > 0 {
                    output += chunk[0..<count]
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
            close(ends[0])
        }
        if spawned == 0 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
        return String(decoding: output, as: UTF8.self)
    }
}
