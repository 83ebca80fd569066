// Accelerate on Linux, as widget code reaches it: vDSP's vector and matrix arithmetic and
// LAPACK's LU factorisation and inverse (`dgetrf_`, `dgetri_`), with Apple's C signatures —
// computed in plain Swift loops (the sizes widgets use are small: a regression's few points).

public typealias vDSP_Length = UInt
public typealias vDSP_Stride = Int
public typealias __CLPK_integer = Int32
public typealias __CLPK_doublereal = Double
public typealias __CLPK_real = Float

// MARK: vDSP

/// C (M×N) = the transpose of A (N×M).
public func vDSP_mtransD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride,
    _ __M: vDSP_Length, _ __N: vDSP_Length
) {
    let (m, n) = (Int(__M), Int(__N))
    for row in 0..<m { for column in 0..<n { __C[(row * n + column) * __IC] = __A[(column * m + row) * __IA] } }
}

public func vDSP_mtrans(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __M: vDSP_Length, _ __N: vDSP_Length
) {
    let (m, n) = (Int(__M), Int(__N))
    for row in 0..<m { for column in 0..<n { __C[(row * n + column) * __IC] = __A[(column * m + row) * __IA] } }
}

/// C (M×N) = A (M×P) × B (P×N), row-major.
public func vDSP_mmulD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __M: vDSP_Length, _ __N: vDSP_Length, _ __P: vDSP_Length
) {
    let (m, n, p) = (Int(__M), Int(__N), Int(__P))
    for row in 0..<m {
        for column in 0..<n {
            var sum = 0.0
            for k in 0..<p { sum += __A[(row * p + k) * __IA] * __B[(k * n + column) * __IB] }
            __C[(row * n + column) * __IC] = sum
        }
    }
}

public func vDSP_meanvD(_ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length) {
    var sum = 0.0
    for i in 0..<Int(__N) { sum += __A[i * __IA] }
    __C.pointee = __N == 0 ? .nan : sum / Double(__N)
}

public func vDSP_sveD(_ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length) {
    var sum = 0.0
    for i in 0..<Int(__N) { sum += __A[i * __IA] }
    __C.pointee = sum
}

public func vDSP_maxvD(_ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length) {
    var best = -Double.infinity
    for i in 0..<Int(__N) { best = max(best, __A[i * __IA]) }
    __C.pointee = best
}

public func vDSP_minvD(_ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length) {
    var best = Double.infinity
    for i in 0..<Int(__N) { best = min(best, __A[i * __IA]) }
    __C.pointee = best
}

public func vDSP_dotprD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    var sum = 0.0
    for i in 0..<Int(__N) { sum += __A[i * __IA] * __B[i * __IB] }
    __C.pointee = sum
}

public func vDSP_vaddD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    for i in 0..<Int(__N) { __C[i * __IC] = __A[i * __IA] + __B[i * __IB] }
}

public func vDSP_vmulD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    for i in 0..<Int(__N) { __C[i * __IC] = __A[i * __IA] * __B[i * __IB] }
}

public func vDSP_vsmulD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __C: UnsafeMutablePointer<Double>,
    _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    for i in 0..<Int(__N) { __C[i * __IC] = __A[i * __IA] * __B.pointee }
}

// MARK: LAPACK (column-major, as Fortran's)

