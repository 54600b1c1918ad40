// The Swift half of the Darwin module as FormSystem uses it: what Apple's
// Swift overlay adds on top of the C headers (transcribed in DarwinC), with
// the overlay's own types. The overlay is Swift's open source
// stdlib/public/Platform (Platform.swift, TiocConstants.swift); each
// declaration names the file it copies. Bodies are placeholders: this module
// is only compiled against, never run.
@_exported import DarwinC

/// Platform.swift ("sys/errno.h"): `errno` as a variable over `__error()`.
public var errno: Int32 {
    get { __error().pointee }
    set { __error().pointee = newValue }
}

/// Platform.swift ("signal.h"): `SIG_DFL` is nil, typed `sig_t?`
/// (Glibc: `sighandler_t?`).
public var SIG_DFL: sig_t? { nil }

/// Platform.swift ("signal.h"): `SIG_IGN` is the function pointer 1, typed
/// `sig_t` (Glibc: `sighandler_t`).
public var SIG_IGN: sig_t { unsafeBitCast(1, to: sig_t.self) }

/// TiocConstants.swift: "Get window size" (`_IOR('t', 104, struct winsize)`;
/// Linux: 0x5413, an `Int32` macro).
public var TIOCGWINSZ: UInt { 0x4008_7468 }

/// TiocConstants.swift: "Set window size" (`_IOW('t', 103, struct winsize)`;
/// Linux: 0x5414).
public var TIOCSWINSZ: UInt { 0x8008_7467 }

/// Platform.swift ("ioctl.h"): the pointer form of the variadic `ioctl`.
public func ioctl(_ fd: CInt, _ request: UInt, _ ptr: UnsafeMutableRawPointer) -> CInt {
    fatalError("stub: type-checking only")
}

/// Platform.swift ("fcntl.h"): `open` with a creation mode (`mode_t` is
/// `UInt16` on Darwin, `UInt32` on Glibc and Musl).
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 {
    fatalError("stub: type-checking only")
}

/// Platform.swift ("fcntl.h"): `fcntl` without an argument (`F_GETFL`).
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 {
    fatalError("stub: type-checking only")
}

/// Platform.swift ("fcntl.h"): `fcntl` with an `int` argument (`F_SETFD`, `F_SETFL`).
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 {
    fatalError("stub: type-checking only")
}
