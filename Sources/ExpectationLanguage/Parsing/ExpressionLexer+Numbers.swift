extension ExpressionLexer {
    /// Lexes `10`, `0.95`, `1_000`, `95%` and durations such as `1.5s` or `250ms`.
    mutating func lexNumber() throws(ExpressionSyntaxError) -> Token {
        let start = offset
        let integerDigits = consumeDigits()
        var fractionDigits = ""
        if peek() == ".", peek(1)?.isDigit == true {
            advance()
            fractionDigits = consumeDigits()
        }
        let decimal = fractionDigits.isEmpty ? integerDigits : integerDigits + "." + fractionDigits
        if peek() == "%" {
            advance()
            // Scaling in the decimal text keeps 95% exactly as close to 0.95 as `0.95` itself.
            let value = Double(decimal + "e-2")!
            guard value <= ExpressionLimits.numberLiteralMax else { throw numberTooLarge(from: start) }
            return Token(kind: .number(value), span: span(from: start))
        }
        guard let scalar = peek(), scalar.isIdentifierStart else {
            let value = Double(decimal)!
            guard value <= ExpressionLimits.numberLiteralMax else { throw numberTooLarge(from: start) }
            return Token(kind: .number(value), span: span(from: start))
        }
        let unitStart = offset
        while let scalar = peek(), scalar.isIdentifierCharacter { advance() }
        let unitText = text(of: span(from: unitStart))
        guard let unit = DurationUnit(rawValue: unitText) else {
            throw ExpressionSyntaxError(
                message: "unknown unit '\(unitText)'",
                span: span(from: unitStart),
                help: "units are ms, s, m (minutes), h, d, w, or % for a percentage"
            )
        }
        let milliseconds = try lexNumberMilliseconds(
            integerDigits: integerDigits, fractionDigits: fractionDigits, unit: unit, start: start
        )
        return Token(kind: .duration(milliseconds: milliseconds), span: span(from: start))
    }

    /// Digits with `_` allowed between them as a separator; the separators are dropped.
    private mutating func consumeDigits() -> String {
        var digits = ""
        while let scalar = peek() {
            if scalar.isDigit {
                digits.unicodeScalars.append(scalar)
            } else if scalar != "_" || peek(1)?.isDigit != true {
                break
            }
            advance()
        }
        return digits
    }

    /// Works in integers on the decimal digits, so `0.3s` is exactly 300 ms with no rounding.
    private func lexNumberMilliseconds(
        integerDigits: String, fractionDigits: String, unit: DurationUnit, start: Int
    ) throws(ExpressionSyntaxError) -> Int64 {
        var fraction = Substring(fractionDigits)
        while fraction.last == "0" { fraction.removeLast() }
        guard let mantissa = Int64(integerDigits + fraction) else { throw numberTooLarge(from: start) }
        let (scaled, scaledOverflows) = mantissa.multipliedReportingOverflow(by: unit.milliseconds)
        guard !scaledOverflows else { throw numberTooLarge(from: start) }
        var divisor: Int64 = 1
        var isWhole = true
        for _ in fraction where isWhole {
            let (next, overflows) = divisor.multipliedReportingOverflow(by: 10)
            divisor = next
            isWhole = !overflows
        }
        guard isWhole, scaled % divisor == 0 else {
            throw ExpressionSyntaxError(
                message: "'\(text(of: span(from: start)))' is not a whole number of milliseconds",
                span: span(from: start),
                help: "durations are counted in whole milliseconds, e.g. 1.5s or 250ms"
            )
        }
        return scaled / divisor
    }

    private func numberTooLarge(from start: Int) -> ExpressionSyntaxError {
        let literal = span(from: start)
        return ExpressionSyntaxError(
            message: "'\(text(of: literal))' is too large", span: literal,
            help: "numbers are at most 1000000000000000 (10^15)")
    }
}
