// Apple's `simd` module: the vector types are the standard library's SIMD types; its geometry
// and arithmetic (`simd_length`, `simd_dot`, `simd_mix`, `simd_clamp`…) are given here for any
// vector of floating-point scalars, as Apple's overloads give them for each width. Matrices and
// quaternions are not here yet.
import Foundation

public typealias simd_float2 = SIMD2<Float>
public typealias simd_float3 = SIMD3<Float>
public typealias simd_float4 = SIMD4<Float>
public typealias simd_double2 = SIMD2<Double>
public typealias simd_double3 = SIMD3<Double>
public typealias simd_double4 = SIMD4<Double>
public typealias simd_int2 = SIMD2<Int32>
public typealias simd_int3 = SIMD3<Int32>
public typealias simd_int4 = SIMD4<Int32>
public typealias simd_uint2 = SIMD2<UInt32>
public typealias simd_uint3 = SIMD3<UInt32>
public typealias simd_uint4 = SIMD4<UInt32>
public typealias vector_float2 = simd_float2
public typealias vector_float3 = simd_float3
public typealias vector_float4 = simd_float4
public typealias vector_double2 = simd_double2
public typealias vector_double3 = simd_double3
public typealias vector_double4 = simd_double4

// MARK: Geometry

public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { (x * y).sum() }
public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { (x * x).sum() }
public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x).squareRoot() }
public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x - y) }
public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x - y) }
public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x / simd_length(x) }
public func simd_precise_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { simd_normalize(x) }
public func simd_fast_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { simd_normalize(x) }
public func simd_cross<S: FloatingPoint & SIMDScalar>(_ x: SIMD3<S>, _ y: SIMD3<S>) -> SIMD3<S> {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
public func simd_reflect<V: SIMD>(_ x: V, _ n: V) -> V where V.Scalar: FloatingPoint { x - 2 * simd_dot(x, n) * n }
public func simd_project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { simd_dot(x, y) / simd_dot(y, y) * y }

// MARK: Element-wise arithmetic

public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V.Scalar) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: Comparable { x.clamped(lowerBound: min, upperBound: max) }
public func simd_clamp<V: SIMD>(_ x: V, _ min: V.Scalar, _ max: V.Scalar) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: V(repeating: min), upperBound: V(repeating: max))
}
public func simd_clamp<S: FloatingPoint>(_ x: S, _ min: S, _ max: S) -> S { Swift.min(Swift.max(x, min), max) }
public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMin(x, y) }
public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMax(x, y) }
public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { V(x.indices.map { Swift.abs(x[$0]) }) }
public func simd_sign<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint {
    V(x.indices.map { x[$0] > 0 ? 1 : x[$0] < 0 ? -1 : 0 })
}
public func simd_fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { V(x.indices.map { x[$0] - x[$0].rounded(.down) }) }
public func simd_step<V: SIMD>(_ edge: V, _ x: V) -> V where V.Scalar: FloatingPoint { V(x.indices.map { x[$0] < edge[$0] ? 0 : 1 }) }
public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    let t = simd_clamp((x - edge0) / (edge1 - edge0), 0, 1)
    return t * t * (3 - 2 * t)
}
public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
public func simd_reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.min() }
public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.max() }
public func simd_equal<V: SIMD>(_ x: V, _ y: V) -> Bool { x == y }
public func simd_make_float3(_ x: Float, _ y: Float, _ z: Float) -> simd_float3 { SIMD3(x, y, z) }
public func simd_make_double3(_ x: Double, _ y: Double, _ z: Double) -> simd_double3 { SIMD3(x, y, z) }

// MARK: The same, without the prefix (Apple's `simd.length`, `simd.dot`…)

public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, y) }
public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x) }
public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x) }
public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance(x, y) }
public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance_squared(x, y) }
public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { simd_normalize(x) }
public func cross<S: FloatingPoint & SIMDScalar>(_ x: SIMD3<S>, _ y: SIMD3<S>) -> SIMD3<S> { simd_cross(x, y) }
public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { simd_mix(x, y, t) }
public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { simd_mix(x, y, t) }
public func clamp<V: SIMD>(_ x: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: Comparable { simd_clamp(x, min, max) }
public func reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
public func reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.min() }
public func reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.max() }
