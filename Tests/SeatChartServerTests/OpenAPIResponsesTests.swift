import Foundation
import Testing

/// The check every router answer goes through (``OpenAPIResponses``) finds what it should.
@Suite struct OpenAPIResponsesTests {
    let responses = OpenAPIResponses.shared

    @Test func aDocumentedAnswerPasses() {
        let change = #"{"holder":"h","seats":["101-A-1"],"unchanged":[],"expiresAt":null,"position":4}"#
        #expect(responses.problems(path: "/api/holds", method: "POST", status: 200, body: Data(change.utf8)).isEmpty)
    }

    @Test func aMissingMemberAnUnknownOneAndAWrongTypeAreFound() {
        let change = #"{"holder":"h","unchanged":[],"expiresAt":3,"position":4,"extra":true}"#
        let problems = responses.problems(path: "/api/holds", method: "POST", status: 200, body: Data(change.utf8))
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.contains("seats") })
        #expect(problems.contains { $0.contains("extra") })
        #expect(problems.contains { $0.contains("expiresAt") })
    }

    @Test func anUndocumentedStatusIsFound() {
        let problems = responses.problems(path: "/api/chart", method: "GET", status: 418, body: Data("{}".utf8))
        #expect(problems == ["GET /api/chart answered 418, which the document does not list for it"])
    }

    @Test func aPathTheDocumentDoesNotDescribeIsLeftAlone() {
        #expect(responses.problems(path: "/api/design/layout", method: "POST", status: 200, body: Data("{}".utf8)).isEmpty)
    }

    /// The router client checks its answers: the tests' requests go through the check.
    @Test func theRouterClientChecksItsAnswers() async throws {
        let before = responses.checkedCount
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in _ = try await client.call(.get, "/api/chart") }
        #expect(responses.checkedCount > before)
    }
}
