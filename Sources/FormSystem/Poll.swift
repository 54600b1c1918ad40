#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What `poll(2)` waits for on a descriptor, or reports about it.
public struct PollEvents: OptionSet, Sendable {
    /// The `short` bit set of `struct pollfd`'s `events` and `revents`.
    public let rawValue: Int16

    /// The events whose bits are `rawValue`.
    public init(rawValue: Int16) {
        self.rawValue = rawValue
    }

    // The POLL* macros are `int` constants with the same values in Darwin's
    // <poll.h> and Linux's <bits/poll.h>; the fields they go in are `short`.

    /// Data can be read without blocking (`POLLIN`).
    public static let readable = PollEvents(rawValue: Int16(POLLIN))
    /// Data can be written without blocking (`POLLOUT`).
    public static let writable = PollEvents(rawValue: Int16(POLLOUT))
    /// An error is pending (`POLLERR`; reported, never requested).
    public static let error = PollEvents(rawValue: Int16(POLLERR))
    /// The other end hung up (`POLLHUP`; reported, never requested).
    public static let hangUp = PollEvents(rawValue: Int16(POLLHUP))
    /// The descriptor is not open (`POLLNVAL`; reported, never requested).
    public static let invalid = PollEvents(rawValue: Int16(POLLNVAL))
}

/// A descriptor and the events to wait for on it.
public struct PollRequest: Sendable {
    /// The descriptor watched.
    public var descriptor: FileDescriptor
    /// The events waited for.
    public var events: PollEvents

    /// Waits for `events` on `descriptor`.
    public init(_ descriptor: FileDescriptor, for events: PollEvents) {
        self.descriptor = descriptor
        self.events = events
    }
}

/// How a wait ended.
public enum PollResult: Sendable, Equatable {
    /// At least one descriptor is ready: the events reported for each
    /// request, in the order of the requests (empty for those not ready).
    case ready([PollEvents])
    /// The timeout passed with no descriptor ready.
    case timedOut
    /// A signal handler ran before any descriptor was ready: look at what
    /// the handler records, then wait again.
    case interrupted
}

/// Waiting on several descriptors at once.
public enum Poll {
    /// Waits until one of `requests` is ready, the timeout passes, or a
    /// signal arrives (`poll(2)`).
    ///
    /// - Parameter timeoutMilliseconds: nil waits for ever.
    /// - Throws: ``SystemError`` when `poll` fails other than by a signal.
    public static func wait(_ requests: [PollRequest], timeoutMilliseconds: Int32?) throws(SystemError) -> PollResult {
        var descriptors = requests.map { pollfd(fd: $0.descriptor.rawValue, events: $0.events.rawValue, revents: 0) }
        // The count is `nfds_t`: `unsigned int` (UInt32) on Darwin,
        // `unsigned long` (UInt) on Glibc and Musl.
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds ?? -1)
        if ready > 0 { return .ready(descriptors.map { PollEvents(rawValue: $0.revents) }) }
        if ready == 0 { return .timedOut }
        let error = SystemError.last("poll")
        if error.isInterrupted { return .interrupted }
        throw error
    }
}