/// LU factorisation with partial pivoting of the M×N matrix A (Apple's CLAPACK `dgetrf_`):
/// A is replaced by L and U, `ipiv` (min(M, N) entries) gets the 1-based pivot rows, `info`
/// is 0, or i > 0 when U(i,i) is exactly zero.
@discardableResult
public func dgetrf_(
    _ __m: UnsafeMutablePointer<__CLPK_integer>!, _ __n: UnsafeMutablePointer<__CLPK_integer>!,
    _ __a: UnsafeMutablePointer<__CLPK_doublereal>!, _ __lda: UnsafeMutablePointer<__CLPK_integer>!,
    _ __ipiv: UnsafeMutablePointer<__CLPK_integer>!, _ __info: UnsafeMutablePointer<__CLPK_integer>!
) -> Int32 {
    let (m, n, lda) = (Int(__m.pointee), Int(__n.pointee), Int(__lda.pointee))
    __info.pointee = 0
    guard m >= 0, n >= 0, lda >= max(1, m) else {
        __info.pointee = m < 0 ? -1 : n < 0 ? -2 : -4
        return 0
    }
    func a(_ row: Int, _ column: Int) -> Double { __a[row + column * lda] }
    func set(_ row: Int, _ column: Int, _ value: Double) { __a[row + column * lda] = value }
    for k in 0..<min(m, n) {
        var pivot = k
        for row in k..<m where abs(a(row, k)) > abs(a(pivot, k)) { pivot = row }
        __ipiv[k] = __CLPK_integer(pivot + 1)
        if a(pivot, k) == 0 {
            if __info.pointee == 0 { __info.pointee = __CLPK_integer(k + 1) }
            continue
        }
        if pivot != k {
            for column in 0..<n {
                let t = a(k, column)
                set(k, column, a(pivot, column))
                set(pivot, column, t)
            }
        }
        for row in (k + 1)..<max(k + 1, m) {
            let factor = a(row, k) / a(k, k)
            set(row, k, factor)
            for column in (k + 1)..<max(k + 1, n) { set(row, column, a(row, column) - factor * a(k, column)) }
        }
    }
    return 0
}

/// The inverse of an N×N matrix from its LU factorisation by `dgetrf_` (Apple's CLAPACK
/// `dgetri_`); `info` is i > 0 when the matrix is singular.
@discardableResult
public func dgetri_(
    _ __n: UnsafeMutablePointer<__CLPK_integer>!, _ __a: UnsafeMutablePointer<__CLPK_doublereal>!,
    _ __lda: UnsafeMutablePointer<__CLPK_integer>!, _ __ipiv: UnsafeMutablePointer<__CLPK_integer>!,
    _ __work: UnsafeMutablePointer<__CLPK_doublereal>!, _ __lwork: UnsafeMutablePointer<__CLPK_integer>!,
    _ __info: UnsafeMutablePointer<__CLPK_integer>!
) -> Int32 {
    let (n, lda) = (Int(__n.pointee), Int(__lda.pointee))
    __info.pointee = 0
    if __lwork.pointee == -1 {
        __work.pointee = Double(max(1, n))
        return 0
    }
    for i in 0..<n where __a[i + i * lda] == 0 {
        __info.pointee = __CLPK_integer(i + 1)
        return 0
    }
    // Solve A X = I column by column: P A = L U, so X = U⁻¹ L⁻¹ P.
    var inverse = [Double](repeating: 0, count: n * n)
    for column in 0..<n {
        var b = [Double](repeating: 0, count: n)
        b[column] = 1
        for k in 0..<n {
            let pivot = Int(__ipiv[k]) - 1
            if pivot != k { b.swapAt(k, pivot) }
        }
        for row in 0..<n { for k in 0..<row { b[row] -= __a[row + k * lda] * b[k] } }
        for row in stride(from: n - 1, through: 0, by: -1) {
            for k in (row + 1)..<max(row + 1, n) { b[row] -= __a[row + k * lda] * b[k] }
            b[row] /= __a[row + row * lda]
        }
        for row in 0..<n { inverse[row + column * n] = b[row] }
    }
    for column in 0..<n { for row in 0..<n { __a[row + column * lda] = inverse[row + column * n] } }
    return 0
}

