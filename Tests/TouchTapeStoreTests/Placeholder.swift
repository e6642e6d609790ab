import Testing

@Test func placeholderStore() { #expect(1 + 1 == 2) }
