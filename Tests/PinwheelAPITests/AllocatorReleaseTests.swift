// Where glibc puts an answer's buffer, and how many arenas it keeps, once the process has fixed its settings (`pinwheel serve` does).

import Foundation
@testable import PinwheelAPI
import Testing

#if canImport(Glibc)
    import Glibc

    @Suite struct AllocatorReleaseTests {
        /// Whether a block of `bytes` is mapped on its own: glibc marks such a chunk in bit 1 of
        /// the size word just before the block.
        private func isMappedApart(_ bytes: Int) throws -> Bool {
            let block = try #require(malloc(bytes))
            defer { free(block) }
            return block.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self) & 2 != 0
        }

        /// An answer's buffer comes from the heap, which keeps its pages for the next request: a
        /// `/motion` answer of the web module's 60-frame fling of twelve cards (goal 8) asks for
        /// 720 items at the writer's bound of 3,072 bytes each, over 2 MB. Mapped apart, as at
        /// glibc's default threshold of 128 KiB, its pages were faulted in anew at every request.
        /// (Whether a block over the threshold is mapped depends on the heap: glibc serves it from
        /// the heap's top when that is large enough; so only the block under it is checked.)
        @Test(.readsGlibcAllocator) func anAnswersBufferComesFromTheHeap() throws {
            AllocatorRelease.mapLargeBlocksApart()
            #expect(try !isMappedApart(720 * 3_072 + 61 * 192 + 256))
        }

        /// Threads share `AllocatorRelease.arenas` arenas however many there are: glibc would give
        /// each of eight threads allocating at once an arena of its own (up to eight per core),
        /// each keeping freed memory at its top. Counted in a process of its own; the arenas its
        /// test runtime made before the setting stay, but no thread makes another.
        @Test(.readsGlibcAllocator) func threadsShareAFixedNumberOfArenas() throws {
            guard runsAlone("threadsShareAFixedNumberOfArenas") else {
                return try inProcessOfItsOwn("threadsShareAFixedNumberOfArenas")
            }
            AllocatorRelease.mapLargeBlocksApart()
            let arenasBefore = Self.arenaCount()
            let threads = 8
            let allAllocating = Barrier(count: threads)
            let workers = (0..<threads).map { _ in
                Thread {
                    // Each holds a block while the others allocate theirs, so no arena is free to share.
                    let block = malloc(1_024)
                    allAllocating.arriveAndWait()
                    free(block)
                }
            }
            for worker in workers { worker.start() }
            allAllocating.waitUntilAllArrived()
            let arenas = Self.arenaCount()
            #expect(arenas <= max(arenasBefore, AllocatorRelease.arenas), "\(arenasBefore) arenas, then \(arenas)")
        }

        /// The arenas glibc reports (`malloc_info`'s `<heap nr=…>`).
        private static func arenaCount() -> Int {
            mallocInfoReport().components(separatedBy: "<heap nr=").count - 1
        }
    }

    /// Threads that wait for each other: each arrives, and none goes on until all have.
    private final class Barrier: @unchecked Sendable {
        private let condition = NSCondition()
        private let count: Int
        private var arrived = 0

        init(count: Int) { self.count = count }

        func arriveAndWait() {
            condition.lock()
            arrived += 1
            condition.broadcast()
            while arrived < count { condition.wait() }
            condition.unlock()
        }

        func waitUntilAllArrived() {
            condition.lock()
            while arrived < count { condition.wait() }
            condition.unlock()
        }
    }
#endif
