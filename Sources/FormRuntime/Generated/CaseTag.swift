/// The tag Swift keeps in memory for a case of an enum without payloads:
/// the case's position in declaration order (the Swift ABI's type layout:
/// no bytes for an enum of one case, one byte up to 256 cases, two up to
/// 65,536). A field table (``FormFields``) finds a generated `Field` case's
/// position this way, in a few instructions where hashing its name took
/// hundreds, after checking that every case's tag is its position.
@_spi(Generated)
public enum CaseTag {
    /// The tag of `value`, or -1 when `value`'s size is not that of such a
    /// tag (any other type: the caller then checks and finds positions
    /// another way).
    @inlinable
    public static func of<Value>(_ value: Value) -> Int {
        switch MemoryLayout<Value>.size {
        case 0: 0
        case 1: withUnsafeBytes(of: value) { Int($0.load(as: UInt8.self)) }
        case 2: withUnsafeBytes(of: value) { Int($0.loadUnaligned(as: UInt16.self)) }
        default: -1
        }
    }
}
