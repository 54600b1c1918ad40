@testable import FormTerminal
import Testing

@Suite struct FieldChangeLogTests {
    @Test func changesSinceARevisionAreTheFieldsMarkedAfterIt() {
        var log = FieldChangeLog()
        let start = log.revision
        log.mark(3)
        log.seal()
        let middle = log.revision
        log.mark(1)
        log.mark(1)
        log.seal()
        log.mark(7)
        #expect(log.changes(since: start) == [3, 1, 7])
        #expect(log.changes(since: middle) == [1, 7])
        #expect(log.changes(since: log.revision) == [7])
    }

    @Test func sealingNothingKeepsTheRevision() {
        var log = FieldChangeLog()
        let start = log.revision
        log.seal()
        #expect(log.revision === start)
    }

    @Test func forksNeverShareARevisionAndTooOldRevisionsAreUnknown() {
        var log = FieldChangeLog()
        let start = log.revision
        var fork = log
        log.mark(0)
        log.seal()
        fork.mark(1)
        fork.seal()
        #expect(log.revision !== fork.revision)
        #expect(fork.changes(since: log.revision) == nil)
        for index in 0..<FieldChangeLog.capacity {
            log.mark(index)
            log.seal()
        }
        #expect(log.changes(since: start) == nil, "the log keeps \(FieldChangeLog.capacity) updates")
    }
}
