// The lists whose canonical text and id clients/fixtures/size-text.json gives: `sizes` texts and lists of lengths, awkward ones on purpose.

import Foundation

/// The inputs of size-text.json. Each text is posted to the server as `POST /sizes` takes it
/// (text/plain), each list of lengths as a JSON array; what the server holds is the case's answer.
enum SizeTextCases {
    /// `sizes` texts in the spellings the server reads, the clients' (digits, an optional
    /// fraction, an optional `*n`) and others, and texts it refuses.
    static let texts: [String] =
        [
            // Runs: merged across entries, a run of one written without `*1`, redundant digits dropped.
            "200,150*3,320", "0.1*2,0.1", "10,10*2,10", "1.0,1", "1.5*1", "2.50", "007", "00.001", "1*1000000",
            "180,260,340,220,300",
            // The ends of the range (Limits.smallestSize, Limits.length), and just beyond.
            "0.001", "100000", "100000.000", "0.0009", "100000.5", "0", "0.000",
            // Many digits: 15 (every client reads them), then 16 and 17 (the shortest decimal of a
            // double), and more than a double holds (read to the nearest double: 0.001, 100000).
            "12345.6789012345", "99999.9999999999*7,0.3", "99999.99999999999", "0.30000000000000004",
            "0.0010000000000000002", "0.00099999999999999999", "100000.00000000001", "87.29999999999999715783",
            // Spellings the server reads that no client does (a client posts them to POST /sizes as
            // written, and the server computes the id): signs, exponents, a bare point.
            "1e2", "1E-3,1e-3", "+5", ".5", "5.", "1.5e+2*2", "1e21", "-0", "-0.0", "-5",
            // Not a list: a repeat of 0, an empty entry, no length, a length twice.
            "150*0", "5*", "*5", "1,,2", "", "1*2*3", "abc", "Infinity", "NaN", "0x10",
        ] + [thirds(places: 13, count: 40), thirds(places: nil, count: 300)]

    /// Lists of lengths, each as a JSON body, a web client's array or a Godot client's measured
    /// lengths: all within the range (a client raises a shorter measured length to the shortest).
    static let lengths: [[Double]] = [
        [200, 150, 150, 150, 320], [0.1, 0.1, 0.30000000000000004, 87.3, 100_000, 0.001, 1.5, 2.5, 2.5],
        [180, 260, 340, 220, 300], [87.3, 87.3, 0.1, 1.1, 2.5, 33.25, 0.001, 0.1],
        [0.001, 0.0010000000000000002, 99999.99999999999, 100_000],
        Array(repeating: 12.25, count: 1_000) + [12.5],
        thirds(places: 13, count: 40).split(separator: ",").map { Double($0)! },
        (0..<300).map { 1 / Double($0 + 3) },
    ]

    /// `1/3, 1/4, …` (`count` of them) comma-separated, each rounded to `places` decimals, or
    /// (nil) as its shortest decimal, 16 or 17 digits.
    private static func thirds(places: Int?, count: Int) -> String {
        (0..<count).map { index in
            let value = 1 / Double(index + 3)
            return places.map { String(format: "%.\($0)f", value) } ?? "\(value)"
        }.joined(separator: ",")
    }
}
