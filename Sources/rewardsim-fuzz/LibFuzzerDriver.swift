#if LIBFUZZER
    import Foundation
    import ScenarioFuzzing

    /// libFuzzer's entry points. libFuzzer owns the loop, corpus and crash files; this supplies the
    /// target and a mutator that alternates libFuzzer's own byte mutations (which use the
    /// dictionary) with the scenario mutator's line- and value-level ones.
    enum LibFuzzerDriver {
        typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

        static func run() -> Never {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            let callback: Callback = { data, size in
                FuzzTarget.check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
                return 0
            }
            exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
        }
    }

    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: LibFuzzerDriver.Callback
    ) -> CInt

    @_silgen_name("LLVMFuzzerMutate")
    func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

    @_cdecl("LLVMFuzzerCustomMutator")
    public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
        guard seed % 2 == 0 else { return LLVMFuzzerMutate(data, size, maxSize) }
        var mutator = ScenarioMutator(seeds: [Array(UnsafeBufferPointer(start: data, count: size))], seed: UInt64(seed))
        let mutant = mutator.next().prefix(maxSize)
        mutant.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutant.count) }
        return mutant.count
    }
#endif
