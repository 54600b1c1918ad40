import Foundation

/// The generated corpus on disk: written once to `Benchmarks/.corpus/<lines>/`
/// (gitignored) and reused while its manifest matches what the generator
/// makes now.
enum BenchmarkCorpus {
    /// `Benchmarks/.corpus/<lines>`, beside this benchmark's sources.
    static func folder(lines: Int) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".corpus").appendingPathComponent(String(lines)).path
    }

    /// The paths of the corpus files, writing them first when missing or stale.
    static func prepare(lines: Int) -> [String] {
        let folder = folder(lines: lines)
        let texts = CorpusGenerator.files(lines: lines)
        let paths = texts.indices.map { "\(folder)/\($0).form" }
        let manifestPath = "\(folder)/MANIFEST"
        let manifest = manifest(of: texts)
        if let existing = try? String(contentsOfFile: manifestPath, encoding: .utf8), existing == manifest {
            return paths
        }
        do {
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (text, path) in zip(texts, paths) {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            }
            // Written last, so an interrupted run rewrites the corpus.
            try Data(manifest.utf8).write(to: URL(fileURLWithPath: manifestPath))
        } catch {
            fatalError("cannot write the corpus to \(folder): \(error)")
        }
        return paths
    }

    /// File count, byte count and an FNV-1a hash of every byte.
    private static func manifest(of texts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var bytes = 0
        for text in texts {
            for byte in text.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                bytes += 1
            }
        }
        return "files \(texts.count)\nbytes \(bytes)\nfnv1a \(String(hash, radix: 16))\n"
    }
}
