/// The lowest and highest value of one column of a chart.
package struct ValueRange: Hashable, Sendable {
    package var min: Double
    package var max: Double

    package init(min: Double, max: Double) {
        self.min = min
        self.max = max
    }
}

/// Reduces a series to the columns it is drawn in, keeping each column's minimum and maximum
/// so that a one-point spike still shows — averaging would flatten it.
///
/// Charts are always fed a downsampled series: a widget showing 40 columns never walks a
/// million points twice, and what it draws is independent of how dense the data was.
package enum Downsample {
    /// Splits `values` into `columns` consecutive buckets of (nearly) equal length and returns
    /// each bucket's minimum and maximum. Non-finite values (gaps) are skipped; a bucket with
    /// no finite value is `nil`. With fewer values than columns, each value gets one column and
    /// the result is shorter than `columns`.
    ///
    /// ```swift
    /// Downsample.minMax([1, 9, 2, 3], columns: 2)
    /// // [ValueRange(min: 1, max: 9), ValueRange(min: 2, max: 3)]
    /// ```
    ///
    /// - Complexity: O(n) in the number of values, one pass.
    package static func minMax(_ values: [Double], columns: Int) -> [ValueRange?] {
        guard columns > 0, !values.isEmpty else { return [] }
        let buckets = min(columns, values.count)
        var result = [ValueRange?](repeating: nil, count: buckets)
        values.withUnsafeBufferPointer { points in
            let n = points.count
            for bucket in 0..<buckets {
                // Integer bucket edges: every point lands in exactly one bucket.
                let start = bucket * n / buckets
                let end = (bucket + 1) * n / buckets
                var low = Double.infinity
                var high = -Double.infinity
                for i in start..<end {
                    let v = points[i]
                    if v < low { low = v }
                    if v > high { high = v }
                }
                // NaN never compares, so a bucket of only gaps keeps ±infinity; infinite
                // inputs are treated as gaps too.
                if low.isFinite && high.isFinite {
                    result[bucket] = ValueRange(min: low, max: high)
                } else if low.isFinite || high.isFinite {
                    var finite = (low: Double.infinity, high: -Double.infinity)
                    for i in start..<end where points[i].isFinite {
                        finite.low = Swift.min(finite.low, points[i])
                        finite.high = Swift.max(finite.high, points[i])
                    }
                    if finite.low.isFinite { result[bucket] = ValueRange(min: finite.low, max: finite.high) }
                }
            }
        }
        return result
    }

    /// The smallest and largest finite value of the downsampled columns, or `nil` when there
    /// is none.
    package static func bounds(of columns: [ValueRange?]) -> ValueRange? {
        var low = Double.infinity
        var high = -Double.infinity
        for case let column? in columns {
            low = Swift.min(low, column.min)
            high = Swift.max(high, column.max)
        }
        return low.isFinite ? ValueRange(min: low, max: high) : nil
    }

    /// The columns of ``fit(_:columns:interpolate:)`` (without interpolation) that value `index`
    /// of `count` values lands in: its bucket when values are at least as many as columns,
    /// else every column it is stretched over. Empty when it lands in none.
    package static func columns(holding index: Int, of count: Int, in columns: Int) -> Range<Int> {
        guard columns > 0, (0..<count).contains(index) else { return 0..<0 }
        if count >= columns {
            // minMax's integer bucket edges, [b·n/c, (b+1)·n/c), solved for b.
            let bucket = ((index + 1) * columns - 1) / count
            return bucket..<bucket + 1
        }
        // Column c shows value c·n/columns: the columns whose value is `index`.
        let first = (index * columns + count - 1) / count
        let end = ((index + 1) * columns + count - 1) / count
        return first..<Swift.max(first, end)
    }

    /// ``fit(_:columns:interpolate:)`` keeping the bucket under way (`open`, an index of
    /// `values`) in columns of its own, and those columns: when several values share a column
    /// and the open one would share it with a finished bucket, the values before and after it
    /// are fitted into the columns either side, in proportion, so a partial hour is marked
    /// wherever it falls and never hides under (or lifts) a finished one.
    ///
    /// - Complexity: O(n + columns).
    package static func fit(_ values: [Double], columns: Int, open: Int?) -> (columns: [ValueRange?], open: Range<Int>?) {
        guard let open, values.indices.contains(open), values[open].isFinite else { return (fit(values, columns: columns), nil) }
        let n = values.count
        let held = Self.columns(holding: open, of: n, in: columns)
        guard n > columns, columns > 1, !held.isEmpty else { return (fit(values, columns: columns), held.isEmpty ? nil : held) }
        let bucket = held.lowerBound
        let shared = (bucket * n / columns..<(bucket + 1) * n / columns).contains { $0 != open && values[$0].isFinite }
        guard shared else { return (minMax(values, columns: columns), held) }
        let before = Array(values[..<open]), after = Array(values[(open + 1)...])
        let room = columns - 1
        var left = before.isEmpty ? 0 : Int((Double(room) * Double(before.count) / Double(n - 1)).rounded())
        left = Swift.min(before.count, Swift.max(before.isEmpty ? 0 : 1, Swift.min(left, room - (after.isEmpty ? 0 : 1))))
        let right = Swift.min(after.count, room - left)
        let result = minMax(before, columns: left) + [ValueRange(min: values[open], max: values[open])] + minMax(after, columns: right)
        return (result, left..<left + 1)
    }

    /// Exactly `columns` columns for drawing: ``minMax(_:columns:)`` when there are at least as
    /// many values as columns; otherwise the values are stretched, each column taking the
    /// value under it (`interpolate: false`, for bars) or a linear blend of its neighbours
    /// (`interpolate: true`, for lines).
    ///
    /// - Complexity: O(n + columns).
    package static func fit(_ values: [Double], columns: Int, interpolate: Bool = false) -> [ValueRange?] {
        guard columns > 0, !values.isEmpty else { return [] }
        let n = values.count
        if n >= columns { return minMax(values, columns: columns) }
        return (0..<columns).map { column in
            let value: Double
            if interpolate && n > 1 && columns > 1 {
                let position = Double(column) * Double(n - 1) / Double(columns - 1)
                let i = min(n - 2, Int(position))
                let t = position - Double(i)
                let a = values[i], b = values[i + 1]
                value = a.isFinite && b.isFinite ? a + (b - a) * t : (t < 0.5 ? a : b)
            } else {
                value = values[column * n / columns]
            }
            return value.isFinite ? ValueRange(min: value, max: value) : nil
        }
    }
}
