import Accelerate
import Testing

/// vDSP and LAPACK's LU as Apple's C signatures take them, checked on matrices worked by hand.
@Suite("Accelerate: vDSP's transpose and sums, LAPACK's LU factorisation and inverse")
struct AccelerateTests {
    @Test("A 2×3 matrix transposes to 3×2; sums and means of a vector")
    func vDSP() {
        let a: [Double] = [1, 2, 3, 4, 5, 6]  // 2 rows × 3 columns, row-major
        var c = [Double](repeating: 0, count: 6)
        vDSP_mtransD(a, 1, &c, 1, 3, 2)
        #expect(c == [1, 4, 2, 5, 3, 6])
        var mean = 0.0
        vDSP_meanvD(a, 1, &mean, 6)
        #expect(mean == 3.5)
    }

    @Test("dgetrf_ and dgetri_ invert a 3×3 matrix (column-major), and say when one is singular")
    func inverse() {
        var a: [Double] = [4, 2, 0, 7, 6, 0, 2, 1, 1]  // columns (4,2,0), (7,6,0), (2,1,1): det = 10
        var n: __CLPK_integer = 3
        var m: __CLPK_integer = 3
        var lda: __CLPK_integer = 3
        var pivots = [__CLPK_integer](repeating: 0, count: 3)
        var info: __CLPK_integer = 0
        dgetrf_(&m, &n, &a, &lda, &pivots, &info)
        #expect(info == 0)
        var work = [Double](repeating: 0, count: 3)
        var lwork: __CLPK_integer = 3
        dgetri_(&n, &a, &lda, &pivots, &work, &lwork, &info)
        #expect(info == 0)
        let expected: [Double] = [0.6, -0.2, 0, -0.7, 0.4, 0, -0.5, 0, 1]
        #expect(zip(a, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(a)")
        var singular: [Double] = [1, 2, 2, 4]
        var two: __CLPK_integer = 2
        var twoRows: __CLPK_integer = 2
        var twoLda: __CLPK_integer = 2
        var twoPivots = [__CLPK_integer](repeating: 0, count: 2)
        dgetrf_(&twoRows, &two, &singular, &twoLda, &twoPivots, &info)
        #expect(info == 2)
    }
}
