import TouchTapeCore
import TouchTapeStore

/// An answer that is not a success: its status and the JSON body
/// `{"error", "line", "column"}` (the place in the request body, when known).
struct APIError: Error, Sendable {
    var status: Int
    var message: String
    var line: Int?
    var column: Int?

    init(status: Int, _ message: String, line: Int? = nil, column: Int? = nil) {
        self.status = status
        self.message = message
        self.line = line
        self.column = column
    }

    static func badRequest(_ message: String) -> APIError { APIError(status: 400, message) }
    static func notFound(_ message: String) -> APIError { APIError(status: 404, message) }

    /// What a thrown error means to a client: bad input 400 with its place, a missing scene,
    /// session or run 404, a store that cannot be used (locked past the busy timeout,
    /// damaged) 503; anything else 500.
    static func from(_ error: any Error) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let error as InputError:
            return APIError(status: 400, error.description, line: error.position?.line, column: error.position?.column)
        case let error as NotFoundError:
            return APIError(status: 404, error.description)
        case let error as any StoreUsabilityError:
            return APIError(status: 503, "the store cannot be used: \(error)")
        default:
            return APIError(status: 500, "\(error)")
        }
    }

    var json: JSONWriter {
        var json = JSONWriter()
        json.object { json in
            json.key("error"); json.string(message)
            json.key("line"); json.number(line)
            json.key("column"); json.number(column)
        }
        return json
    }
}
