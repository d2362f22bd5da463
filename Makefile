# The two commands a newcomer needs: `make run` and `make test`.
# Both install missing Debian packages first (apt-get; sudo when not root).

SWIFT      ?= swift
# bash, for pipefail (the test lanes mark a lane's lines through sed).
SHELL      := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin
# The SwiftPM build folder of every package and example: another one keeps a second
# system's build apart (test-trixie builds the same checkout inside a Debian 13 root).
export SCRATCH ?= .build
# The GTK packages: the library (this folder), the app (App/), the benchmarks (Benchmarks/),
# the tools (Tools/) and the examples. All build in the one SCRATCH, so the library's modules,
# which they compile with the same arguments, are built once for all (products:
# $(SCRATCH)/debug, /release). The server and its contract use SERVER_SCRATCH (below).
# --disable-build-manifest-caching: SwiftPM would otherwise reuse the build plan of the package
# built there before (it checks that package's files, not which package is asked for) and build
# nothing, or the wrong graph; planning anew costs a second or two.
SHARED_PM  := --scratch-path $(SCRATCH) --disable-build-manifest-caching
SWIFTPM    := $(SHARED_PM)
APP_PM     := --package-path App $(SHARED_PM)
BENCH_PM   := --package-path Benchmarks $(SHARED_PM)
TODO_PM    := --package-path Examples/TodoList $(SHARED_PM)
PORTING_PM := --package-path Examples/PortingFromIOS $(SHARED_PM)
NOTES_PM   := --package-path Examples/Notes $(SHARED_PM)
TOOLS_PM   := --package-path Tools $(SHARED_PM)
# The server and its contract use none of the GTK modules, so they build in a folder of their
# own: `make test` compiles them beside the GTK packages (two SwiftPM builds cannot share a
# folder at once). The server's executable is $(SERVER_SCRATCH)/debug/vsm-profile-server.
export SERVER_SCRATCH ?= $(SCRATCH)/server
SERVER_SHARED_PM := --scratch-path $(SERVER_SCRATCH) --disable-build-manifest-caching
CONTRACT_PM := --package-path Contract $(SERVER_SHARED_PM)
SERVER_PM  := --package-path Server $(SERVER_SHARED_PM)
# The packages `build-tests` and `test` cover, by name (fewer: PACKAGES="library app"; the
# Notes example is `notes`, for test-in-root on Debian 13, where its libadwaita 1.4 code compiles).
PACKAGES   ?= library app tools benchmarks contract server
PM_library := $(SWIFTPM)
PM_contract := $(CONTRACT_PM)
PM_server  := $(SERVER_PM)
PM_app     := $(APP_PM)
PM_tools   := $(TOOLS_PM)
PM_benchmarks := $(BENCH_PM)
PM_notes   := $(NOTES_PM)
XVFB       := xvfb-run -a -s "-screen 0 1280x1024x24"
# Compiled translations, GSettings schemas and merged desktop/metainfo/man files (make data).
DATA_DIR   := $(SCRATCH)/share
# What a source build needs to find them (installed: /usr/share/locale and the glib-2.0 schemas).
DATA_ENV   := GSETTINGS_SCHEMA_DIR=$(CURDIR)/$(DATA_DIR)/schemas VSM_PROFILE_LOCALE_DIR=$(CURDIR)/$(DATA_DIR)/locale
# GTK_A11Y=test: accessible properties are checkable without an AT-SPI bus; the end-to-end test uses the real bus.
# VSM_REQUIRE_LOCALES=1: the locale tests fail instead of skipping (deps-test generates the locales).
TEST_ENV   := GTK_A11Y=test NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory VSM_REQUIRE_LOCALES=1 $(DATA_ENV)

