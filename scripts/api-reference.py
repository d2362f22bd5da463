#!/usr/bin/env python3
"""The API reference of the generated modules (make api-reference, part of make docs).

Runs `gir-swift --reference` once per namespace the library generates, with the options its
target's GIRBindings.json gives the GIRBindings build plugin, so the reference shows the
declarations the build compiles on this system's GIR files. Writes OUTPUT/<Namespace>/ and
OUTPUT/index.html (the landing page with the search box over every namespace).

usage: scripts/api-reference.py --gir-swift PATH --output DIR
"""
import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import time


def gir_folders():
    """Where the plugin looks for GIR files: GIR_DIRS, else /usr/share and every triplet's."""
    if os.environ.get("GIR_DIRS"):
        return [folder for folder in os.environ["GIR_DIRS"].split(":") if folder]
    return ["/usr/share/gir-1.0"] + sorted(glob.glob("/usr/lib/*/gir-1.0"))


def namespace_name(stem):
    return stem.split("-")[0]


def arguments(config, output):
    """The plugin's command line for one configuration, --reference instead of --output."""
    result = ["--namespace", config["namespace"], "--reference", output]
    for folder in gir_folders():
        result += ["--gir-dir", folder]
    for module in config.get("cModules", []):
        result += ["--c-module", module]
    for stem in config.get("types", []):
        result += ["--types", namespace_name(stem)]
    for stem in config.get("full", []):
        result += ["--full", namespace_name(stem)]
    for namespace, module in sorted(config.get("modules", {}).items()):
        result += ["--module", f"{namespace}={module}"]
    if config.get("modulePrefix"):
        result += ["--module-prefix", config["modulePrefix"]]
    for name in config.get("handWritten", []):
        result += ["--hand-written", name]
    for name in config.get("omit", []):
        result += ["--omit", name]
    for symbol in config.get("deprecated", []):
        result += ["--deprecated", symbol]
    for start, finish in sorted(config.get("finishFunctions", {}).items()):
        result += ["--finish", f"{start}={finish}"]
    if config.get("typesOnly"):
        result.append("--types-only")
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gir-swift", required=True, help="the gir-swift executable")
    parser.add_argument("--output", required=True, help="the reference's folder (replaced)")
    options = parser.parse_args()
    configs = []
    for path in sorted(glob.glob("Sources/*/GIRBindings.json")):
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
        configs += data if isinstance(data, list) else [data]
    # A namespace removed from the library must not linger in the reference.
    shutil.rmtree(options.output, ignore_errors=True)
    start = time.monotonic()
    for config in configs:
        result = subprocess.run([options.gir_swift] + arguments(config, options.output))
        if result.returncode != 0:
            sys.exit(f"api-reference: gir-swift failed for {config['namespace']} (exit {result.returncode})")
    size = sum(os.path.getsize(os.path.join(folder, name))
               for folder, _, names in os.walk(options.output) for name in names)
    print(f"api-reference: {len(configs)} namespaces, {size / 1e6:.1f} MB, {time.monotonic() - start:.1f} s:"
          f" {os.path.join(options.output, 'index.html')}")


if __name__ == "__main__":
    main()
