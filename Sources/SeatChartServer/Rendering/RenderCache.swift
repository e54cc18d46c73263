import NIOCore
import Synchronization

/// The bodies of the costly reads (`chart.svg` without a token, the seat lists), kept per
/// state version: a body made from the state at the feed's position `n` answers every
/// request that came while the feed was at `n` or before, so that many clients asking for
/// the same view cost one render, and share one buffer.
///
/// For each key at most two renders exist: the one running, and one queued behind it that
/// every request the running one is too old for joins (it reads the state when it starts,
/// so it is new enough for all of them). Bodies are kept up to ``maximumBytes`` in all; the
/// least recently used go first.
final class RenderCache: Sendable {
    /// What a body answers: the route and its parameters, written out.
    typealias Key = String
    /// Makes a body from the state at the feed's position it returns.
    typealias Render = @Sendable () async throws -> (sequence: Int64, body: ByteBuffer)

    private typealias Job = Task<ByteBuffer, any Error>

    private struct Slot {
        var body: ByteBuffer?
        var sequence: Int64 = -1
        var lastUse: UInt64 = 0
        /// The render running, and the feed's position when it started (it reads a state at least as new).
        var running: (job: Job, sequence: Int64)?
        var queued: Job?
    }

    private struct State {
        var slots: [Key: Slot] = [:]
        var bytes = 0
        var uses: UInt64 = 0
    }

    /// The most bytes of bodies kept.
    let maximumBytes: Int
    /// The feed's position now.
    private let position: @Sendable () -> Int64
    private let state = Mutex(State())

    init(maximumBytes: Int = 64 << 20, position: @escaping @Sendable () -> Int64) {
        self.maximumBytes = maximumBytes
        self.position = position
    }

    /// The body for `key` made from the state at position `sequence` or later: kept, being
    /// made, or made now by `render` (which runs once for every request waiting on it).
    func body(_ key: Key, atLeast sequence: Int64, render: @escaping Render) async throws -> ByteBuffer {
        enum Step { case found(ByteBuffer), wait(Job) }
        let step: Step = state.withLock { state in
            state.uses += 1
            var slot = state.slots[key] ?? Slot()
            defer { state.slots[key] = slot }
            if let body = slot.body, slot.sequence >= sequence {
                slot.lastUse = state.uses
                return .found(body)
            }
            if let running = slot.running, running.sequence >= sequence { return .wait(running.job) }
            if let queued = slot.queued { return .wait(queued) }
            let previous = slot.running?.job
            let job = Job { [self] in try await run(key, after: previous, render: render) }
            if previous == nil { slot.running = (job, position()) } else { slot.queued = job }
            return .wait(job)
        }
        switch step {
        case .found(let body): return body
        case .wait(let job): return try await job.value
        }
    }

    /// Waits for `previous` (the render running when this one was queued), takes its place,
    /// makes the body and keeps it.
    private func run(_ key: Key, after previous: Job?, render: Render) async throws -> ByteBuffer {
        if let previous {
            _ = try? await previous.value
            state.withLock { state in
                guard let queued = state.slots[key]?.queued else { return }
                state.slots[key]?.running = (queued, position())
                state.slots[key]?.queued = nil
            }
        }
        do {
            let made = try await render()
            state.withLock { state in
                keep(made.body, at: made.sequence, for: key, in: &state)
                finish(key, in: &state)
            }
            return made.body
        } catch {
            state.withLock { state in finish(key, in: &state) }
            throw error
        }
    }

    /// The render of `key` is over: nothing runs for it unless one is queued, and a slot
    /// without a body or a render is forgotten (the table stays as small as the bodies kept).
    private func finish(_ key: Key, in state: inout State) {
        guard var slot = state.slots[key] else { return }
        if slot.queued == nil { slot.running = nil }
        state.slots[key] = slot.body == nil && slot.running == nil && slot.queued == nil ? nil : slot
    }

    private func keep(_ body: ByteBuffer, at sequence: Int64, for key: Key, in state: inout State) {
        guard var slot = state.slots[key], sequence >= slot.sequence, body.readableBytes <= maximumBytes else { return }
        state.bytes += body.readableBytes - (slot.body?.readableBytes ?? 0)
        state.uses += 1
        (slot.body, slot.sequence, slot.lastUse) = (body, sequence, state.uses)
        state.slots[key] = slot
        while state.bytes > maximumBytes,
              let oldest = state.slots.filter({ $0.value.body != nil }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            state.bytes -= oldest.value.body?.readableBytes ?? 0
            var emptied = oldest.value
            (emptied.body, emptied.sequence) = (nil, -1)
            state.slots[oldest.key] = emptied.running == nil && emptied.queued == nil ? nil : emptied
        }
    }
}
