/* `import ObjectiveC.runtime`: Apple's ObjectiveC module has a runtime submodule; here it is empty
   and the Swift API (`objc_getAssociatedObject`, `class_getInstanceMethod`) is widgetdeck's
   `ObjectiveC` module, loaded as its overlay. Passed to the compiler by `widgetdeck preview`
   (-I Overlays/os). */
