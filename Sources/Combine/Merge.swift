import OpenCombine

extension Publishers {
    /// A publisher that emits the elements of two publishers of the same type as they come.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CombiningSubscription(downstream: subscriber, count: 2, mode: .merge)
            subscriber.receive(subscription: subscription)
            subscription.attach(a, at: 0)
            subscription.attach(b, at: 1)
        }
    }

    /// A publisher that emits the elements of three publishers of the same type as they come.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// Merges `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CombiningSubscription(downstream: subscriber, count: 3, mode: .merge)
            subscriber.receive(subscription: subscription)
            subscription.attach(a, at: 0)
            subscription.attach(b, at: 1)
            subscription.attach(c, at: 2)
        }
    }

    /// A publisher that emits the elements of any number of publishers of one type as they come.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The upstreams.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges the publishers of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CombiningSubscription(downstream: subscriber, count: publishers.count, mode: .merge)
            subscriber.receive(subscription: subscription)
            if publishers.isEmpty {
                subscriber.receive(completion: .finished)
                return
            }
            for (index, publisher) in publishers.enumerated() { subscription.attach(publisher, at: index) }
        }

        /// These publishers and `other`.
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}

extension Publisher {
    /// The elements of this publisher and `other`, as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// The elements of this publisher and two others, as they come.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }
}
