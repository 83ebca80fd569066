import Synchronization

/// A picture (`Image(uiImage:)`, an asset catalogue's image): its pixels resampled to two a cell,
/// top and bottom, each cell an upper half block in the top pixel's colour on the bottom's —
/// colour outputs show the picture itself; text and colourless outputs show a shade for each
/// cell (darker is denser). A resizable picture fills what it is offered (stretched, fitted
/// or filled as its content mode says); a fixed one is its size in points.
///
/// ```swift
/// // A 2×2 picture: red over blue on the left, white over black on the right.
/// let pixels: [UInt8] = [255, 0, 0, 255, 255, 255, 255, 255, 0, 0, 255, 255, 0, 0, 0, 255]
/// let picture = PictureNode(rgba: pixels, width: 2, height: 2, points: (8.5, 8.5), isResizable: true)
/// var canvas = ViewCanvas(size: Size(width: 2, height: 1))
/// canvas.place(picture)
/// canvas.buffer[0, 0].pixels  // top #ff0000, bottom #0000ff
/// ```
public final class PictureNode: ViewNode {
    /// How a resizable picture meets the room it is given.
    ///
    /// ```swift
    /// let photo = PictureNode(rgba: [0, 0, 0, 255], width: 1, height: 1, points: (17, 17), isResizable: true)
    /// photo.mode = .fit  // `.scaledToFit()`: its shape kept inside the room
    /// ```
    public enum Mode: Hashable, Sendable {
        /// Stretched to the room, its shape not kept (SwiftUI's default for `.resizable()`).
        case stretch
        /// As large as fits inside the room, its shape kept (`.scaledToFit()`).
        case fit
        /// As small as covers the room, its shape kept, the overflow cut (`.scaledToFill()`).
        case fill
    }

    let rgba: [UInt8]
    let pixelWidth: Int
    let pixelHeight: Int
    /// The picture's size in points, for a fixed (not resizable) picture.
    let points: (width: Double, height: Double)
    public let isResizable: Bool
    public var mode: Mode = .stretch
    /// Width over height to keep, when it is not the picture's own (`.aspectRatio(2, …)`).
    public var aspectRatio: Double?
    public let spoken: String?
    /// The picture encoded (PNG), when outputs may show its own pixels (``PlacedPicture``).
    public var png: [UInt8]?
    /// The object its pixels belong to (a decoded bitmap), when they are shared: a picture of
    /// the same owner drawn at the same size is resampled once — a timeline of a day of minutes
    /// over one photograph resamples it once a family, not 1,440 times.
    public var owner: AnyObject?

    public init(
        rgba: [UInt8], width: Int, height: Int, points: (width: Double, height: Double), isResizable: Bool, spoken: String? = nil
    ) {
        self.rgba = rgba
        pixelWidth = width
        pixelHeight = height
        self.points = points
        self.isResizable = isResizable
        self.spoken = spoken
    }

    /// Width over height in cells' own units (a cell is twice as tall as wide: two pixels).
    private var shape: Double {
        let ratio = aspectRatio ?? (pixelHeight == 0 ? 1 : Double(pixelWidth) / Double(pixelHeight))
        return ratio * CellMetrics.cellPoints.height / CellMetrics.cellPoints.width
    }