# Build and run needs: GTK and SQLite headers; gettext (msgfmt, xgettext), po4a (the man page),
# appstream (the metainfo's ITS rules for msgfmt --xml); libglib2.0-bin (glib-compile-schemas)
# and libglib2.0-dev-bin (glib-compile-resources, run by the GResourceCompiler build plugin);
# libadwaita-1-dev: the Adw module (libadwaita 1.2); libsoup-3.0-dev: the Soup module (libsoup 3.2,
# and its GIR), with glib-networking, GIO's TLS and proxy modules, which libsoup loads at run time;
# libsecret-1-dev: the server token from the desktop's Secret Service; libxtst-dev: the VSMGtkTesting kit, built by `swift build` with the rest (the app does not link it).
# The GIR files the GIRBindings plugin reads at build time come with libgtk-4-dev (Gtk, Gdk, Gsk),
# libpango1.0-dev and libadwaita-1-dev; GLib's own (GLib, GObject, Gio) with GIR_GLIB, whose
# package Debian 13 renamed.
GIR_GLIB   := $(if $(shell grep -qs '^VERSION_CODENAME=bookworm' /etc/os-release && echo 12),libgirepository1.0-dev,gir1.2-glib-2.0-dev)
APT_BUILD  := libgtk-4-dev libadwaita-1-dev libsoup-3.0-dev glib-networking libsecret-1-dev libpango1.0-dev $(GIR_GLIB) libsqlite3-dev pkg-config gettext po4a appstream libglib2.0-bin libglib2.0-dev-bin libxtst-dev
# What the swift.org toolchain itself needs on a minimal Debian 12 or 13 (a debootstrap root):
# its driver and package manager link ncurses, curl, libxml2 and SQLite; it compiles and links
# with the system's C library headers, libstdc++ and gcc's start files; SwiftPM clones with git.
APT_SWIFT  := binutils gcc g++ libc6-dev libncurses6 libcurl4-openssl-dev libxml2 libsqlite3-0 tzdata git ca-certificates
# Test needs: a virtual X server, what the end-to-end test drives the app with (xdotool
# types like a person), sqlite3 (another program writing the store, for live sync), and the
# SVG loader that draws the symbolic icons (a recommendation of GTK, not installed without);
# chattr (e2fsprogs), which makes a store immutable for a save-failure test.
APT_TEST   := xvfb xauth dbus dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 python3-gi xdotool sqlite3 locales \
              librsvg2-common e2fsprogs
# Locales the tests switch to: glibc ignores a locale that is not generated (de_DE:
# LANG=de_DE.UTF-8; en_US: a desktop's LANG with LANGUAGE=de), and numbers and dates are
# written from these (LocaleFormatter: en_GB, en_IN and fr_FR for their grouping and names).
# C.UTF-8 is always there.
TEST_LOCALES := de_DE.UTF-8 en_US.UTF-8 en_GB.UTF-8 en_IN.UTF-8 fr_FR.UTF-8
# Proof suite needs (make proof): key input, the SQLite shell, valgrind, chattr, objcopy.
APT_PROOF  := xdotool sqlite3 valgrind e2fsprogs binutils
# Benchmark needs: the C compiler for app-benchmarks' C baselines (GTK, and SQLite, whose headers
# are in APT_BUILD), and the programs that drive the app as a person (xdotool) and another
# process (sqlite3) would.
APT_BENCH  := gcc xdotool sqlite3
# State journeys (make journey): Graphviz's dot draws the SVG.
APT_JOURNEY := graphviz
# The server (make server, its tests): Debian's PostgreSQL (15 on Debian 12, 17 on 13), whose
# cluster scripts/pg-cluster.sh starts; python3 finds it a free port.
APT_SERVER := postgresql postgresql-contrib python3
# The server's checks beyond its suites (make server-checks, make bench-server): nginx in front of two
# instances, wrk for the benchmark, and a virtual environment for schemathesis (from PyPI, pinned
# in Server/requirements-test.txt; Debian's pip refuses system-wide installs).
APT_SERVER_CHECKS := nginx-light wrk curl python3-venv
CHECKS_VENV := $(SCRATCH)/server-checks-venv
# The network lab the client's tests cross (make netlab-selftest, docs/NetworkLab.md): iproute2
# (namespaces, veth links, tc), iptables (reject, and netem's delay and loss on kernels without
# the netem qdisc), tinyproxy (the proxy peer), nginx-light and openssl (the TLS peer), curl;
# gnome-keyring and libsecret-tools: a Secret Service holding the token, for the end-to-end test.
APT_NETLAB := iproute2 iptables tinyproxy nginx-light openssl curl python3 gnome-keyring libsecret-tools
# Packaging needs.
APT_DEB    := debhelper dpkg-dev fakeroot lintian desktop-file-utils appstream librsvg2-bin debootstrap

.PHONY: test-trixie screenshots-trixie deb-smoke-bookworm deb-smoke-trixie gir gir-report
.PHONY: journey-check consumer-check pkgconfig-check
.PHONY: run-remote deps-server server api api-check deps-server-checks server-checks bench-server bench-app-server deps-netlab netlab-selftest
.PHONY: soak
.PHONY: all deps deps-test deps-locales deps-bench deps-deb deps-proof build build-tests data pot update-po check-po run test test-tsan bench example example-porting example-notes screenshots e2e proof proof-ci journey deps-journey deb lint-deb deb-smoke docs api-reference clean

