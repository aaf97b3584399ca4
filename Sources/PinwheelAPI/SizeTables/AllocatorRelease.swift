// Freed memory given back to the system: glibc's malloc keeps what a process frees unless told.

#if canImport(Glibc)
    import Glibc
#endif

/// What a process serving size tables sets so that memory they free leaves it: a table's runs, a
/// posted body and its parsed lengths are large blocks, made and freed at every post. The
/// settings are the whole process's, so the process decides (`pinwheel serve`); the store only
/// assumes them (`SizeTableStore`).
///
/// glibc's `mallopt` and `malloc_trim` are declared in `<malloc.h>`, which Swift's Glibc module
/// leaves out; they are looked up by name (`dlsym`) rather than through a C target of their own.
public enum AllocatorRelease {
    /// Blocks of this many bytes or more are mapped apart, in whole pages of `pageSize`: above the
    /// buffer the writer asks for a web module's `/motion` (its bound for some hundreds of items),
    /// which the heap then serves again request after request, and below a large table's runs.
    /// The largest answers (up to `Limits.itemsPerMotion` items) are still mapped apart.
    static let mmapThreshold = 4 * 1024 * 1024
    /// Free memory at the heap's top kept for the next blocks rather than given back at once
    /// (glibc's own rule: twice the mmap threshold); `giveBackFreePages` gives it back.
    static let trimThreshold = 2 * mmapThreshold
    static let pageSize = 4096
    /// The allocator's arenas, whatever the machine: glibc gives threads up to eight arenas per
    /// core, and each keeps free memory at its top (up to `trimThreshold`) that `malloc_trim`
    /// does not give back, so memory a server's tables free would stay with it in proportion to
    /// its cores and threads (docs/OPERATIONS.md, the size tables' peak).
    static let arenas = 2

    /// Fixes glibc's mmap threshold at `mmapThreshold` (and the trim threshold at
    /// `trimThreshold`): a block above it is mapped on its own and unmapped when freed. Left
    /// dynamic, glibc raises the threshold to the size of each mapped block freed (up to 32 MiB),
    /// so that later large blocks come from the heap, where their pages stay with the process
    /// once freed. Left at glibc's default of 128 KiB, every answer's buffer over it would be
    /// mapped and unmapped at each request, its pages faulted in anew (BENCHMARKS.md, goal 8).
    /// The arenas are fixed at `arenas`. Once per process, before the server's threads start.
    public static func mapLargeBlocksApart() { _ = fixedThresholds }

    private static let fixedThresholds: Bool = {
        // <malloc.h>: `#define M_TRIM_THRESHOLD -1`, `#define M_MMAP_THRESHOLD -3`,
        // `#define M_ARENA_MAX -8`.
        let trimThresholdOption: Int32 = -1
        let mmapThresholdOption: Int32 = -3
        let arenaMaximumOption: Int32 = -8
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let mallopt = symbol("mallopt", as: Mallopt.self) else { return false }
        return mallopt(mmapThresholdOption, Int32(mmapThreshold)) == 1
            && mallopt(trimThresholdOption, Int32(trimThreshold)) == 1
            && mallopt(arenaMaximumOption, Int32(arenas)) == 1
    }()

    /// Gives the free pages of every arena back to the system (`malloc_trim`).
    static func giveBackFreePages() {
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = symbol("malloc_trim", as: MallocTrim.self)?(0)
    }

    /// The C function `name` of the process (glibc's), nil where there is none.
    static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if canImport(Glibc)
            // RTLD_DEFAULT: the process's own symbols, glibc's among them.
            guard let address = dlsym(nil, name) else { return nil }
            return unsafeBitCast(address, to: type)
        #else
            return nil
        #endif
    }
}