    private var intrinsic: Size {
        Size(width: max(1, CellMetrics.columns(points.width)), height: max(1, CellMetrics.rows(points.height)))
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard isResizable else { return intrinsic }
        switch (proposal.width, proposal.height, mode) {
        case (nil, nil, _): return intrinsic
        case (let w?, let h?, .stretch), (let w?, let h?, .fill): return Size(width: w, height: h)
        case (let w?, let h?, .fit):
            // The largest of the picture's shape inside the proposal.
            let byWidth = Size(width: w, height: max(1, Int((Double(w) / shape).rounded())))
            return byWidth.height <= h ? byWidth : Size(width: max(1, Int((Double(h) * shape).rounded())), height: h)
        case (let w?, nil, _): return Size(width: w, height: max(1, Int((Double(w) / shape).rounded())))
        case (nil, let h?, _): return Size(width: max(1, Int((Double(h) * shape).rounded())), height: h)
        }
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        if let spoken { canvas.spoken.append(spoken) }
        guard !rect.isEmpty, pixelWidth > 0, pixelHeight > 0 else { return }
        // The picture's extent in pixel rows (two a cell), placed in the rect: fitted pictures
        // are centred with room left over, filled ones centred with the overflow cut.
        var width = Double(rect.width)
        var height = Double(rect.height) * 2
        if isResizable, mode != .stretch {
            let pictureShape = shape / 2  // in pixel units: columns over pixel rows
            let roomShape = width / height
            let wider = pictureShape > roomShape
            if (mode == .fit) == wider { height = width / pictureShape } else { width = height * pictureShape }
        }
        let left = (Double(rect.width) - width) / 2
        let top = (Double(rect.height) * 2 - height) / 2
        let pairs = resampled(columns: rect.width, rows: rect.height, left: left, top: top, width: width, height: height)
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                guard let pair = pairs[row * rect.width + column] else { continue }
                let under = canvas.buffer.cell(x: rect.x + column, y: rect.y + row)
                let background = under.flatMap { $0.style.background }
                var cell = Cell(character: pair.shade, width: 1, style: Style(.primary, background: background))
                cell.pixels = pair
                canvas.buffer.put(cell: cell, x: rect.x + column, y: rect.y + row, clip: rect)
            }
        }
        if let png {
            canvas.buffer.pictures.append(
                PlacedPicture(
                    x: Double(rect.x) + left, y: Double(rect.y) + top / 2, width: width, height: height / 2,
                    clip: rect.intersection(canvas.buffer.area), png: png))
        }
    }

    /// Each cell's two pixels, row by row (nil where the picture does not reach): resampled, or
    /// the same owner's at the same extent resampled before.
    private func resampled(columns: Int, rows: Int, left: Double, top: Double, width: Double, height: Double) -> [PixelPair?] {
        let key = owner.map {
            ResampleKey(owner: ObjectIdentifier($0), columns: columns, rows: rows, extent: [left, top, width, height])
        }
        if let key, let known = Self.resamples.withLock({ $0.pairs[key] }) { return known }
        var pairs: [PixelPair?] = []
        pairs.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let upper = sample(column: Double(column), row: Double(row * 2), left: left, top: top, width: width, height: height)
                let lower = sample(column: Double(column), row: Double(row * 2 + 1), left: left, top: top, width: width, height: height)
                pairs.append(upper == nil && lower == nil ? nil : PixelPair(top: upper ?? lower!, bottom: lower ?? upper!))
            }
        }
        if let key, let owner {
            // Held, so its identity is not reused by another picture while it is cached.
            let held = Held(object: owner)
            let bytes = rgba.count
            Self.resamples.withLock { cache in
                // A few pictures at a few sizes: kept until there are many, or the pictures held
                // for them pass 64 MB (a timeline of distinct photographs), then begun again.
                let isNew = cache.owners[key.owner] == nil
                if cache.pairs.count >= 256 || (isNew && cache.heldBytes + bytes > 64 << 20) { cache = ResampleCache() }
                cache.pairs[key] = pairs
                if cache.owners[key.owner] == nil {
                    cache.owners[key.owner] = held
                    cache.heldBytes += bytes
                }
            }
        }
        return pairs
    }

    private struct ResampleKey: Hashable {
        let owner: ObjectIdentifier
        let columns: Int
        let rows: Int
        let extent: [Double]
    }

    private struct ResampleCache {
        var pairs: [ResampleKey: [PixelPair?]] = [:]
        var owners: [ObjectIdentifier: Held] = [:]
        /// The pixels the held owners keep alive.
        var heldBytes = 0
    }

    /// An owner kept alive by the cache; only its identity is ever read.
    private struct Held: @unchecked Sendable {
        let object: AnyObject
    }

    private static let resamples = Mutex(ResampleCache())

    /// The colour of one half-cell pixel: the average of the picture's pixels under it, blended
    /// over white where they are transparent; nil outside the picture.
    private func sample(column: Double, row: Double, left: Double, top: Double, width: Double, height: Double) -> RGB? {
        let x0 = (column - left) / width, x1 = (column + 1 - left) / width
        let y0 = (row - top) / height, y1 = (row + 1 - top) / height
        guard x1 > 0, y1 > 0, x0 < 1, y0 < 1 else { return nil }
        let px0 = max(0, Int(x0 * Double(pixelWidth))), px1 = min(pixelWidth, max(px0 + 1, Int((x1 * Double(pixelWidth)).rounded(.up))))
        let py0 = max(0, Int(y0 * Double(pixelHeight))), py1 = min(pixelHeight, max(py0 + 1, Int((y1 * Double(pixelHeight)).rounded(.up))))
        var sums = (r: 0, g: 0, b: 0, a: 0, n: 0)
        for y in py0..<py1 {
            for x in px0..<px1 {
                let o = (y * pixelWidth + x) * 4
                let a = Int(rgba[o + 3])
                sums.r += Int(rgba[o]) * a
                sums.g += Int(rgba[o + 1]) * a
                sums.b += Int(rgba[o + 2]) * a
                sums.a += a
                sums.n += 1
            }
        }
        guard sums.n > 0 else { return nil }
        guard sums.a > 0 else { return nil }  // fully transparent: what is under it shows
        let coverage = Double(sums.a) / Double(sums.n * 255)
        func channel(_ sum: Int) -> UInt8 {
            let value = Double(sum) / Double(sums.a)
            return UInt8(min(255, (value * coverage + 255 * (1 - coverage)).rounded()))
        }
        return RGB(red: channel(sums.r), green: channel(sums.g), blue: channel(sums.b))
    }
}
