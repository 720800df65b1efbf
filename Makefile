# Cardavia: two commands on a fresh machine.
#   make serve   vendor the pinned runtime and serve the site on http://127.0.0.1:8000/
#   make test    install everything the tests need, then run all tests
# Everything else here is a step of those two.

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?= 8000

.PHONY: serve test vendor bundle chromium broker unit e2e site bench clean

serve: bundle
	$(PYTHON) -m tools.serve --port $(PORT)

# ARGS is handed to pytest (CI gives the whole run a time limit through it).
# Both share the two cores: the CPython tests by work stealing (a few take
# 12-18 s, and an idle worker takes tests from a busy one), the browser tests
# a file to a worker, since a file's tests share its booted pages
# (e2e/conftest.py).
test: $(VENV)/.installed bundle chromium broker
	$(VPY) -m pytest tests -n 2 --dist worksteal $(ARGS)
	$(VPY) -m pytest e2e -n 2 --dist loadfile $(ARGS)

# The quick loop: the engines, the AI, the protocol, the playthroughs and the
# UI's pure parts on both cores, no npm, no browser, and not the tests that
# drive the benchmarks (marked slow; `make test` runs them). tests/build
# checks the built site, so it needs the vendored runtime and runs with
# `make test`.
unit: $(VENV)/.installed
	$(VPY) -m pytest tests --ignore=tests/build -m "not slow" -n 2 --dist worksteal $(ARGS)

# The browser tests, or those whose names match K: `make e2e K=tractor_layout`.
e2e: $(VENV)/.installed bundle chromium broker
	$(VPY) -m pytest e2e -n 2 --dist loadfile $(if $(K),-k "$(K)") $(ARGS)

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

vendor: node_modules/.package-lock.json
	$(PYTHON) -m tools.vendor

# The game's Python as one archive, and the build name the offline cache and
# the Python snapshot are keyed by.
bundle: vendor
	$(PYTHON) -m tools.bundle

$(VENV)/.installed: requirements-test.txt
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --upgrade pip
	$(VPY) -m pip install --quiet -r requirements-test.txt
	touch $@

chromium: $(VENV)/.installed
	@sh tools/ensure_chromium.sh $(VPY)

# The MQTT broker the friends' table tests start on loopback (Debian's mosquitto).
broker:
	@sh tools/ensure_broker.sh

# Performance figures in headless Chromium (prints them; asserts nothing).
bench: $(VENV)/.installed bundle chromium
	$(VPY) -m bench.page

# The publishable site (what GitHub Pages serves): the page, its config, the
# service worker and static/ (which holds the game archive).
site: bundle
	rm -rf build/site && mkdir -p build/site
	cp -r index.html pyscript.toml manifest.webmanifest sw.js .nojekyll static build/site/
	find build/site -name __pycache__ -prune -exec rm -rf {} +
	# the page boots from static/app/python_stdlib.zip, never from Pyodide's own
	rm build/site/static/vendor/pyodide/python_stdlib.zip

clean:
	rm -rf $(VENV) node_modules static/vendor build
