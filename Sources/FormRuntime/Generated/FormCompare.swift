import Foundation

/// Comparisons and arithmetic for generated validators.
///
/// Swift's `==`, `<` and `+` have hundreds of overloads, and resolving each
/// use costs the type checker milliseconds; a generated form has dozens of
/// them. These generic functions have one signature each, so generated code
/// that calls them type-checks in linear, predictable time.
@_spi(Generated)
public enum FormCompare {
    /// `lhs == rhs`.
    @inlinable public static func equal<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs == rhs }
    /// `lhs != rhs`.
    @inlinable public static func notEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs != rhs }
    /// `lhs < rhs`.
    @inlinable public static func less<T: Comparable>(_ lhs: T, _ rhs: T) -> Bool { lhs < rhs }
    /// `lhs <= rhs`.
    @inlinable public static func lessOrEqual<T: Comparable>(_ lhs: T, _ rhs: T) -> Bool { lhs <= rhs }
    /// `lhs > rhs`.
    @inlinable public static func greater<T: Comparable>(_ lhs: T, _ rhs: T) -> Bool { lhs > rhs }
    /// `lhs >= rhs`.
    @inlinable public static func greaterOrEqual<T: Comparable>(_ lhs: T, _ rhs: T) -> Bool { lhs >= rhs }
    /// Whether `value` lies in `low...high` (false when `low > high`).
    @inlinable public static func within<T: Comparable>(_ value: T, _ low: T, _ high: T) -> Bool { low <= value && value <= high }

    /// Exact `lhs + rhs`.
    @inlinable public static func sum(_ lhs: Decimal, _ rhs: Decimal) -> Decimal { lhs + rhs }
    /// Exact `lhs - rhs`.
    @inlinable public static func difference(_ lhs: Decimal, _ rhs: Decimal) -> Decimal { lhs - rhs }
    /// Exact `-value`.
    @inlinable public static func negation(_ value: Decimal) -> Decimal { -value }
    /// An int as an exact `Decimal`.
    @inlinable public static func decimal(_ value: Int) -> Decimal { Decimal(value) }
}
