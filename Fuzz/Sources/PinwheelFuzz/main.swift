// The executable's entry: libFuzzer's driver, run on `fuzz` with the command line as it came.

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*)(const uint8_t *, size_t))`,
/// from the runtime `-sanitize=fuzzer` links. Calling it from this `main` (rather than using
/// libFuzzer's own `main`) lets SwiftPM build the fuzzer as an ordinary executable target.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { data, size in fuzz(data, size) })