/// Solves A X = B for N×N A from its factorisation by `dgetrf_` and NRHS right-hand sides in B
/// (Apple's CLAPACK `dgetrs_`; `trans` "N" only — "T" solves with Aᵀ).
@discardableResult
public func dgetrs_(
    _ __trans: UnsafeMutablePointer<CChar>!, _ __n: UnsafeMutablePointer<__CLPK_integer>!,
    _ __nrhs: UnsafeMutablePointer<__CLPK_integer>!, _ __a: UnsafeMutablePointer<__CLPK_doublereal>!,
    _ __lda: UnsafeMutablePointer<__CLPK_integer>!, _ __ipiv: UnsafeMutablePointer<__CLPK_integer>!,
    _ __b: UnsafeMutablePointer<__CLPK_doublereal>!, _ __ldb: UnsafeMutablePointer<__CLPK_integer>!,
    _ __info: UnsafeMutablePointer<__CLPK_integer>!
) -> Int32 {
    let (n, nrhs, lda, ldb) = (Int(__n.pointee), Int(__nrhs.pointee), Int(__lda.pointee), Int(__ldb.pointee))
    let transposed = __trans.pointee == CChar(UInt8(ascii: "T")) || __trans.pointee == CChar(UInt8(ascii: "t"))
    __info.pointee = 0
    func a(_ row: Int, _ column: Int) -> Double { __a[row + column * lda] }
    for column in 0..<nrhs {
        var b = (0..<n).map { __b[$0 + column * ldb] }
        if !transposed {
            for k in 0..<n {
                let p = Int(__ipiv[k]) - 1
                if p != k { b.swapAt(k, p) }
            }
            for row in 0..<n { for k in 0..<row { b[row] -= a(row, k) * b[k] } }
            for row in stride(from: n - 1, through: 0, by: -1) {
                for k in (row + 1)..<max(row + 1, n) { b[row] -= a(row, k) * b[k] }
                b[row] /= a(row, row)
            }
        } else {
            // Aᵀ = Uᵀ Lᵀ P: solve Uᵀ y = b, then Lᵀ z = y, then undo the row swaps.
            for row in 0..<n {
                for k in 0..<row { b[row] -= a(k, row) * b[k] }
                b[row] /= a(row, row)
            }
            for row in stride(from: n - 1, through: 0, by: -1) { for k in (row + 1)..<max(row + 1, n) { b[row] -= a(k, row) * b[k] } }
            for k in stride(from: n - 1, through: 0, by: -1) {
                let p = Int(__ipiv[k]) - 1
                if p != k { b.swapAt(k, p) }
            }
        }
        for row in 0..<n { __b[row + column * ldb] = b[row] }
    }
    return 0
}

/// vDSP's Swift API over arrays (Apple's `vDSP` enum): element-wise arithmetic, reductions and
/// interpolation, computed here in plain loops.
public enum vDSP {
    public static func add<U: Collection<Double>, V: Collection<Double>>(_ vectorA: U, _ vectorB: V) -> [Double] {
        zip(vectorA, vectorB).map { $0 + $1 }
    }
    public static func subtract<U: Collection<Double>, V: Collection<Double>>(_ vectorA: U, _ vectorB: V) -> [Double] {
        zip(vectorA, vectorB).map { $0 - $1 }
    }
    public static func multiply<U: Collection<Double>, V: Collection<Double>>(_ vectorA: U, _ vectorB: V) -> [Double] {
        zip(vectorA, vectorB).map { $0 * $1 }
    }
    public static func multiply<U: Collection<Double>>(_ scalar: Double, _ vector: U) -> [Double] { vector.map { scalar * $0 } }
    public static func add<U: Collection<Double>>(_ scalar: Double, _ vector: U) -> [Double] { vector.map { scalar + $0 } }
    public static func divide<U: Collection<Double>>(_ vector: U, _ scalar: Double) -> [Double] { vector.map { $0 / scalar } }
    public static func sum<U: Collection<Double>>(_ vector: U) -> Double { vector.reduce(0, +) }
    public static func mean<U: Collection<Double>>(_ vector: U) -> Double { vector.isEmpty ? .nan : sum(vector) / Double(vector.count) }
    public static func maximum<U: Collection<Double>>(_ vector: U) -> Double { vector.max() ?? -.infinity }
    public static func minimum<U: Collection<Double>>(_ vector: U) -> Double { vector.min() ?? .infinity }
    /// `vectorA` moved toward `vectorB` by `t` (0 is A, 1 is B), element by element.
    public static func linearInterpolate<T: Collection<Double>, U: Collection<Double>>(
        _ vectorA: T, _ vectorB: U, using interpolationConstant: Double
    ) -> [Double] {
        zip(vectorA, vectorB).map { $0 + ($1 - $0) * interpolationConstant }
    }
    /// `count` values from the range's lower bound to its upper, evenly spaced.
    public static func ramp(in range: ClosedRange<Double>, count: Int) -> [Double] {
        guard count > 1 else { return count == 1 ? [range.lowerBound] : [] }
        let step = (range.upperBound - range.lowerBound) / Double(count - 1)
        return (0..<count).map { range.lowerBound + Double($0) * step }
    }
}
