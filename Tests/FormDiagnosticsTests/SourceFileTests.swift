import FormDiagnostics
import Testing

@Suite struct SourceFileTests {
    /// Columns counted from the line start, the slow obvious way.
    func naive(_ file: SourceFile, _ offset: Int) -> (column: Int, utf16: Int) {
        let start = file.lineStarts[file.line(containing: offset) - 1]
        let prefix = String(decoding: file.bytes[start..<offset], as: UTF8.self)
        return (prefix.count + 1, prefix.utf16.count + 1)
    }

    @Test("columns on long lines (checkpoints) equal columns counted from the line start")
    func checkpointedColumns() {
        var bytes: [UInt8] = Array("short line\n".utf8)
        let pieces: [[UInt8]] = [
            Array("ab".utf8), Array("é".utf8), Array("e\u{301}".utf8), Array("👨‍👩‍👧‍👦".utf8), Array("🇫🇷".utf8),
            [0xFF], [0xE2, 0x82], Array("中".utf8), Array("\t@".utf8),
        ]
        var index = 0
        while bytes.count < 20_000 {
            bytes += pieces[index % pieces.count]
            index = (index * 7 + 3) % 1_009
        }
        bytes += Array("\nlast".utf8)
        let file = SourceFile(path: "long.form", bytes: bytes)
        for offset in stride(from: 0, through: bytes.count, by: 37) {
            let location = file.location(at: offset)
            let expected = naive(file, offset)
            #expect(location.column == expected.column && location.utf16Column == expected.utf16, "offset \(offset)")
        }
    }

    @Test("a lone CR ends a line, as LF and CRLF do")
    func loneCarriageReturn() {
        let file = SourceFile(path: "cr.form", text: "one\rtwo\r\nthree\nfour\r")
        #expect(file.lineStarts == [0, 4, 9, 15, 20])
        #expect(file.text(ofLine: 1) == "one")
        #expect(file.text(ofLine: 2) == "two")
        #expect(file.text(ofLine: 3) == "three")
        #expect(file.text(ofLine: 4) == "four")
        #expect(file.location(at: 5).line == 2 && file.location(at: 5).column == 2)
    }
}
