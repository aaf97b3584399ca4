// A fixed number of atomics in one allocation: the metrics' counts and slots, written by any thread.

import Synchronization

/// `count` atomics of `Value`, made once and read and written by index from any thread: the
/// duration histogram's bucket counts and the metrics' table of series. (Unchecked Sendable: its
/// elements are only ever read and written atomically.)
///
/// **Why a pointer.** An `Atomic` cannot be copied or moved, so it cannot be an `Array`'s element,
/// and a class per atomic would add a reference to follow (and retain) to every request's
/// recording. Atomics read without a lock took the metrics from 1,635 instructions a request
/// (`Hasher`, `NSLock` around a dictionary) to none of those, goal 1 138,256 → 137,294
/// (docs/BENCHMARKS-LOG.md, "Metrics without a lock"), and the histogram's two relaxed additions
/// replaced swift-prometheus's locked histogram, about 590 instructions, goal 1 95,163 → 94,482
/// ("the duration histogram without a lock"). So the atomics are in one allocation, held here and
/// nowhere else: made in `init`, destroyed in `deinit`, and reached only by an index checked
/// against `count`.
struct AtomicArray<Value: AtomicRepresentable>: ~Copyable, @unchecked Sendable
where Value.AtomicRepresentation == Int.AtomicRepresentation {
    let count: Int
    private let elements: UnsafeMutablePointer<Atomic<Value>>

    /// `count` atomics, each holding `value`.
    init(repeating value: Value, count: Int) {
        precondition(count >= 0, "AtomicArray count is negative")
        self.count = count
        elements = .allocate(capacity: count)
        for index in 0..<count { (elements + index).initialize(to: Atomic(value)) }
    }

    deinit {
        elements.deinitialize(count: count)
        elements.deallocate()
    }

    // Each operation has its ordering in its name: an atomic's ordering must be a constant where
    // it is called.

    /// The element at `index`, read with no ordering: a count.
    @inline(__always)
    func relaxedLoad(at index: Int) -> Value {
        precondition(index >= 0 && index < count, "AtomicArray index out of range")
        return elements[index].load(ordering: .relaxed)
    }

    /// The element at `index`, with whatever was written before a releasing store of it.
    @inline(__always)
    func acquiringLoad(at index: Int) -> Value {
        precondition(index >= 0 && index < count, "AtomicArray index out of range")
        return elements[index].load(ordering: .acquiring)
    }

    /// Stores `value` at `index`, after everything written before it (`acquiringLoad(at:)`).
    @inline(__always)
    func releasingStore(_ value: Value, at index: Int) {
        precondition(index >= 0 && index < count, "AtomicArray index out of range")
        elements[index].store(value, ordering: .releasing)
    }
}

extension AtomicArray where Value == Int {
    /// Adds `operand` to the element at `index`, wrapping around on overflow, with no ordering.
    @inline(__always)
    func relaxedWrappingAdd(_ operand: Int, at index: Int) {
        precondition(index >= 0 && index < count, "AtomicArray index out of range")
        elements[index].wrappingAdd(operand, ordering: .relaxed)
    }
}
