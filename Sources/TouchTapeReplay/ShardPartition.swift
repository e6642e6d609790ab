/// `replay --shard I/N` (docs/cli.md): which sessions each of N CI jobs replays.
///
/// A pure function of the chosen sessions' names and sizes, so every job of a CI matrix
/// computes the same partition from the same sessions without talking to the others: the
/// sessions, largest first (ties by name, in byte order), each go to the shard holding the
/// fewest deliveries so far (ties to the lowest index). Greedy "largest first" keeps every
/// shard within the largest session's size of the others, so with many sessions no shard
/// holds much more than the mean.
package enum ShardPartition {
    /// One session to place: its name (unique among the sessions) and its size in deliveries.
    package struct Item: Sendable, Hashable {
        package var name: String
        package var deliveries: Int

        package init(name: String, deliveries: Int) {
            self.name = name
            self.deliveries = deliveries
        }
    }

    /// The sessions of every shard: `count` lists (index 0 is shard 1), each sorted by name.
    /// A session name given twice counts once. `count` must be 1 or more.
    package static func shards(of items: [Item], count: Int) -> [[String]] {
        precondition(count >= 1, "a partition has at least one shard")
        var seen: Set<String> = []
        let unique = items.filter { seen.insert($0.name).inserted }
        let ordered = unique.sorted { a, b in
            if a.deliveries != b.deliveries { return a.deliveries > b.deliveries }
            return a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
        }
        var loads = [Int](repeating: 0, count: count)
        var members = [[String]](repeating: [], count: count)
        for item in ordered {
            var lightest = 0
            for index in 1..<count where loads[index] < loads[lightest] { lightest = index }
            loads[lightest] += max(item.deliveries, 0)
            members[lightest].append(item.name)
        }
        return members.map { $0.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
    }

    /// The sessions of shard `index` (1-based) of `count`.
    package static func shard(_ index: Int, of count: Int, items: [Item]) -> [String] {
        precondition((1...count).contains(index), "shard \(index) of \(count)")
        return shards(of: items, count: count)[index - 1]
    }
}

/// `--shard I/N` as the command line gives it.
package struct ShardSpec: Sendable, Hashable, CustomStringConvertible {
    package var index: Int
    package var count: Int

    /// The most shards a partition has (more would be a typo, not a CI matrix).
    package static let maximumCount = 10_000

    /// Parses `I/N` with 1 ≤ I ≤ N ≤ ``maximumCount``; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= Self.maximumCount, (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }
}
