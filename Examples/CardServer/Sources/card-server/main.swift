import CardServer
import Foundation
import Hummingbird

// Serves Open Graph cards drawn by Arrange; see CardServerApplication for the routes.
let usage = """
    usage: card-server [options]
      --hostname HOST          address to listen on (127.0.0.1)
      --port PORT              port to listen on (8080)
      --cache-entries N        cards kept in the cache of recent renders (256)
      --render-slots N         renders running at once (\(ProcessInfo.processInfo.activeProcessorCount), the cores)
      --render-queue N         renders waiting for a slot; more answer 503 (16)
      --retry-after SECONDS    Retry-After of those 503s (1)
      --read-timeout SECONDS   time a request has to arrive whole (10)
      --idle-timeout SECONDS   time an idle keep-alive connection stays open (30)
      --max-uri-bytes N        longest URI; longer answer 414 (8192)
      --max-header-bytes N     most bytes of header fields; more answer 431 (16384)
      --max-body-bytes N       largest request body; larger answer 413 (1024)

    """

/// Prints `message` and the usage to standard error, and exits with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("card-server: \(message)\n\(usage)".utf8))
    exit(2)
}

var hostname = "127.0.0.1"
var port = 8080
var cacheEntries = 256
var renderSlots = ProcessInfo.processInfo.activeProcessorCount
var renderQueue = 16
var retryAfter = 1
var timeouts = ConnectionTimeouts()
var limits = RequestLimits()

var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let option = arguments.next() {
    /// The option's value.
    func text() -> String {
        guard let value = arguments.next() else { fail("\(option) needs a value") }
        return value
    }
    /// The option's value as a whole number from `minimum` to `maximum`.
    func number(minimum: Int = 0, maximum: Int = Int.max) -> Int {
        let value = text()
        guard let number = Int(value), (minimum...maximum).contains(number) else {
            fail("\(option) needs a whole number " + (maximum == Int.max ? "of at least \(minimum)" : "from \(minimum) to \(maximum)") + ", not \"\(value)\"")
        }
        return number
    }
    /// The option's value as a positive duration in seconds (fractions allowed).
    func seconds() -> Duration {
        let value = text()
        guard let seconds = Double(value), seconds > 0, seconds.isFinite else { fail("\(option) needs a positive number of seconds, not \"\(value)\"") }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
    switch option {
    case "--hostname": hostname = text()
    case "--port": port = number(maximum: 65535)
    case "--cache-entries": cacheEntries = number()
    case "--render-slots": renderSlots = number(minimum: 1)
    case "--render-queue": renderQueue = number()
    case "--retry-after": retryAfter = number(minimum: 1)
    case "--read-timeout": timeouts.read = seconds()
    case "--idle-timeout": timeouts.idle = seconds()
    case "--max-uri-bytes": limits.maximumURIBytes = number(minimum: 1)
    case "--max-header-bytes": limits.maximumHeaderBytes = number(minimum: 1)
    case "--max-body-bytes": limits.maximumBodyBytes = number()
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    default: fail("unknown option \(option)")
    }
}

let app = CardServerApplication.application(
    configuration: ApplicationConfiguration(address: .hostname(hostname, port: port), serverName: "card-server"),
    cache: RenderCache(capacity: cacheEntries),
    renders: RenderQueue(maximumInFlight: renderSlots, maximumWaiting: renderQueue, retryAfterSeconds: retryAfter),
    timeouts: timeouts,
    limits: limits
)
try await app.runService()
