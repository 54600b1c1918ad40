// Empty: SwiftPM builds a C target from at least one source file. The
// declarations in include/DarwinC.h are only type-checked against, never linked.
