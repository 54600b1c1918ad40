/// Marked (composing) text as a platform field reports it after the fact
/// (LANGUAGE.md §18): some input methods change the text without asking the
/// delegate, so the binding compares what the field shows with what the
/// session holds. Pure, so it is tested on Linux.
public enum CompositionReport {
    /// The UTF-16 range of `previous` (the session's text) that the field's
    /// `current` text replaced, given that `current`'s marked text is at
    /// UTF-16 range `marked` and everything outside it is unchanged: the
    /// range the session's `setMarkedText` replaces.
    public static func replacedRange(previous: String, current: String, marked: Range<Int>) -> Range<Int> {
        let previousLength = previous.utf16.count
        let suffix = max(current.utf16.count - marked.upperBound, 0)
        let lower = min(marked.lowerBound, previousLength)
        let upper = max(previousLength - suffix, lower)
        return lower..<upper
    }

    /// The text a composition was committed as: the part of `current` (the
    /// field's text once the system committed) that took the place of the
    /// marked UTF-16 range `marked` of `previous` (the session's text).
    public static func committedText(previous: String, marked: Range<Int>, current: String) -> String {
        let suffix = max(previous.utf16.count - marked.upperBound, 0)
        let units = Array(current.utf16)
        let lower = min(marked.lowerBound, units.count)
        let upper = max(units.count - suffix, lower)
        return String(decoding: units[lower..<upper], as: UTF16.self)
    }

    /// The UTF-16 text of `text` in `range` (clamped).
    public static func substring(_ text: String, utf16 range: Range<Int>) -> String {
        let units = Array(text.utf16)
        let lower = min(max(range.lowerBound, 0), units.count)
        let upper = min(max(range.upperBound, lower), units.count)
        return String(decoding: units[lower..<upper], as: UTF16.self)
    }
}

/// The one edit that turns one text into another: the UTF-16 range of the
/// old text that changed and what replaces it (common prefix and suffix
/// kept). For changes a platform made without asking the delegate
/// (dictation, some autocorrections).
public enum TextDifference {
    /// The changed UTF-16 range of `old` and its replacement from `new`;
    /// nil when the texts are equal.
    public static func edit(from old: String, to new: String) -> (range: Range<Int>, replacement: String)? {
        guard old != new else { return nil }
        let before = Array(old.utf16)
        let after = Array(new.utf16)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        // Never split a surrogate pair: widen to whole scalars.
        while prefix > 0, (prefix < before.count && UTF16.isTrailSurrogate(before[prefix]))
            || (prefix < after.count && UTF16.isTrailSurrogate(after[prefix])) { prefix -= 1 }
        while suffix > 0, UTF16.isTrailSurrogate(before[before.count - suffix]) { suffix -= 1 }
        let replacement = String(decoding: after[prefix..<(after.count - suffix)], as: UTF16.self)
        return (prefix..<(before.count - suffix), replacement)
    }
}