all: build

# Installs only what is missing, so a second run is quiet and offline.
define apt_install
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing: $$missing"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call apt_install,$(APT_SWIFT) $(APT_BUILD))
	@command -v $(SWIFT) >/dev/null || { echo "error: swift not found on PATH (install Swift 6.x from swift.org)"; exit 1; }

deps-server:
	$(call apt_install,$(APT_SERVER))

deps-server-checks: deps-server
	$(call apt_install,$(APT_SERVER_CHECKS))
	@[ -x $(CHECKS_VENV)/bin/schemathesis ] || { python3 -m venv $(CHECKS_VENV) && \
		$(CHECKS_VENV)/bin/pip install -q -r Server/requirements-test.txt; }

deps-netlab: deps-server
	$(call apt_install,$(APT_NETLAB))

deps-test: deps
	$(call apt_install,$(APT_TEST))
	@$(MAKE) --no-print-directory deps-locales

# Generates the missing TEST_LOCALES (localedef; root or sudo), once.
deps-locales:
	@for l in $(TEST_LOCALES); do \
		locale -a 2>/dev/null | grep -qx "$${l%%.*}.utf8" && continue; \
		echo "Generating locale $$l"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO localedef -i "$${l%%.*}" -f UTF-8 "$$l" || exit 1; \
	done

deps-bench: deps-test
	$(call apt_install,$(APT_BENCH))

deps-proof: deps-test
	$(call apt_install,$(APT_PROOF))

deps-journey: deps-test
	$(call apt_install,$(APT_JOURNEY))

deps-deb: deps
	$(call apt_install,$(APT_DEB))

build: deps
	$(SWIFT) build $(SWIFTPM)
	$(SWIFT) build $(APP_PM)

# Translations (.mo), the compiled GSettings schema and the merged desktop file, metainfo and
# German man page, in DATA_DIR (scripts/translations.sh; the package builds the same).
data: deps
	scripts/translations.sh build $(DATA_DIR)

# The translation templates from the sources (po/vsm-profile-gtk.pot, po/man/*.pot), and the
# templates merged into every language. Translators: make pot update-po, then edit po/*.po.
pot: deps
	$(SWIFT) build $(TOOLS_PM) --product vsm-extract-strings
	scripts/translations.sh pot

update-po: deps
	scripts/translations.sh update-po

# Fails when a template is out of date or a language is incomplete (run by make test).
check_po_built = scripts/translations.sh check
check_po = $(SWIFT) build $(TOOLS_PM) --product vsm-extract-strings && $(check_po_built)
check-po: deps
	$(check_po)

run: deps data
	$(DATA_ENV) $(SWIFT) run $(APP_PM) vsm-profile-gtk $(ARGS)

# The app as the client of `make server`'s server: PostgreSQL under $(SERVER_DIR), migrated and
# seeded, the server on 127.0.0.1:$(PORT) in the background, user 1's token in a file only its
# owner reads, and the app connected to them (its cache under $(SCRATCH)/remote-data). Closing
# the app stops the server and the cluster.
REMOTE_DATA := $(SCRATCH)/remote-data
run-remote: deps deps-server data
	$(SWIFT) build $(SERVER_PM) --product vsm-profile-server
	$(SWIFT) build $(APP_PM) --product vsm-profile-gtk
	@url=$$(scripts/pg-cluster.sh start $(SERVER_DIR)) && \
	bin=$$($(SWIFT) build $(SERVER_PM) --show-bin-path)/vsm-profile-server && \
	$$bin migrate --database-url "$$url" --log-level warning && \
	mkdir -p $(REMOTE_DATA) && chmod 700 $(REMOTE_DATA) && \
	$$bin seed --database-url "$$url" --log-level warning | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])' >$(REMOTE_DATA)/token && \
	chmod 600 $(REMOTE_DATA)/token && \
	{ $$bin serve --host 127.0.0.1 --port $(PORT) --database-url "$$url" --log-level warning & server=$$!; } && \
	trap 'kill $$server 2>/dev/null; wait $$server 2>/dev/null; scripts/pg-cluster.sh stop $(SERVER_DIR)' EXIT INT TERM && \
	for i in $$(seq 100); do curl -fs http://127.0.0.1:$(PORT)/readyz >/dev/null && break; sleep 0.1; done && \
	$(DATA_ENV) $$($(SWIFT) build $(APP_PM) --show-bin-path)/vsm-profile-gtk --data-dir $(REMOTE_DATA) \
		--server http://127.0.0.1:$(PORT) --token-file $(REMOTE_DATA)/token $(ARGS)

