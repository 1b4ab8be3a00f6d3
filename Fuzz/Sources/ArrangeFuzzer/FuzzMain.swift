import ArrangeFuzzing
import Foundation

// libFuzzer's driver. SwiftPM renames an executable's entry point (so tests can link it), which
// hides libFuzzer's own `main`; this program's main starts the driver itself.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The checks: `ARRANGE_FUZZ_DETOUR=1` adds the resize detour, which finds a known bug.
let checks: InvariantChecks = InvariantChecks.all
    .union(getenv("ARRANGE_FUZZ_DETOUR") != nil ? .resizeDetour : [])

/// `ARRANGE_FUZZ_DUMP=1`: print each input's laid-out tree, for triage of a saved input.
let dumps = getenv("ARRANGE_FUZZ_DUMP") != nil

/// `ARRANGE_FUZZ_KNOWN=1`: also build the trees that find known bugs (`FuzzTreeOptions`).
let options = FuzzTreeOptions(avoidsKnownBugs: getenv("ARRANGE_FUZZ_KNOWN") == nil)

/// One input: decode, lay out, check, render. A broken invariant traps, which libFuzzer reports
/// as a crash and saves the input, like any other.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // libFuzzer calls this on the program's main thread: hosts are used on the main actor.
    let violations = MainActor.assumeIsolated {
        if dumps { FileHandle.standardError.write(Data((describeFuzzInput(data: bytes, options: options) + "\n").utf8)) }
        return checkInvariants(data: bytes, checks: checks, options: options)
    }
    if !violations.isEmpty {
        // In the trap's message, which goes to standard error: buffered standard output is lost.
        fatalError("invariant violated:\n" + violations.joined(separator: "\n"))
    }
    return 0
}

@main
enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}
