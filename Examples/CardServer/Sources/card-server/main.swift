import CardServer
import Foundation
import Hummingbird

// card-server [--hostname 127.0.0.1] [--port 8080] [--cache-entries 256]
// Serves Open Graph cards drawn by Arrange; see CardServerApplication for the routes.

var hostname = "127.0.0.1"
var port = 8080
var cacheEntries = 256
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--hostname": hostname = arguments.next() ?? hostname
    case "--port": port = arguments.next().flatMap { Int($0) } ?? port
    case "--cache-entries": cacheEntries = arguments.next().flatMap { Int($0) } ?? cacheEntries
    default:
        FileHandle.standardError.write(Data("usage: card-server [--hostname HOST] [--port PORT] [--cache-entries N]\n".utf8))
        exit(2)
    }
}

let app = CardServerApplication.application(
    configuration: ApplicationConfiguration(address: .hostname(hostname, port: port), serverName: "card-server"),
    cache: RenderCache(capacity: cacheEntries)
)
try await app.runService()