# Model tests need no display; view tests run on a virtual X server. Every package's suite:
# the library's, the app's, the tools' and the benchmarks' (their option parsing and
# statistics; the benchmarks themselves are `make bench`), the contract's and the server's.
# TEST_ARGS (a --filter) applies to each package; all run even when one fails. CHECK_PO=
# leaves out the translation check, which reads only text and so gives the same answer on
# every system (test-in-root does).
CHECK_PO ?= check-po
# The app's network-lab suite (ProfileSyncTests) needs the lab's packages and root;
# SKIP_NETLAB=1 leaves both out (test-in-root, whose Debian root has neither the server's
# build nor network namespaces, skips that suite).
#
# Two lanes run at once, so that both cores have work while one lane waits on a chain of
# modules or a test waits on a display, a database or a network timeout:
# - the GTK lane, in SCRATCH: the library, app and benchmarks are built and their suites run,
#   then the tools (their suites, and the translation check);
# - the server lane, in SERVER_SCRATCH, its lines marked [server]: the contract and server;
# - the app's network-lab suite (ProfileSyncTests), which mostly waits on timeouts, starts as
#   soon as the app's tests and the server it runs are built, beside both lanes. It runs the
#   app's test bundle itself, since `swift test` would wait for the GTK lane's (one SwiftPM
#   command per build folder at a time); when TEST_ARGS narrows the suites, it is the app's
#   whole `swift test` run instead, as two runs would each take the filter.
GTK_LANE    := $(filter $(PACKAGES),library app benchmarks notes)
TOOLS_LANE  := $(filter $(PACKAGES),tools)
SERVER_LANE := $(filter $(PACKAGES),contract server)
NETLAB      := $(if $(and $(filter app,$(PACKAGES)),$(if $(SKIP_NETLAB),,1)),1)
test: deps-test $(if $(filter server,$(PACKAGES)),deps-server) $(if $(NETLAB),deps-netlab) data
	@$(MAKE) --no-print-directory -k -j3 test-lane-gtk test-lane-server $(if $(NETLAB),test-netlab)

# The server the network-lab suites start (test_package passes it to every suite).
SERVER_BIN_BUILT := $(abspath $(SERVER_SCRATCH))/debug/vsm-profile-server
# One package's suite: $(1) its name in PACKAGES, $(2) more `swift test` arguments.
test_package = echo "== swift test $(PM_$(1)) $(2)"; \
	$(if $(and $(RECORD_JOURNEYS),$(filter app,$(1))),rm -rf $(JOURNEY_DIR) && mkdir -p $(JOURNEY_DIR) && VSM_JOURNEY=$(CURDIR)/$(JOURNEY_DIR)/tests.jsonl) \
	$(TEST_ENV) SERVER_BIN=$(SERVER_BIN_BUILT) \
	$(XVFB) $(SWIFT) test $(PM_$(1)) --skip-build --disable-swift-testing $(2) $(TEST_ARGS) || status=1;
# Builds packages $(1) with their tests, in BUILD_ORDER.
build_packages = $(foreach p,$(filter $(1),$(BUILD_ORDER)),$(SWIFT) build $(PM_$(p)) --build-tests &&) true
# The server lane's output, marked; pipefail keeps a failure a failure through sed.
server_lane = set -o pipefail; { $(1); } 2>&1 | sed -u 's/^/[server] /'
# The app's suites in the GTK lane: all but the network lab's, which test-netlab runs (with
# TEST_ARGS, test-netlab runs the app's whole suite and the lane none of it).
APP_IN_LANE := --skip ProfileSyncTests
APP_BUNDLE  := $(SCRATCH)/debug/vsm-profile-gtkPackageTests.xctest

.PHONY: test-lane-gtk test-lane-gtk-built test-lane-server test-lane-server-built test-netlab
test-lane-gtk-built:
	$(call build_packages,$(GTK_LANE))
