# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

# The two commands of the quick start, and a few for developers.
#   make run           install what is missing, build, start the app on the sandbox
#   make test          the same set-up, then every test (with a real keychain)
#   make bench         build and run the benchmarks; they print figures
#   make format        clang-format over our sources
#   make translations  lupdate: refresh translations/*.ts from the sources
#   make sanitize      the widget tests again, built with clang under AddressSanitizer and UBSan
#   make check-sanitizers  every test built with clang under ASan, UBSan and LeakSanitizer (CI)
#   make fuzz          the libFuzzer targets (clang), each for FUZZ_SECONDS
#   make package       build/cliniclink-workstation_<version>_<arch>.deb (and an .rpm where rpmbuild is)
#   make package-test  install that .deb on this machine, start it from /usr/bin, remove it (needs root)

BUILD_DIR ?= build
BUILD_TYPE ?= Release
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_GENERATOR := $(shell command -v ninja >/dev/null 2>&1 && echo Ninja || echo "Unix Makefiles")
# ccache: paths relative to the tree, so a fresh clone elsewhere (CI) reuses the same cache.
export CCACHE_BASEDIR := $(CURDIR)
export CCACHE_NOHASHDIR := 1
# Precompiled headers (cmake/ClinicLinkPch.cmake) are cached only with this sloppiness.
export CCACHE_SLOPPINESS := pch_defines,time_macros

.PHONY: all deps configure build run test bench format translations sanitize check-sanitizers fuzz package package-test clean

all: build

deps:
	@bash packaging/install-deps-debian.sh

$(BUILD_DIR)/CMakeCache.txt:
	cmake -S . -B $(BUILD_DIR) -G "$(CMAKE_GENERATOR)" -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

configure: deps $(BUILD_DIR)/CMakeCache.txt

build: configure
	cmake --build $(BUILD_DIR) --parallel $(JOBS)

run: build
	$(BUILD_DIR)/app/cliniclink --environment sandbox $(ARGS)

test: build
	bash packaging/with-test-keychain.sh ctest --test-dir $(BUILD_DIR) --output-on-failure --parallel $(JOBS) $(CTEST_ARGS)

bench: build
	@for b in $$(find $(BUILD_DIR)/tests/bench -maxdepth 1 -type f -perm -u+x -name 'bench_*' | sort); do \
	  echo "== $$b"; QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='cliniclink.*.debug=false' $$b || exit 1; done

SANITIZE_DIR ?= build-asan
SANITIZE_TESTS ?= -L ui
sanitize:
	@bash packaging/install-deps-debian.sh clang
	cmake -S . -B $(SANITIZE_DIR) -G "$(CMAKE_GENERATOR)" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++ \
	  -DCLINICLINK_SANITIZE=address,undefined
	cmake --build $(SANITIZE_DIR) --parallel $(JOBS)
	ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  bash packaging/with-test-keychain.sh ctest --test-dir $(SANITIZE_DIR) --output-on-failure --parallel $(JOBS) $(SANITIZE_TESTS)

package: build
	cmake --build $(BUILD_DIR) --target package

package-test: package
	CLINICLINK_PACKAGE_TEST=1 ctest --test-dir $(BUILD_DIR) --output-on-failure -L package

# Every test under AddressSanitizer, UBSan and LeakSanitizer, in its own build folder. Optimised
# a little (-O1) with line tables only: the sanitized build must not double CI. Leaks reported by
# Qt, fontconfig, D-Bus and GLib are suppressed in tests/sanitizers/lsan.supp, ours are not.
CHECK_SANITIZE_DIR ?= build-sanitizers
# QT_NO_GLIB keeps GLib frames off every stack, so LeakSanitizer can name GLib by library; the
# keychain tests need Qt's GLib loop (libsecret answers through it) and run apart without it.
SANITIZER_ENV = ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
  LSAN_OPTIONS=suppressions=$(CURDIR)/tests/sanitizers/lsan.supp:print_suppressions=0 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
check-sanitizers:
	@bash packaging/install-deps-debian.sh clang
	cmake -S . -B $(CHECK_SANITIZE_DIR) -G "$(CMAKE_GENERATOR)" -DCMAKE_BUILD_TYPE=Debug \
	  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
	  -DCLINICLINK_SANITIZE=address,undefined -DCLINICLINK_BUILD_BENCHMARKS=OFF
	cmake --build $(CHECK_SANITIZE_DIR) --parallel $(JOBS)
	QT_NO_GLIB=1 $(SANITIZER_ENV) bash packaging/with-test-keychain.sh ctest --test-dir $(CHECK_SANITIZE_DIR) \
	  --output-on-failure --parallel $(JOBS) --timeout 600 -LE keychain $(CTEST_ARGS)
	$(SANITIZER_ENV) bash packaging/with-test-keychain.sh ctest --test-dir $(CHECK_SANITIZE_DIR) \
	  --output-on-failure --timeout 600 -L keychain $(CTEST_ARGS)

# libFuzzer targets (tests/fuzz), each run for FUZZ_SECONDS on a copy of its seed corpus; FUZZ_RUNS
# stops each after that many executions, FUZZ_TARGETS="a b" picks targets, FUZZ_SEGMENT=S restarts each
# every S seconds on the corpus it has grown (tests/fuzz/run-fuzzers.sh).
FUZZ_DIR ?= build-fuzz
FUZZ_SECONDS ?= 60
fuzz:
	@bash packaging/install-deps-debian.sh clang
	cmake -S . -B $(FUZZ_DIR) -G "$(CMAKE_GENERATOR)" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DCLINICLINK_FUZZ=ON -DCLINICLINK_PCH=OFF
	cmake --build $(FUZZ_DIR) --parallel $(JOBS) --target cliniclink_fuzzers
	FUZZ_RUNS="$(FUZZ_RUNS)" FUZZ_TARGETS="$(FUZZ_TARGETS)" FUZZ_SEGMENT="$(FUZZ_SEGMENT)" \
	  bash tests/fuzz/run-fuzzers.sh $(FUZZ_DIR) $(FUZZ_SECONDS)

format:
	@git ls-files '*.cpp' '*.h' | xargs clang-format -i

translations: configure
	cmake --build $(BUILD_DIR) --target update_translations

clean:
	rm -rf $(BUILD_DIR)
