/// A closed range of code points that share a column width other than 1.
struct WidthRange: Sendable {
    let first: UInt32
    let last: UInt32
    let width: UInt8

    init(_ first: UInt32, _ last: UInt32, _ width: UInt8) {
        self.first = first
        self.last = last
        self.width = width
    }
}

extension WidthRange {
    /// The width of one scalar from the generated table: 0, 1 or 2.
    /// Controls are not in the table; callers handle them first.
    static func width(of value: UInt32) -> Int {
        let table = widthTable
        guard let firstRange = table.first, value >= firstRange.first else { return 1 }
        var low = 0
        var high = table.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = table[mid]
            if value < range.first {
                high = mid - 1
            } else if value > range.last {
                low = mid + 1
            } else {
                return Int(range.width)
            }
        }
        return 1
    }
}
