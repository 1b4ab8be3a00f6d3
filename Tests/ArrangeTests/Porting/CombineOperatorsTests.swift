import Combine
import Foundation
import Testing

/// `combineLatest` and `merge`, which OpenCombine lacks and apps' view models chain
/// (`$query.combineLatest($items).map(filter)`), as Combine has them.
@Suite struct CombineOperatorsTests {
    /// Collects what a publisher sends.
    final class Recorder<Value>: @unchecked Sendable {
        var values: [Value] = []
        var completion: String?
        var cancellable: AnyCancellable?

        init<P: Publisher>(_ publisher: P) where P.Output == Value {
            cancellable = publisher.sink(receiveCompletion: { [unowned self] completion in
                switch completion {
                case .finished: self.completion = "finished"
                case .failure(let error): self.completion = "failed: \(error)"
                }
            }, receiveValue: { [unowned self] in self.values.append($0) })
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "boom" }
    }

    @Test func combineLatestSendsTheLatestOfEachOnceAllHaveSent() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let recorder = Recorder(a.combineLatest(b) { "\($0)\($1)" })
        a.send(1)
        #expect(recorder.values.isEmpty)
        b.send("x")
        a.send(2)
        b.send("y")
        #expect(recorder.values == ["1x", "2x", "2y"])
        a.send(completion: .finished)
        #expect(recorder.completion == nil)
        b.send("z")
        b.send(completion: .finished)
        #expect(recorder.values == ["1x", "2x", "2y", "2z"])
        #expect(recorder.completion == "finished")
    }

    @Test func combineLatestOfThreeAndFourAndOfPublishedProperties() {
        final class Search: ObservableObject {
            @Published var query = ""
            @Published var items = ["apple", "banana", "cherry"]
            @Published var limit = 2
        }
        let search = Search()
        let recorder = Recorder(search.$query.combineLatest(search.$items, search.$limit) { query, items, limit in
            Array(items.filter { query.isEmpty || $0.contains(query) }.prefix(limit))
        })
        search.query = "an"
        search.limit = 1
        #expect(recorder.values == [["apple", "banana"], ["banana"], ["banana"]])
        let four = Recorder(Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(4)).map { $0 + $1 + $2 + $3 })
        #expect(four.values == [10])
        #expect(four.completion == "finished")
    }

    @Test func anUpstreamThatFinishesWithoutSendingFinishesTheCombination() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = Recorder(a.combineLatest(b))
        a.send(1)
        b.send(completion: .finished)
        #expect(recorder.completion == "finished")
        #expect(recorder.values.isEmpty)
    }

    @Test func demandLimitsWhatIsSentAndTheNewestCombinationWaits() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var subscription: Subscription?
        let subscriber = AnySubscriber<(Int, Int), Never>(receiveSubscription: {
            subscription = $0
            $0.request(.max(1))
        }, receiveValue: {
            received.append($0.0 * 10 + $0.1)
            return .none
        }, receiveCompletion: nil)
        a.combineLatest(b).subscribe(subscriber)
        a.send(1)
        b.send(1)
        a.send(2)
        a.send(3)
        #expect(received == [11])
        subscription?.request(.max(1))
        #expect(received == [11, 31])
    }

    @Test func mergeSendsEveryElementAsItComesAndFailsWithTheFirstFailure() {
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<Int, Failure>(), c = PassthroughSubject<Int, Failure>()
        let recorder = Recorder(a.merge(with: b, c))
        a.send(1)
        b.send(2)
        c.send(3)
        a.send(4)
        #expect(recorder.values == [1, 2, 3, 4])
        b.send(completion: .failure(Failure()))
        a.send(5)
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.completion == "failed: boom")
        let many = Recorder(Publishers.MergeMany([Just(1), Just(2), Just(3)]))
        #expect(many.values == [1, 2, 3])
        #expect(many.completion == "finished")
    }
}