test-lane-gtk: test-lane-gtk-built
	@status=0; $(foreach p,$(GTK_LANE),$(if $(and $(filter app,$(p)),$(NETLAB),$(TEST_ARGS)),,$(call test_package,$(p),$(if $(filter app,$(p)),$(APP_IN_LANE))))) \
	$(if $(TOOLS_LANE),{ $(call build_packages,tools); } || exit 1; $(call test_package,tools)) \
	$(if $(CHECK_PO),{ $(if $(TOOLS_LANE),$(check_po_built),$(check_po)); } || status=1;) exit $$status
# The network-lab suite starts the server, so the server is built whenever that suite runs.
test-lane-server-built:
	@$(call server_lane,$(call build_packages,$(SERVER_LANE) $(if $(NETLAB),server)))
test-lane-server: test-lane-server-built
	@$(call server_lane,status=0; $(foreach p,$(SERVER_LANE),$(call test_package,$(p))) exit $$status)
test-netlab: test-lane-gtk-built test-lane-server-built
	@status=0; $(if $(TEST_ARGS),$(call test_package,app),\
	classes=$$($(APP_BUNDLE) --list-tests | sed -n 's|^\(ProfileSyncTests\.[^/]*\)/.*|\1|p' | sort -u | paste -sd, -); \
	echo "== $(APP_BUNDLE) $$classes"; \
	[ -n "$$classes" ] || { echo "no ProfileSyncTests in $(APP_BUNDLE)" >&2; exit 1; }; \
	$(TEST_ENV) SERVER_BIN=$(SERVER_BIN_BUILT) $(XVFB) $(APP_BUNDLE) "$$classes" || status=1;) exit $$status

# Every package of PACKAGES with its tests (test-trixie checks their warnings), one after the
# other, in BUILD_ORDER whatever the order of PACKAGES: the library first, whose modules the
# others then find built; the benchmarks last, which add the least to the app they depend on.
BUILD_ORDER := library tools app benchmarks notes contract server
build-tests: deps
	$(foreach p,$(filter $(PACKAGES),$(BUILD_ORDER)),$(SWIFT) build $(PM_$(p)) --build-tests &&) true

# `make test` SOAK_RUNS times with every core kept busy (scripts/soak.sh): a test that passes
# only on an idle machine fails here. docs/Testing.md gives the last full count.
SOAK_RUNS ?= 10
soak:
	scripts/soak.sh $(SOAK_RUNS)

# ThreadSanitizer over the headless VSM suites (kept out of `make test` for time).
test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --disable-build-manifest-caching --filter 'VSMTests|VSMCombineTests|VSM20PortingTests'

# The benchmarks package's executables and the app, in release mode; app-benchmarks launches
# the app binary built here (VSM_PROFILE_BINARY).
bench: deps-bench
	$(SWIFT) build -c release $(BENCH_PM)
	$(SWIFT) build -c release --static-swift-stdlib $(APP_PM) --product vsm-profile-gtk
	$(SWIFT) run -c release $(BENCH_PM) --skip-build vsm-benchmarks
	$(SWIFT) run -c release $(BENCH_PM) --skip-build profile-benchmarks
	$(TEST_ENV) $(XVFB) $(SWIFT) run -c release $(BENCH_PM) --skip-build gtk-benchmarks
	$(TEST_ENV) $(XVFB) $(SWIFT) run -c release $(BENCH_PM) --skip-build gtk-benchmarks lists
	$(TEST_ENV) VSM_PROFILE_BINARY=$(abspath $(SCRATCH))/release/vsm-profile-gtk $(XVFB) $(SWIFT) run -c release $(BENCH_PM) --skip-build app-benchmarks

# Instruction-count guards of the hot paths (docs/Benchmarks.md, "Instruction counts"):
# builds vsm-benchmarks and gtk-benchmarks in release mode, runs each scenario of their
# callgrind mode under valgrind and fails when one costs more than 10% above
# Benchmarks/callgrind/expected.tsv. Counts do not depend on machine load. ARGS=--with-launch
# adds the app's launch (and its release build). After a deliberate change in cost or a
# toolchain upgrade: make bench-check ARGS=--update, and commit the table.
.PHONY: bench-check
bench-check: deps-bench
	$(call apt_install,valgrind)
	cd scripts/callgrind && PYTHONDONTWRITEBYTECODE=1 python3 -m unittest --quiet test_bench_check test_launch_order
	python3 scripts/callgrind/bench_check.py $(ARGS)

# The order in which the linker places the functions a launch runs (App/launch-order.txt, read
# by App/Package.swift): builds the app as the Debian package does, in .build-launch-order, and
# lists what one launch runs under callgrind. Run after changing what the launch runs; commit
# the file. ARGS=--binary PATH profiles an app already built that way.
.PHONY: launch-order
launch-order: deps-bench
	$(call apt_install,valgrind)
	python3 scripts/callgrind/launch_order.py $(ARGS)

