/* `import os.log`: Apple's os module has a log submodule; here the submodule is empty and the
   Swift API (`Logger`, `os_log`) is widgetdeck's `os` module, loaded as its overlay. Passed to
   the compiler by `widgetdeck preview` (-I Overlays/os). */
