// A lock over a value, on a pthread mutex: the size tables' lock, which ThreadSanitizer can follow.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `value`, reached only inside `withLock`, as `Synchronization.Mutex` gives it, but on a
/// `pthread_mutex_t`. `Mutex` takes a contended lock in the kernel (a priority-inheriting futex,
/// in the Synchronization library, which ThreadSanitizer does not instrument), so a thread that
/// waited for it is not seen to have acquired it, and the sanitizer reports the accesses it then
/// makes as races. The size tables' locks are contended whenever concurrent first requests wait
/// for one walk (`SizeTableDerivations`); ThreadSanitizer intercepts `pthread_mutex_lock`.
final class PthreadMutex<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// `body`'s result, with the value to itself while it runs.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
