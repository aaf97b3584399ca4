// The header fields a response is sent with: its own, its ETag, then the fields every answer carries.

import HTTPCore
import HTTPTypes
import Testing

extension Response {
    /// Every field `forEachField` gives, as `name: value`, in order.
    fileprivate var sentFields: [String] {
        var fields: [String] = []
        forEachField { fields.append("\($0): \($1)") }
        return fields
    }
}

@Test func everyAnswerIsSentWithNosniffAfterItsOwnFields() {
    // No answer may be read as another type than it declares, not even one with no fields.
    #expect(Response(status: .notFound).sentFields == ["X-Content-Type-Options: nosniff"])
    let json = Response(status: .ok, headerFields: [.contentType: "application/json", .cacheControl: "no-store"])
    #expect(json.sentFields == ["Content-Type: application/json", "Cache-Control: no-store", "X-Content-Type-Options: nosniff"])
}

@Test func theEntityTagIsSentAsETagAfterTheOwnFields() {
    let tagged = Response(status: .ok, headerFields: [.contentType: "application/json"], entityTag: "\"0123456789abcdef\"")
    #expect(
        tagged.sentFields == [
            "Content-Type: application/json", "ETag: \"0123456789abcdef\"", "X-Content-Type-Options: nosniff",
        ])
    // A 304 carries the tag it stands for, and no `Content-Type` unless given one.
    let notModified = Response.notModified(headerFields: [.cacheControl: "public"], entityTag: "\"1\"", length: 12)
    #expect(notModified.status == .notModified && notModified.notModifiedLength == 12 && notModified.body.isEmpty)
    #expect(notModified.sentFields == ["Cache-Control: public", "ETag: \"1\"", "X-Content-Type-Options: nosniff"])
}

@Test func fieldsAreSentAsTheRouteSpelledThemRepeatsIncluded() {
    var fields = HTTPFields()
    fields.append(HTTPField(name: .vary, value: "Accept"))
    fields.append(HTTPField(name: .vary, value: "Origin"))
    #expect(
        Response(status: .ok, headerFields: fields).sentFields == [
            "Vary: Accept", "Vary: Origin", "X-Content-Type-Options: nosniff",
        ])
}
