// What the tests that read glibc's allocator share: whether glibc's allocator is the process's, its report, and a process of their own.

import Foundation
@testable import PinwheelAPI
import Testing

#if canImport(Glibc)
    import Glibc

    /// Whether a sanitizer's allocator stands in for glibc's. AddressSanitizer and ThreadSanitizer
    /// replace `malloc` with their own: the word before a block is then part of the sanitizer's
    /// chunk header, and `malloc_info` and `mallopt` speak of an allocator that serves nothing.
    let sanitizerReplacesAllocator = ["__asan_init", "__tsan_init"].contains {
        AllocatorRelease.symbol($0, as: (@convention(c) () -> Void).self) != nil
    }

    extension Trait where Self == ConditionTrait {
        /// For a test that reads glibc's allocator (its chunk headers, its figures, its arenas):
        /// disabled where a sanitizer's allocator replaces glibc's, whose reads then mean nothing.
        static var readsGlibcAllocator: Self {
            .disabled(
                if: sanitizerReplacesAllocator,
                "a sanitizer's allocator replaces glibc's, whose structures and figures this test reads")
        }
    }

    /// glibc's report on its arenas and mapped blocks (`malloc_info`, XML); empty where there is none.
    func mallocInfoReport() -> String {
        typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        guard let mallocInfo = AllocatorRelease.symbol("malloc_info", as: MallocInfo.self) else { return "" }
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return "" }
        _ = mallocInfo(0, stream)
        fclose(stream)
        defer { free(buffer) }
        return buffer.map { String(cString: $0) } ?? ""
    }

    /// Bytes the allocator has handed out and not had back, by its own report (`malloc_info`):
    /// its arenas' size less their free blocks, plus the blocks mapped apart.
    func allocatedBytes() -> Int {
        let report = mallocInfoReport()
        // The totals after the last arena: `<total type="fast|rest" … size="…"/>`, `<total
        // type="mmap" … size="…"/>`, `<system type="current" size="…"/>`.
        let totals = report.components(separatedBy: "</heap>").last ?? report
        func total(_ tag: String) -> Int {
            guard let range = totals.range(of: tag) else { return 0 }
            let rest = totals[range.upperBound...]
            guard let start = rest.range(of: "size=\"") else { return 0 }
            return Int(rest[start.upperBound...].prefix { $0.isNumber }) ?? 0
        }
        return total("<system type=\"current\"") - total("<total type=\"fast\"") - total("<total type=\"rest\"")
            + total("<total type=\"mmap\"")
    }

    /// Whether this process is the one `inProcessOfItsOwn` started to run `test` alone.
    func runsAlone(_ test: String) -> Bool {
        ProcessInfo.processInfo.environment["PINWHEEL_RUN_ALONE"] == test
    }

    /// Runs the test named `test` in a process of its own (this test binary again, that test
    /// alone), for a test whose figures are the whole process's: other tests running meanwhile, or
    /// before it, would move them. Records an issue when that process fails.
    func inProcessOfItsOwn(_ test: String) throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["--testing-library", "swift-testing", "--filter", test]
        child.environment = ProcessInfo.processInfo.environment.merging(["PINWHEEL_RUN_ALONE": test]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0, "the process that runs \(test) alone failed:\n\(report)")
        #expect(report.contains("\(test)() passed"), "\(report)")
    }
#endif
