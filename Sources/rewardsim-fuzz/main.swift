import Foundation
import ScenarioFuzzing

// `rewardsim-fuzz`: the project's fuzzing commands (the manual's How to fuzz the parser). Built normally it runs
// the seeded mutation campaign; built with `-sanitize=fuzzer -D LIBFUZZER` it hands control to
// libFuzzer, with the same target, the same dictionary and the scenario mutator.

#if LIBFUZZER
    LibFuzzerDriver.run()
#else
    exit(FuzzCommand(arguments: Array(CommandLine.arguments.dropFirst())).run())
#endif
