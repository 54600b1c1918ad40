#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Calls on paths that Foundation's `FileManager` does not make atomic.
public enum FileSystem {
    /// Renames `source` to `destination`, replacing a file already there in
    /// one step: a reader sees the old file or the new one, never neither
    /// (`rename(2)`, declared in <stdio.h> on all three C libraries).
    ///
    /// - Throws: ``SystemError`` from `rename`.
    public static func rename(_ source: String, to destination: String) throws(SystemError) {
        guard renamePath(source, destination) == 0 else { throw SystemError.last("rename") }
    }

    /// Removes the file at `path` (`unlink(2)`).
    ///
    /// - Throws: ``SystemError`` from `unlink`.
    public static func removeFile(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 else { throw SystemError.last("unlink") }
    }
}

/// `rename(2)` under a name the static method `rename` cannot shadow.
private func renamePath(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}
