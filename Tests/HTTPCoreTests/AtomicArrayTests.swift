// AtomicArray: the metrics' atomics, made once and reached by index from any thread.

@testable import HTTPCore
import Testing

@Test func everyElementStartsAtTheValueGiven() {
    let counts = AtomicArray<Int>(repeating: 7, count: 5)
    #expect(counts.count == 5)
    #expect((0..<5).map { counts.relaxedLoad(at: $0) } == [7, 7, 7, 7, 7])
    let none = AtomicArray<Int>(repeating: 0, count: 0)
    #expect(none.count == 0)
}

@Test func anAdditionChangesItsElementOnlyAndWrapsAround() {
    let counts = AtomicArray<Int>(repeating: 0, count: 3)
    counts.relaxedWrappingAdd(2, at: 1)
    counts.relaxedWrappingAdd(-5, at: 2)
    #expect((0..<3).map { counts.relaxedLoad(at: $0) } == [0, 2, -5])
    let big = AtomicArray<Int>(repeating: .max, count: 1)
    big.relaxedWrappingAdd(1, at: 0)
    #expect(big.relaxedLoad(at: 0) == .min)
}

private final class Box: Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
}

@Test func aSlotHoldsAnObjectStoredInIt() {
    let slots = AtomicArray<Unmanaged<Box>?>(repeating: nil, count: 4)
    #expect((0..<4).allSatisfy { slots.acquiringLoad(at: $0) == nil })
    let box = Box(42)
    slots.releasingStore(Unmanaged.passRetained(box), at: 2)
    #expect(slots.acquiringLoad(at: 2)?.takeUnretainedValue() === box)
    #expect(slots.acquiringLoad(at: 1) == nil)
    slots.relaxedLoad(at: 2)?.release()
}

/// The array held by a class, as the metrics hold theirs, to be shared by tasks.
private final class Counts: Sendable {
    let atomics = AtomicArray<Int>(repeating: 0, count: 4)
}

@Test func additionsFromManyThreadsAtOnceAreAllCounted() async {
    let counts = Counts()
    await withTaskGroup(of: Void.self) { group in
        for task in 0..<8 {
            group.addTask { for _ in 0..<10_000 { counts.atomics.relaxedWrappingAdd(1, at: task % 4) } }
        }
    }
    #expect((0..<4).map { counts.atomics.relaxedLoad(at: $0) } == [20_000, 20_000, 20_000, 20_000])
}
