import ArgumentParser
import TouchTapeCore

struct ChainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chain",
        abstract: "Print the responder chain from a responder to its end.")

    @Argument(help: "A scene file, or NAME / NAME@N in the store.") var scene: String
    @Argument(help: "The id of a view, view controller, window or other responder.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let s = try Inputs.scene(scene, store: store).scene
        guard let start = s.index(of: id) else {
            throw CLIError.badInput("scene \"\(s.name)\" has no responder \"\(id)\"")
        }
        let chain = s.responderChain(from: start)
        if json {
            var json = JSONWriter()
            json.object { json in json.key("chain"); json.strings(chain.map { s.responderIDs[Int($0)] }) }
            print(json.text)
        } else {
            print(TextFormat.chain(chain, in: s))
        }
    }
}
