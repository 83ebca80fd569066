import SwiftUI

let width: String = 3
let shade = Color.notAnAppleColor
