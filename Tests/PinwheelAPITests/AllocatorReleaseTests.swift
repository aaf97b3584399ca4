// Where glibc puts an answer's buffer once the size tables have fixed its thresholds.

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
        /// (Whether a block over the threshold is mapped depends on the heap: glibc serves it
        /// from the heap's top when that is large enough.)
        @Test func anAnswersBufferComesFromTheHeap() throws {
            AllocatorRelease.mapLargeBlocksApart()
            #expect(try !isMappedApart(720 * 3_072 + 61 * 192 + 256))
        }
    }
#endif