# The example app, its own package depending on this one by path: build it and run its tests
# (with both test kits). The DocC articles quote those tests (make docs checks the quotes).
example: deps-test
	$(SWIFT) build $(TODO_PM) --build-tests
	$(TEST_ENV) $(XVFB) $(SWIFT) test $(TODO_PM) --skip-build --disable-swift-testing

# Code written for the Apple VSM library (the specification's builder-pattern models and
# view-state extensions, and the 2.0 idioms) in a package of its own that depends on this one by
# path: build it and run its tests.
example-porting: deps-test
	$(SWIFT) build $(PORTING_PM) --build-tests
	$(TEST_ENV) $(XVFB) $(SWIFT) test $(PORTING_PM) --skip-build --disable-swift-testing

# The second real app (a GNOME notes app on the generated GTK and libadwaita classes, with
# its GRDB store), its own package depending on this one by path: build it and run its model,
# store and view tests (the view tests compile its GSettings schema into a private folder),
# recording their state journeys, then check them against Examples/Notes/docs/journeys/notes.graph
# (every expected transition visited, none unexpected) and draw them there.
NOTES_JOURNEY_DIR := $(SCRATCH)/journeys-notes
NOTES_JOURNEY_DOCS := Examples/Notes/docs/journeys
example-notes: deps-journey
	$(SWIFT) build $(NOTES_PM) --build-tests
	$(SWIFT) build $(TOOLS_PM) --product vsm-journey
	rm -rf $(NOTES_JOURNEY_DIR) && mkdir -p $(NOTES_JOURNEY_DIR)
	VSM_JOURNEY=$(CURDIR)/$(NOTES_JOURNEY_DIR)/tests.jsonl $(TEST_ENV) $(XVFB) $(SWIFT) test $(NOTES_PM) --skip-build --disable-swift-testing
	$(SCRATCH)/debug/vsm-journey $(NOTES_JOURNEY_DIR)/*.jsonl --expected $(NOTES_JOURNEY_DOCS)/notes.graph \
		--output-dir $(NOTES_JOURNEY_DOCS) --coverage-report $(NOTES_JOURNEY_DOCS)/coverage.txt --check

# The GIR → Swift generator (in the library's package; its tests are the package in
# Tools/GIRGenerator, which builds the generator without the bindings): its unit tests on small GIR
# fixtures. Its output for the system's GIR is the library's own modules (GIRBindings plugin):
# `make build` compiles them, `make test` runs them on real objects (GtkTests,
# GeneratedBindingsTests).
gir: deps
	cd Tools/GIRGenerator && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

# What the bindings of this build cover and skip: each namespace's coverage line and its skips
# by reason, from the reports the GIRBindings plugin wrote beside the generated files (build
# the library first). The full reports list every skipped symbol.
gir-report:
	@reports=$$(ls $(SCRATCH)/plugins/outputs/*/*/destination/GIRBindings/*.report.txt 2>/dev/null | sort); \
	[ -n "$$reports" ] || { echo "no binding reports in $(SCRATCH): run make build first" >&2; exit 1; }; \
	for report in $$reports; do \
		echo "== $$(basename $$report .report.txt): $$(grep '^coverage:' $$report)"; \
		sed -n '/^skips by reason:/,/^$$/p' $$report | sed '1d;$$d'; \
		echo "   (full report: $$report)"; \
	done

# The documentation site (DocC, swift-docc-plugin): one static site for the library's modules
# with their articles, in DOCS_DIR. Fails on any DocC warning (an unresolved symbol link, a
# missing article), and when a Swift listing of an article or of README.md is not a verbatim
# quote of compiled code, or a manifest that compiles (scripts/check-doc-snippets.py).
# Preview: python3 -m http.server -d $(DOCS_DIR), then open http://localhost:8000/documentation/vsm/.
DOCS_DIR     := .build/docs/site
DOCS_TARGETS := VSM VSMCombine VSMGtk VSMTesting VSMGtkTesting
docs: deps
	python3 scripts/check-doc-snippets.py $(wildcard Sources/*/*.docc/*.md) README.md
	mkdir -p $(dir $(DOCS_DIR))
	$(SWIFT) package --allow-writing-to-directory $(dir $(DOCS_DIR)) generate-documentation \
		$(addprefix --target ,$(DOCS_TARGETS)) --enable-experimental-combined-documentation \
		--disable-indexing --transform-for-static-hosting --warnings-as-errors --output-path $(DOCS_DIR)
	$(MAKE) --no-print-directory api-reference
	@echo "documentation: $(DOCS_DIR)/documentation/vsm/index.html"

# The API reference of the generated modules (gir-swift --reference, one run per namespace of
# the Sources/*/GIRBindings.json files) in $(DOCS_DIR)/api, beside the DocC site, which
# `docs` writes first (DocC replaces its output folder). A debug gir-swift: it is what the
# build plugin builds too, and the whole reference takes seconds.
api-reference: deps
	$(SWIFT) build $(SWIFTPM) --product gir-swift
	python3 scripts/api-reference.py --gir-swift $(SCRATCH)/debug/gir-swift --output $(DOCS_DIR)/api

