/// Generated code declares a type conforming to this protocol. A FormRuntime
/// of an incompatible version renames it, so stale generated code fails to
/// compile with an error that names the version it needs:
/// `cannot find type 'FormcGeneratedCodeRequiresFormRuntime10' in scope` means
/// "regenerate with the formc that matches this FormRuntime".
@_spi(Generated)
public protocol FormcGeneratedCodeRequiresFormRuntime10 {}

extension FormatterSpec {
    /// A `mask` formatter from a pattern known to be valid, for tests and
    /// tooling (generated code reads formatters from its schema table). A value that
    /// fails to parse (impossible after checking) gives a formatter that
    /// keeps input as typed rather than a crash.
    package static func mask(checked pattern: String, raw: Bool) -> FormatterSpec {
        (try? MaskPattern.parse(pattern)).map { .mask($0, raw: raw) } ?? .limit(.max)
    }

    /// An `allow` formatter from a validated character set.
    package static func allow(checked source: String) -> FormatterSpec {
        (try? CharacterPattern.parse(source)).map { .allow($0) } ?? .limit(.max)
    }

    /// A `deny` formatter from a validated character set.
    package static func deny(checked source: String) -> FormatterSpec {
        (try? CharacterPattern.parse(source)).map { .deny($0) } ?? .limit(.max)
    }
}
