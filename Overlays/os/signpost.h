/* `import os.signpost`: the submodule is empty here; `os_signpost` and `OSSignposter` are
   widgetdeck's `os` module, loaded as its overlay. */
