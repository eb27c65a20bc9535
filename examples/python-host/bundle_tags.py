"""
The bundle's tags for a page, from dist/manifest.json: the entry's stylesheet and script, then a
preload for every file the page's eager widgets, its locale and a logged-in visitor's cart code will
fetch. A port of the reference host's server/preload.ts. The file names carry content hashes, so no
template names them: a new build is a new manifest, read when the server starts.
"""
import json
import os

from markup import text

ENTRY = "storefront"


class Bundle:
    def __init__(self, dist_dir: str, asset_base: str = "/assets/"):
        with open(os.path.join(dist_dir, "manifest.json"), encoding="utf-8") as file:
            self._manifest = json.load(file)
        if ENTRY not in self._manifest.get("entrypoints", {}):
            raise ValueError(f'dist/manifest.json has no "{ENTRY}" entry')
        self._asset_base = asset_base

    def _href(self, file: str) -> str:
        return text(self._asset_base + file)

    def preload_files(self, widgets: list[str], locale: str, authenticated: bool) -> tuple[list[str], list[str]]:
        """The scripts and stylesheets to preload, each once, without the entry's own files."""
        plan = self._manifest.get("preload", {})
        names = list(plan.get("locales", {}).get(locale, []))
        if authenticated:
            names += plan.get("authenticated", [])
        for widget in widgets:
            names += plan.get("widgets", {}).get(widget, [])
        entry = {file for files in self._manifest["entrypoints"].values() for file in files["js"] + files["css"]}
        scripts: dict[str, None] = {}
        styles: dict[str, None] = {}
        for name in names:
            chunk = self._manifest.get("chunks", {}).get(name, {})
            scripts.update((file, None) for file in chunk.get("js", []) if file not in entry)
            styles.update((file, None) for file in chunk.get("css", []) if file not in entry)
        return list(scripts), list(styles)

    def head_tags(self, widgets: list[str], locale: str, authenticated: bool) -> str:
        """The tags for <head>: a widget's chunk waits for its CSS, so stylesheets are preloaded first.
        No crossorigin: the bundle loads chunks with plain tags, and a preload is reused only by a
        request of the same mode."""
        entry = self._manifest["entrypoints"][ENTRY]
        scripts, styles = self.preload_files(widgets, locale, authenticated)
        return "\n    ".join(
            [f'<link rel="stylesheet" href="{self._href(file)}" />' for file in entry["css"]]
            + [f'<script defer src="{self._href(file)}"></script>' for file in entry["js"]]
            + [f'<link rel="preload" href="{self._href(file)}" as="style" />' for file in styles]
            + [f'<link rel="preload" href="{self._href(file)}" as="script" />' for file in scripts]
        )
