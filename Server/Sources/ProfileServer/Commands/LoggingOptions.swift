import ArgumentParser
import Logging

/// `--log-level`: what reaches standard error.
struct LoggingOptions: ParsableArguments {
    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    func logger() -> Logger {
        var logger = Logger(label: "vsm-profile-server") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = logLevel
        return logger
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
