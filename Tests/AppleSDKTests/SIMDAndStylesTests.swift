import Foundation
import SwiftUI
import Testing
import simd

@MainActor
@Suite("simd's geometry over the standard library's vectors; a toggle style's configuration sets its binding; a button's border is a shape")
struct SIMDAndStylesTests {
    @Test("Lengths, dots, crosses, mixes and clamps as Apple's simd computes them")
    func geometry() {
        let v = SIMD3<Double>(3, 4, 12)
        #expect(simd_length(v) == 13 && length(v) == 13 && simd_length_squared(v) == 169)
        #expect(simd_dot(v, SIMD3(1, 0, 0)) == 3)
        #expect(simd_cross(SIMD3<Float>(1, 0, 0), SIMD3<Float>(0, 1, 0)) == SIMD3<Float>(0, 0, 1))
        #expect(simd_normalize(SIMD2<Double>(0, 5)) == SIMD2(0, 1))
        #expect(simd_mix(SIMD2<Double>(0, 10), SIMD2<Double>(10, 20), 0.5) == SIMD2(5, 15))
        #expect(simd_clamp(SIMD3<Double>(-1, 0.5, 2), 0, 1) == SIMD3(0, 0.5, 1))
        #expect(simd_reduce_max(v) == 12 && simd_max(SIMD2<Double>(1, 5), SIMD2<Double>(3, 2)) == SIMD2(3, 5))
        #expect(simd_distance(SIMD2<Float>(0, 0), SIMD2<Float>(3, 4)) == 5)
        let color: simd_float3 = simd_make_float3(0.25, 0.5, 1)
        #expect(simd_smoothstep(simd_float3(repeating: 0), simd_float3(repeating: 1), color).z == 1)
    }

    struct Flip: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.isOn.toggle()
            return configuration.label
        }
    }

    @Test("A style's configuration toggles the toggle's binding; ButtonBorderShape draws as its shape")
    func stylesAndShapes() {
        final class Switch: @unchecked Sendable { var on = false }
        let state = Switch()
        let binding = Binding(get: { state.on }, set: { state.on = $0 })
        _ = Flip().makeBody(configuration: ToggleStyleConfiguration(isOn: binding))
        #expect(state.on)
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(ButtonBorderShape.capsule.path(in: rect).boundingRect == rect)
        #expect(ButtonBorderShape.circle.path(in: rect).boundingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
    }
}
