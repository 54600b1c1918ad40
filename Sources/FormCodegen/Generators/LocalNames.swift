/// The names of the locals generated code declares for values, chosen so
/// that no two can collide whatever the spec's names: fields are always read
/// as `self.name`, so a local may equal a field's name, but never another
/// local's.
///
/// - Fixed locals and parameters (`trigger`, `errors`, `row`, `field`,
///   `values`, `entry`, `value`, `text`, `lhs`, `rhs`, `rawValue`, `children`, …) are plain words:
///   they neither start nor end with `_`.
/// - An optional field bound by `if let` is its name followed by `_`
///   (`phone_`): one distinct name per field, and never a fixed local.
/// - A temporary (a long chain's running value) is `_chain` and a number: it
///   starts with `_` and ends with a digit, so it is neither of the above.
enum LocalNames {
    /// The local an optional field's unwrapped value is bound to.
    static func bound(_ fieldName: String) -> String {
        fieldName + "_"
    }

    /// A new temporary, counting in `count` (one counter per function body).
    static func temporary(_ count: inout Int) -> String {
        count += 1
        return "_chain\(count)"
    }
}