# What a package that depends on this repository by its git URL builds: a VSM-only consumer
# and a small libadwaita app, each from empty, from a temporary copy of HEAD tagged as a
# release (scripts/consumer-check.sh; prints their CPU seconds, fails on any warning).
consumer-check: deps
	scripts/consumer-check.sh

# Fails when the trimmed pkg-config files of this Debian release (pkgconfig/debian-12/…), which
# keep SwiftPM's "prohibited flag(s)" warnings out of every build, differ from what
# scripts/trim-pkgconfig.sh writes from the installed ones (test-in-root.sh checks Debian 13's).
pkgconfig-check: deps
	scripts/trim-pkgconfig.sh --check

screenshots: deps-test
	scripts/screenshots.sh

e2e: deps-test deps-netlab data
	$(SWIFT) build $(APP_PM) --product vsm-profile-gtk
	$(SWIFT) build $(SERVER_PM) --product vsm-profile-server
	scripts/e2e.sh

# The proof suite (scripts/proof/): kill -9/SIGTERM trials on the built binary, bad stores,
# command-line fuzz, libFuzzer. `proof` is the full run (by hand; adds TSan, ASan and
# valgrind); `proof-ci` is the short form. A private session bus, whatever the app's
# uniqueness policy.
proof: deps-proof
	dbus-run-session -- /usr/bin/python3 scripts/proof/proof.py --mode full $(ARGS)

proof-ci: deps-proof
	dbus-run-session -- /usr/bin/python3 scripts/proof/proof.py --mode ci $(ARGS)

# State journeys (docs/StateJourneys.md): the profile suites run with VSM_JOURNEY on (the app
# binaries they start append to the same file); vsm-journey draws docs/journeys/*.svg and fails
# on a transition outside docs/journeys/profile.graph or on coverage below 100%.
# `make test RECORD_JOURNEYS=1` records them during the app's suites (as CI does), and
# `make journey-check` then only checks and draws, instead of running the suites again.
JOURNEY_DIR := $(SCRATCH)/journeys
journey: deps-journey data
	$(SWIFT) build $(APP_PM) --build-tests
	rm -rf $(JOURNEY_DIR) && mkdir -p $(JOURNEY_DIR)
	VSM_JOURNEY=$(CURDIR)/$(JOURNEY_DIR)/tests.jsonl $(TEST_ENV) $(XVFB) $(SWIFT) test $(APP_PM) --skip-build --disable-swift-testing --filter 'UserProfileTests|ProfileAppTests'
	@$(MAKE) --no-print-directory journey-check
