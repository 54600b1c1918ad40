/// Assembles the declarations a generator adds into the tree of a file.
public struct SwiftFileBuilder: SwiftDeclarationSink {
    /// The top-level declarations added so far (a type is added when closed).
    public private(set) var declarations: [SwiftDeclaration] = []
    /// The types opened and not yet closed, innermost last.
    private var open: [(kind: SwiftTypeKind, type: SwiftTypeDeclaration)] = []

    /// An empty file.
    public init() {}

    public mutating func add(_ declaration: SwiftDeclaration) {
        if open.isEmpty {
            declarations.append(declaration)
        } else {
            open[open.count - 1].type.members.append(declaration)
        }
    }

    public mutating func openType(_ kind: SwiftTypeKind, _ type: SwiftTypeDeclaration) {
        open.append((kind, type))
    }

    public mutating func closeType() {
        guard let (kind, type) = open.popLast() else { return }
        add(kind.declaration(type))
    }
}
