import ArgumentParser
import TouchTapeCore

struct TouchTape: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchtape",
        abstract: "UIKit's hit-testing and responder chain, replayed anywhere.",
        discussion: """
            Exit status: 0 done (nothing differs), 1 differences found, 2 bad input, \
            3 the store cannot be used, 64 bad usage.
            """,
        version: EngineConstants.engineVersion,
        subcommands: [
            ImportCommand.self, RecordCommand.self, ScenesCommand.self, SessionsCommand.self, RunsCommand.self,
            ShowCommand.self, HitTestCommand.self, ChainCommand.self, DispatchCommand.self,
            ReplayCommand.self, DiffCommand.self, AcceptCommand.self, ReportCommand.self, ForgetCommand.self,
            RenderCommand.self, CheckCommand.self, MergeCommand.self, WhyCommand.self, FragileCommand.self,
            CoverageCommand.self,
        ]
    )
}
