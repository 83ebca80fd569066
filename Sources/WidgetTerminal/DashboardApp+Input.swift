import WidgetCore

/// Keys and clicks: focus across widgets and their controls, pages, reloads, themes, help.
extension DashboardApp {
    /// Handles one event; returns whether to quit.
    func handle(_ event: InputEvent, screen: TerminalScreen, frame: DashboardView.Frame) -> Bool {
        let count = frame.tileRects.count
        let runner = self.runner
        func move(_ delta: Int) {
            guard page != .gallery, count > 0 else { return }
            focus[page] = ((focus[page] ?? 0) + delta + count) % count
            keepFocusVisible(screen: screen)
        }
        let focusedID = currentFocusedID()
        switch event {
        case .character("q"), .interrupt:
            return true
        case .tab:
            // Through each control of the focused widget, then on to the next widget.
            if let id = focusedID, (controlFocus[id] ?? 0) + 1 < controls(of: id).count {
                controlFocus[id] = (controlFocus[id] ?? 0) + 1
            } else {
                move(1)
                if let id = currentFocusedID() { controlFocus[id] = 0 }
            }
        case .backTab:
            if let id = focusedID, (controlFocus[id] ?? 0) > 0 {
                controlFocus[id] = (controlFocus[id] ?? 0) - 1
            } else {
                move(-1)
                if let id = currentFocusedID() { controlFocus[id] = max(0, controls(of: id).count - 1) }
            }
        case .right, .down, .left, .up:
            move(event == .right || event == .down ? 1 : -1)
            if let id = currentFocusedID() { controlFocus[id] = 0 }
        case .enter, .character(" "):
            if let id = focusedID {
                if controls(of: id).isEmpty {
                    // Nothing to press: a refresh of this widget, free like any intent's.
                    blocking { await runner.reloadAfterIntent(id) }
                } else {
                    press(id, control: controlFocus[id] ?? 0)
                }
            }
        case .character("r"):
            if let id = focusedID, let kind = configuration.placements.first(where: { $0.context.instanceID == id })?.context.kind {
                blocking { await WidgetCenter(runner: runner).reloadTimelines(ofKind: kind) }
            }
        case .character("R"):
            blocking { await WidgetCenter(runner: runner).reloadAllTimelines() }
        case .character("1"): page = .home
        case .character("2"): page = .lock
        case .character("3"): page = .gallery
        case .character("t"):
            themeIndex = (themeIndex + 1) % configuration.themes.count
            screen.setTheme(configuration.themes[themeIndex])
        case .character("s"):
            galleryState = (galleryState + 1) % Self.galleryStates.count
        case .character("?"):
            showsHelp.toggle()
        case .character(let c) where c == "\u{1B}" && showsHelp:
            showsHelp = false
        case .pageDown:
            scroll = min(max(0, frame.contentHeight - screen.size.height + 2), scroll + max(1, screen.size.height - 3))
        case .pageUp:
            scroll = max(0, scroll - max(1, screen.size.height - 3))
        case .click(let x, let y):
            if let index = frame.tileRects.firstIndex(where: { $0?.contains(Point(x: x, y: y)) == true }), let rect = frame.tileRects[index] {
                focus[page] = index
                // A click on a button or toggle presses it.
                if index < lastTiles.count, page != .gallery {
                    let tile = lastTiles[index]
                    let rects = tile.family.controlRects(tile.state, context: RenderContext(now: clock.now, locale: configuration.locale))
                    if let (controlID, _) = rects.first(where: { $0.value.offsetBy(dx: rect.x, dy: rect.y).contains(Point(x: x, y: y)) }),
                       let i = tile.state.controls.firstIndex(where: { $0.id == controlID }) {
                        controlFocus[tile.id] = i
                        press(tile.id, control: i)
                    }
                }
            }
        case .resize:
            screen.invalidate()
            scroll = 0
            keepFocusVisible(screen: screen)
        default:
            break
        }
        return false
    }
}
