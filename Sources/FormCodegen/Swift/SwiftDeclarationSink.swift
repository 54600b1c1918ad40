/// Where a generator puts the declarations of a file as it makes them: one
/// at a time, with the members of a type between `openType` and
/// `closeType`. ``SwiftFileWriter`` renders each declaration as it arrives,
/// so it can be released before the next is made; ``SwiftFileBuilder``
/// assembles the same declarations into a ``SwiftFile``.
public protocol SwiftDeclarationSink {
    /// A declaration of the file, or a member of the type last opened and not closed.
    mutating func add(_ declaration: SwiftDeclaration)
    /// Opens a type: `type` (its members, if any, first), then every
    /// declaration added until ``closeType()`` is a member of it.
    mutating func openType(_ kind: SwiftTypeKind, _ type: SwiftTypeDeclaration)
    /// Closes the type last opened.
    mutating func closeType()
}

/// Which kind of type ``SwiftDeclarationSink/openType(_:_:)`` opens.
public enum SwiftTypeKind: Sendable, Hashable {
    /// `struct`.
    case `struct`
    /// `enum`, with its cases (written before any member).
    case `enum`(cases: [SwiftEnumCase])
    /// `extension`.
    case `extension`

    /// The declaration of `type` as this kind.
    func declaration(_ type: SwiftTypeDeclaration) -> SwiftDeclaration {
        switch self {
        case .struct: .struct(type)
        case .enum(let cases): .enum(type, cases: cases)
        case .extension: .extension(type)
        }
    }
}
