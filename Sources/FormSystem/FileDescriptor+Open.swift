#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension FileDescriptor {
    /// How a file is opened for reading and writing.
    public enum AccessMode: Sendable {
        /// `O_RDONLY`.
        case readOnly
        /// `O_WRONLY`.
        case writeOnly
        /// `O_RDWR`.
        case readWrite

        var flags: Int32 {
            switch self {
            case .readOnly: O_RDONLY
            case .writeOnly: O_WRONLY
            case .readWrite: O_RDWR
            }
        }
    }

    /// Flags of `open(2)` besides the access mode. Their values differ
    /// between Darwin and Linux (`O_CREAT` is 0x200 on Darwin, 0o100 on
    /// Linux), so they are only ever named, never written as numbers.
    public struct OpenOptions: OptionSet, Sendable {
        /// The `O_*` bits.
        public let rawValue: Int32

        /// The options whose bits are `rawValue`.
        public init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        /// Create the file if it does not exist (`O_CREAT`).
        public static let create = OpenOptions(rawValue: O_CREAT)
        /// Empty an existing file (`O_TRUNC`).
        public static let truncate = OpenOptions(rawValue: O_TRUNC)
        /// Close the descriptor in programs this process executes (`O_CLOEXEC`).
        public static let closeOnExec = OpenOptions(rawValue: O_CLOEXEC)
        /// A terminal opened does not become the controlling terminal (`O_NOCTTY`).
        public static let noControllingTerminal = OpenOptions(rawValue: O_NOCTTY)
    }

    /// Opens `path` (`open(2)`).
    ///
    /// - Parameter permissions: the mode of a file `.create` makes, such as
    ///   `0o644` (before the umask).
    /// - Throws: ``SystemError`` from `open`.
    public static func open(
        _ path: String, _ mode: AccessMode, options: OpenOptions = [], permissions: UInt16 = 0o644
    ) throws(SystemError) -> FileDescriptor {
        // `mode_t` is `__uint16_t` (UInt16) on Darwin and `unsigned int`
        // (UInt32) on Glibc and Musl; the C `open` is variadic, and each
        // Swift overlay declares `open(_:_:_: mode_t)` for it.
        let descriptor = openPath(path, mode.flags | options.rawValue, mode_t(permissions))
        guard descriptor >= 0 else { throw SystemError.last("open") }
        return FileDescriptor(rawValue: descriptor)
    }

    /// A new pipe: bytes written to `write` are read from `read` (`pipe(2)`).
    /// Both ends are open in programs this process executes until
    /// ``setCloseOnExec()`` is called on them.
    ///
    /// - Throws: ``SystemError`` from `pipe`.
    public static func makePipe() throws(SystemError) -> (read: FileDescriptor, write: FileDescriptor) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemError.last("pipe") }
        return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
    }

    /// Marks the descriptor close-on-exec (`fcntl(F_SETFD, FD_CLOEXEC)`).
    public func setCloseOnExec() throws(SystemError) {
        // `fcntl` is variadic in C; the Swift overlays of all three C
        // libraries declare `fcntl(_:_:)` and `fcntl(_:_:_: Int32)`.
        guard fcntl(rawValue, F_SETFD, FD_CLOEXEC) == 0 else { throw SystemError.last("fcntl") }
    }

    /// Makes reads and writes return at once instead of waiting
    /// (`O_NONBLOCK`, set with `fcntl(F_SETFL)` beside the other status flags).
    public func setNonBlocking() throws(SystemError) {
        let flags = fcntl(rawValue, F_GETFL)
        guard flags >= 0, fcntl(rawValue, F_SETFL, flags | O_NONBLOCK) == 0 else { throw SystemError.last("fcntl") }
    }

    /// Whether reads and writes return at once instead of waiting.
    public var isNonBlocking: Bool {
        let flags = fcntl(rawValue, F_GETFL)
        return flags >= 0 && flags & O_NONBLOCK != 0
    }

    /// Flushes what was written to the storage device (`fsync(2)`), so it
    /// survives a power loss.
    public func sync() throws(SystemError) {
        guard fsync(rawValue) == 0 else { throw SystemError.last("fsync") }
    }
}

/// `open(2)` under a name that the static method `open` cannot shadow.
private func openPath(_ path: String, _ flags: Int32, _ permissions: mode_t) -> Int32 {
    open(path, flags, permissions)
}
