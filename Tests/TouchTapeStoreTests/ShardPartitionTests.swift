import Testing
import TouchTapeReplay

/// `replay --shard I/N` (docs/cli.md, issue #16): the partition of the chosen sessions.
@Suite struct ShardPartitionTests {
    /// `count` sessions with sizes from a fixed linear congruential sequence (1…2,000
    /// deliveries), named in an order unrelated to their sizes.
    static func items(_ count: Int, seed: UInt64 = 7) -> [ShardPartition.Item] {
        var state = seed
        return (0..<count).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return ShardPartition.Item(name: "session-\((index * 37) % count)-\(index)", deliveries: Int(state >> 33) % 2_000 + 1)
        }
    }

    static func load(_ names: [String], _ items: [ShardPartition.Item]) -> Int {
        let sizes = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.deliveries) })
        return names.reduce(0) { $0 + (sizes[$1] ?? 0) }
    }

    @Test func theSameSessionsInAnyOrderGiveTheSamePartition() {
        let items = Self.items(150)
        let partition = ShardPartition.shards(of: items, count: 4)
        #expect(ShardPartition.shards(of: items.reversed(), count: 4) == partition)
        #expect(ShardPartition.shards(of: items.sorted { $0.name > $1.name }, count: 4) == partition)
    }

    @Test func everySessionIsInExactlyOneShard() {
        let items = Self.items(123)
        let partition = ShardPartition.shards(of: items, count: 5)
        let all = partition.flatMap { $0 }
        #expect(all.count == items.count)
        #expect(Set(all) == Set(items.map(\.name)))
    }

    @Test func shardIReturnsTheIthListOfThePartition() {
        let items = Self.items(40)
        let partition = ShardPartition.shards(of: items, count: 3)
        for index in 1...3 {
            #expect(ShardPartition.shard(index, of: 3, items: items) == partition[index - 1])
        }
    }

    @Test("With 100 sessions or more no shard holds more than 1.15× the mean deliveries", arguments: [2, 4, 7, 16])
    func shardsAreBalancedByDeliveries(count: Int) {
        for sessions in [100, 250, 1_000] {
            let items = Self.items(sessions, seed: UInt64(sessions + count))
            let loads = ShardPartition.shards(of: items, count: count).map { Self.load($0, items) }
            let mean = Double(loads.reduce(0, +)) / Double(count)
            #expect(Double(loads.max() ?? 0) <= 1.15 * mean, "\(sessions) sessions in \(count) shards: \(loads)")
        }
    }

    @Test func oneSessionLargerThanTheMeanFillsAShardAlone() {
        var items = Self.items(100)
        items.append(ShardPartition.Item(name: "huge", deliveries: 1_000_000))
        let partition = ShardPartition.shards(of: items, count: 4)
        #expect(partition.contains(["huge"]))
    }

    @Test func moreShardsThanSessionsLeavesSomeShardsEmpty() {
        let items = [ShardPartition.Item(name: "a", deliveries: 3), ShardPartition.Item(name: "b", deliveries: 5)]
        #expect(ShardPartition.shards(of: items, count: 4) == [["b"], ["a"], [], []])
    }

    @Test func equalSizesAreDealtByNameToTheLowestShardFirst() {
        let items = ["d", "a", "c", "b"].map { ShardPartition.Item(name: $0, deliveries: 10) }
        #expect(ShardPartition.shards(of: items, count: 2) == [["a", "c"], ["b", "d"]])
    }

    @Test("--shard takes I/N with 1 ≤ I ≤ N", arguments: ["1/1", "2/4", "4/4", "10000/10000"])
    func validShardSpecsParse(text: String) {
        #expect(ShardSpec(text)?.description == text)
    }

    @Test("--shard refuses anything else", arguments: ["0/4", "5/4", "1/0", "-1/4", "1/-4", "1", "1/", "/4", "a/b", "1/4/2",
                                                        " 1/4", "1/10001", "1.0/4", "１/4", "99999999999999999999/1"])
    func invalidShardSpecsAreRefused(text: String) {
        #expect(ShardSpec(text) == nil)
    }
}
