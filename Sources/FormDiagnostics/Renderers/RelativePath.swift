/// Paths as CI tools want them: relative to the repository root.
enum RelativePath {
    /// `path` with backslashes turned into slashes, relative to
    /// `baseDirectory` when it is under it, and without leading `./`.
    /// A path outside the base stays as it is (absolute or not).
    static func of(_ path: String, relativeTo baseDirectory: String?) -> String {
        var relative = slashed(path)
        if let base = baseDirectory.map(slashed), !base.isEmpty {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if relative.hasPrefix(prefix) { relative.removeFirst(prefix.count) }
        }
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return relative
    }

    private static func slashed(_ path: String) -> String {
        String(path.map { $0 == "\\" ? "/" : $0 })
    }
}
