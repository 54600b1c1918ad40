/// `textField(_:shouldChangeCharactersInRanges:replacementString:)` (iOS
/// 26) as single edits the session takes: the replacement goes into the
/// first range, the other ranges are deleted. Deletions run from the end of
/// the text so each range still means what the system meant; the
/// replacement runs last. Pure, so it is tested on Linux.
public enum MultiRangeEdit {
    /// One edit: a UTF-16 range and its replacement.
    public struct Step: Sendable, Hashable {
        /// The UTF-16 range replaced.
        public var range: Range<Int>
        /// What replaces it.
        public var replacement: String

        /// A step replacing `range` with `replacement`.
        public init(range: Range<Int>, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// The steps for `ranges` and `replacement`: empty ranges other than the
    /// first are dropped, overlapping ranges merged.
    public static func steps(_ ranges: [Range<Int>], replacement: String) -> [Step] {
        guard let first = ranges.min(by: { $0.lowerBound < $1.lowerBound }) else { return [] }
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        let target = merged.first { $0.lowerBound == first.lowerBound } ?? first
        let deletions = merged.filter { $0 != target && !$0.isEmpty }.sorted { $0.lowerBound > $1.lowerBound }
        return deletions.map { Step(range: $0, replacement: "") } + [Step(range: target, replacement: replacement)]
    }
}
