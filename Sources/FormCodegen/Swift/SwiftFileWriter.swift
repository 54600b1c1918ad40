/// Renders a file a declaration at a time (``SwiftRenderer``): the same
/// text as rendering the ``SwiftFile`` a ``SwiftFileBuilder`` would have
/// built from the same calls, without the whole tree ever existing. A large
/// form's model is its largest tree: 96,000 fields made 400 MB of it.
public struct SwiftFileWriter: SwiftDeclarationSink {
    private var renderer = SwiftRenderer()
    private let condition: String?
    /// The text before the renderer's buffer: the buffer is moved here
    /// between declarations once it holds ``chunkSize`` bytes, so it stays
    /// small and is reused (a buffer grown to the whole file was copied at
    /// each doubling, its last copies into fresh pages of 64 and 128 MB).
    private var chunks: [[UInt8]] = []
    private static let chunkSize = 1 << 20
    /// Per open type, innermost last: whether a case or member is written
    /// in it yet (the next member then starts after a blank line).
    private var openTypes: [Bool] = []

    /// A file with its header comment lines and imports written, wrapped in
    /// `#if condition` when given.
    public init(header: [String], imports: [SwiftImport], condition: String? = nil) {
        self.condition = condition
        renderer.out.reserveCapacity(1 << 16)
        for line in header {
            renderer.beginLine()
            renderer.write("// ")
            SwiftEscaping.appendCommentText(line, to: &renderer.out)
            renderer.endLine()
        }
        if !header.isEmpty { renderer.emptyLine() }
        if let condition {
            renderer.line("#if " + condition)
        }
        for declaration in imports {
            renderer.beginLine()
            if let group = declaration.spi {
                renderer.write("@_spi(")
                renderer.write(SwiftEscaping.identifier(group))
                renderer.write(") ")
            }
            renderer.write("import ")
            renderer.write(SwiftEscaping.identifier(declaration.module))
            renderer.endLine()
        }
    }

    public mutating func add(_ declaration: SwiftDeclaration) {
        startDeclaration()
        renderer.declaration(declaration)
    }

    public mutating func openType(_ kind: SwiftTypeKind, _ type: SwiftTypeDeclaration) {
        startDeclaration()
        let cases: [SwiftEnumCase]
        let keyword: String
        switch kind {
        case .struct: (keyword, cases) = ("struct", [])
        case .enum(let enumCases): (keyword, cases) = ("enum", enumCases)
        case .extension: (keyword, cases) = ("extension", [])
        }
        renderer.beginType(keyword, type, cases: cases)
        openTypes.append(!cases.isEmpty)
        for member in type.members { add(member) }
    }

    public mutating func closeType() {
        guard openTypes.popLast() != nil else { return }
        renderer.endType()
    }

    /// The whole text, ending with one newline: closes any type still open,
    /// then the `#if`.
    public mutating func finish() -> String {
        while !openTypes.isEmpty { closeType() }
        if condition != nil {
            renderer.line("#endif")
        }
        let count = chunks.reduce(renderer.out.count) { $0 + $1.count }
        if count == 0 { return "\n" }
        let last = renderer.out
        let chunks = self.chunks
        return String(unsafeUninitializedCapacity: count) { text in
            var offset = 0
            for chunk in chunks + [last] {
                _ = UnsafeMutableBufferPointer(rebasing: text[offset..<(offset + chunk.count)]).initialize(from: chunk)
                offset += chunk.count
            }
            return offset
        }
    }

    /// The blank line before a declaration: always at file scope, and
    /// inside a type before every member but a first with no cases before it.
    /// Between declarations, a full buffer first moves to ``chunks``.
    private mutating func startDeclaration() {
        if renderer.out.count >= Self.chunkSize {
            // A copy of exactly the bytes written, so the buffer itself stays unique and is reused.
            chunks.append(renderer.out.withUnsafeBufferPointer { Array($0) })
            renderer.out.removeAll(keepingCapacity: true)
        }
        guard let last = openTypes.indices.last else {
            renderer.emptyLine()
            return
        }
        if openTypes[last] { renderer.emptyLine() }
        openTypes[last] = true
    }
}
