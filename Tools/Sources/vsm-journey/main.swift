// vsm-journey: the state graphs and coverage of recorded VSM journeys (docs/StateJourneys.md).
// All logic lives in JourneyGraph so it is tested; this only wires the process.
import Foundation
import JourneyGraph

let outcome: JourneyTool.Outcome
switch JourneyCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
case .run(let command):
    outcome = JourneyTool().run(command)
case .exit(let result):
    outcome = result
}
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
