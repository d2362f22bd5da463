import Foundation
import ProfileServer

exit(await ServerCommand.mainWithExitCode())
