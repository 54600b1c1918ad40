import BenchmarkSupport
import FormLanguageServer
import Foundation

/// Issue 30 item 3, measured on a fresh `formc lsp` process each:
/// 1. a request after a header padded with 32,000 spaces, against the same
///    request alone: the extra time (goal: under 10 ms);
/// 2. a 100 MB body (over the 16 MiB limit, skipped while read), then a
///    request: how much the server's peak memory rose (goal: under 64 MB);
/// 3. a 16 MB request whose params are a flat array `[1,1,…]` (just under
///    the limit, the densest JSON there is): the peak's rise as a multiple
///    of the message (goal: at most 4×; Foundation's decoder took 37× and
///    77 s for 19 MB).
enum HostileInput {
    static func rows(formc: String, quick: Bool) throws -> [SummaryLine] {
        [try paddedHeader(formc: formc, rounds: quick ? 5 : 20), try oversizedBody(formc: formc), try denseMessage(formc: formc)]
    }

    /// A hover on a document that is not open: a request answered at once.
    static func hover(id: Int) -> [UInt8] {
        FrameEncoder.frame(["jsonrpc": "2.0", "id": .int(id), "method": "textDocument/hover",
                            "params": ["textDocument": ["uri": "file:///none.form"], "position": ["line": 0, "character": 0]]])
    }

    static func started(_ formc: String) throws -> LSPClient {
        let client = try LSPClient(formc: formc)
        let (id, _) = client.request("initialize", ["processId": .int(Int(getpid())), "capabilities": [:]])
        guard client.response(to: id) != nil else { fatalError("no initialize response") }
        _ = client.notify("initialized", [:])
        return client
    }

    static func paddedHeader(formc: String, rounds: Int) throws -> SummaryLine {
        let client = try started(formc)
        let padded = Array("Content-Length: 2".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 32_000) + Array("\r\n\r\n{}".utf8)
        var plain: [Double] = []
        var afterPadding: [Double] = []
        var id = 1000
        for _ in 0..<rounds {
            for withPadding in [false, true] {
                id += 1
                let sent = client.sendRaw((withPadding ? padded : []) + hover(id: id))
                guard let arrival = client.response(to: id) else { fatalError("no answer to request \(id)") }
                (withPadding ? { afterPadding.append($0) } : { plain.append($0) })(milliseconds(arrival.time - sent))
            }
        }
        client.stop()
        let plainMedian = percentile(plain, 0.5), paddedMedian = percentile(afterPadding, 0.5)
        let extra = max(0, paddedMedian - plainMedian)
        print("LSP hostile input: a request after a 32,000-space header: median \(format(paddedMedian)) ms; alone: \(format(plainMedian)) ms (\(rounds) rounds)")
        return SummaryLine(
            measure: "LSP: a request after a header padded with 32,000 spaces",
            formc: "\(format(paddedMedian)) ms (\(format(extra)) ms more)", peer: "the request alone: \(format(plainMedian)) ms",
            ratio: extra / 10, goal: .atMost(1), ratioNote: "(of the 10 ms allowed)"
        )
    }

    static func oversizedBody(formc: String) throws -> SummaryLine {
        let client = try started(formc)
        let warm = client.sendRaw(hover(id: 1))
        _ = warm
        guard client.response(to: 1) != nil else { fatalError("no answer") }
        let before = client.peakResidentBytes
        let body = flatArrayRequest(id: 2, bytes: 100_000_000)
        let start = DispatchTime.now().uptimeNanoseconds
        client.sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body + hover(id: 3))
        guard let refused = client.response(to: 2, timeout: 120), client.response(to: 3, timeout: 120) != nil else { fatalError("no answers after the 100 MB body") }
        let elapsed = milliseconds(DispatchTime.now().uptimeNanoseconds - start)
        let after = client.peakResidentBytes
        client.stop()
        let rise = Double(max(0, after - before)) / 1e6
        print("LSP hostile input: a 100 MB body: peak memory \(before / 1_000_000) MB before, \(after / 1_000_000) MB after; answered in \(format(elapsed)) ms: \(refused.message["error"]?["message"]?.string ?? "?")")
        return SummaryLine(
            measure: "LSP: peak memory rise for a 100 MB body (skipped over 16 MiB)",
            formc: "\(format(rise)) MB", peer: "peak before: \(before / 1_000_000) MB",
            ratio: rise / 64, goal: .atMost(1), ratioNote: "(of the 64 MB allowed)"
        )
    }

    static func denseMessage(formc: String) throws -> SummaryLine {
        let client = try started(formc)
        guard client.response(to: client.request("shutdownX", .null).id) != nil else { fatalError("no answer") }
        let before = client.peakResidentBytes
        let body = flatArrayRequest(id: 2, bytes: FrameDecoder.maximumBodyBytes - 1024)
        let start = DispatchTime.now().uptimeNanoseconds
        client.sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        guard client.response(to: 2, timeout: 120) != nil else { fatalError("no answer to the 16 MB request") }
        let elapsed = milliseconds(DispatchTime.now().uptimeNanoseconds - start)
        let after = client.peakResidentBytes
        client.stop()
        let multiple = Double(max(0, after - before)) / Double(body.count)
        print("LSP hostile input: a \(body.count / 1_000_000) MB flat array [1,1,…]: peak memory \(before / 1_000_000) → \(after / 1_000_000) MB, answered in \(format(elapsed)) ms")
        return SummaryLine(
            measure: "LSP: peak memory rise for a 16 MB message [1,1,…], as a multiple of its size",
            formc: "\(format(Double(max(0, after - before)) / 1e6)) MB (\(format(elapsed)) ms)", peer: "the message: \(body.count / 1_000_000) MB",
            ratio: multiple, goal: .atMost(4), ratioNote: "its size"
        )
    }

    /// A request of `bytes` bytes whose params are a flat array `[1,1,…]`.
    static func flatArrayRequest(id: Int, bytes: Int) -> [UInt8] {
        let head = Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":[1"#.utf8)
        let pairs = (bytes - head.count - 2) / 2
        let padding = bytes - head.count - 2 - 2 * pairs
        return head + Array(String(repeating: ",1", count: pairs).utf8) + Array(String(repeating: " ", count: padding).utf8) + Array("]}".utf8)
    }
}
