import FormSystem
import Foundation

/// A file already in the output folder, as far as a plan needs it: how it
/// starts (enough to tell whether formc wrote it) and whether it already
/// holds exactly the content generated for its name.
public struct ExistingFile: Sendable, Equatable {
    /// The file's first ``headLength`` bytes, decoded (all of a shorter file).
    public var head: String
    /// Whether the file holds, byte for byte, the content generated for its
    /// name; false when nothing is generated for it.
    public var isCurrent: Bool

    /// A file that starts with `head` and holds the generated content or not.
    public init(head: String, isCurrent: Bool) {
        self.head = head
        self.isCurrent = isCurrent
    }

    /// How much of a file ``head`` holds: more than any header formc writes.
    public static let headLength = 4096

    /// Reads the file at `path` a block at a time and compares it with
    /// `generated` as it goes, stopping once it differs and the head is
    /// read: neither the file nor a decoded copy of it is ever held whole
    /// (a 69 MB generated file used to be read whole, decoded into a second
    /// 69 MB string and compared as text on every run).
    static func read(_ path: String, comparingWith generated: String?) throws(SystemError) -> ExistingFile {
        let descriptor = try FileDescriptor.open(path, .readOnly)
        defer { descriptor.close() }
        guard var generated else { return try scan(descriptor, expected: nil) }
        generated.makeContiguousUTF8()
        var failure: SystemError?
        let file = generated.utf8.withContiguousStorageIfAvailable { bytes -> ExistingFile? in
            do throws(SystemError) { return try scan(descriptor, expected: bytes) } catch { failure = error; return nil }
        }
        if let failure { throw failure }
        if let file = file ?? nil { return file }
        return try scan(descriptor, expected: nil)  // not reached: a contiguous string's UTF-8 is always contiguous
    }

    /// The head of the rest of `descriptor`, and whether the rest is
    /// exactly `expected` (false without `expected`).
    private static func scan(_ descriptor: FileDescriptor, expected: UnsafeBufferPointer<UInt8>?) throws(SystemError) -> ExistingFile {
        var block = [UInt8](repeating: 0, count: 1 << 16)
        var head: [UInt8] = []
        var offset = 0
        var matches = expected != nil
        while true {
            let count = try descriptor.read(into: &block)
            if count == 0 { break }
            if head.count < headLength { head += block[0..<min(count, headLength - head.count)] }
            if matches, let expected {
                matches = offset + count <= expected.count && block.withUnsafeBytes { read in
                    guard let mine = read.baseAddress, let theirs = expected.baseAddress else { return false }
                    return memcmp(mine, theirs + offset, count) == 0
                }
            }
            offset += count
            if !matches, head.count >= headLength { break }
        }
        return ExistingFile(head: String(decoding: head, as: UTF8.self), isCurrent: matches && offset == expected?.count)
    }
}