journey-check: deps-journey
	@ls $(JOURNEY_DIR)/*.jsonl >/dev/null 2>&1 || { echo "no journeys recorded in $(JOURNEY_DIR): run make journey, or make test RECORD_JOURNEYS=1" >&2; exit 1; }
	$(SWIFT) build $(TOOLS_PM) --product vsm-journey
	$(SCRATCH)/debug/vsm-journey $(JOURNEY_DIR)/*.jsonl --expected docs/journeys/profile.graph \
		--output-dir docs/journeys --coverage-report docs/journeys/coverage.txt --check

deb: deps-deb
	scripts/build-deb.sh

lint-deb: deps-deb
	scripts/lint-deb.sh

# The server on a PostgreSQL cluster of its own under the build folder (created as the postgres
# user when run as root), migrated and seeded, on 127.0.0.1:$(PORT); Ctrl+C stops both. User 1's
# token is printed once the cluster is seeded (and kept in $(SERVER_DIR)/token).
PORT       ?= 8080
SERVER_DIR := $(SCRATCH)/server
server: deps-server
	$(SWIFT) build $(SERVER_PM) --product vsm-profile-server
	@url=$$(scripts/pg-cluster.sh start $(SERVER_DIR)) && \
	trap 'scripts/pg-cluster.sh stop $(SERVER_DIR)' EXIT INT TERM && \
	bin=$$($(SWIFT) build $(SERVER_PM) --show-bin-path)/vsm-profile-server && \
	$$bin migrate --database-url "$$url" && \
	$$bin seed --database-url "$$url" | tee $(SERVER_DIR)/token && chmod 600 $(SERVER_DIR)/token && \
	echo "database: $$url" && \
	$$bin serve --host 127.0.0.1 --port $(PORT) --database-url "$$url"

# The contract's generated code (Contract/Sources/ProfileAPI) written anew from Contract/openapi.yaml;
# api-check fails when the committed code is not what the generator writes.
api:
	scripts/openapi-generate.sh
api-check:
	scripts/openapi-generate.sh --check

# The built server against its contract (schemathesis: no 5xx, no answer that breaks the schema),
# then two instances behind nginx with Server/deploy/nginx's configuration ([docs/Server.md]).
server-checks: deps-server-checks
	$(SWIFT) build $(SERVER_PM) --product vsm-profile-server
	SERVER_BIN=$$($(SWIFT) build $(SERVER_PM) --show-bin-path)/vsm-profile-server PATH="$(CURDIR)/$(CHECKS_VENV)/bin:$$PATH" \
		scripts/server-contract-test.sh --skip-build --strict
	SERVER_BIN=$$($(SWIFT) build $(SERVER_PM) --show-bin-path)/vsm-profile-server scripts/server-nginx-test.sh --skip-build

# (root) The network lab's scripts checked with curl against the built server in a lab
# namespace: cut, unplug, reject, delay, loss, kill -9, the fault peers, TLS, proxy, clean-up.
netlab-selftest: deps-netlab
	$(SWIFT) build $(SERVER_PM) --product vsm-profile-server
	SERVER_BIN=$$($(SWIFT) build $(SERVER_PM) --show-bin-path)/vsm-profile-server scripts/netlab-selftest.sh

# Requests/s and p99 of the server under wrk against the HTTP stack's and the database's ceilings
# (docs/Benchmarks.md); ARGS="--quick" for 3 s per measurement.
bench-server: deps-server-checks
	Benchmarks/server/bench-server.sh $(ARGS)

# The app's launch as a profile server's client (warm cache, cold cache) against the app on its
# embedded store in the same rounds (docs/Benchmarks.md): Benchmarks/server/bench-app-server.sh
# builds the release app, server and app-benchmarks, starts PostgreSQL and the server on
# loopback, runs `app-benchmarks --only launch --server-url …` under Xvfb in `make bench`'s
# environment and stops both after. ARGS go to app-benchmarks: ARGS="--rounds 3" is the short form.
bench-app-server: deps-bench deps-server
	$(call apt_install,curl)
	$(TEST_ENV) SWIFT=$(SWIFT) Benchmarks/server/bench-app-server.sh $(ARGS)

# The packages built here, installed and run on a fresh Debian 12 and a fresh Debian 13: the app
# launched under Xvfb, the server on Debian's PostgreSQL.
deb-smoke: deb-smoke-bookworm deb-smoke-trixie

deb-smoke-bookworm deb-smoke-trixie: deb-smoke-%: deps-deb
	SUITE=$* scripts/deb-smoke.sh

# This checkout's library, app and notes example built and tested in a fresh Debian 13 root
# (GTK 4.18, libadwaita 1.7), with the host's Swift toolchain: zero warnings, then their suites
# there (root; TEST_FILTER=REGEX for part of the suite, TEST_PACKAGES to choose packages).
test-trixie: deps-deb
	scripts/test-in-root.sh trixie

# Re-records the Debian 13 window snapshots (docs/screenshots/debian-13) in that root; look
# at every PNG after, then run make test-trixie.
screenshots-trixie: deps-deb
	-VSM_RECORD_SNAPSHOTS=1 TEST_FILTER=ProfileWindowSnapshotTests scripts/test-in-root.sh trixie
	TEST_FILTER=ProfileWindowSnapshotTests scripts/test-in-root.sh trixie

clean:
	rm -rf .build .build-* App/.build Benchmarks/.build Tools/.build Tools/GIRGenerator/.build Examples/*/.build dist
