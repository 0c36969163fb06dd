# The two commands of the quick start, and a few for developers.
#   make run           install what is missing, build, start the app on the sandbox
#   make test          the same set-up, then every test (with a real keychain)
#   make bench         build and run the benchmarks; they print figures
#   make format        clang-format over our sources
#   make translations  lupdate: refresh translations/*.ts from the sources
#   make sanitize      the tests again, built with clang under AddressSanitizer and UBSan

BUILD_DIR ?= build
BUILD_TYPE ?= Release
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_GENERATOR := $(shell command -v ninja >/dev/null 2>&1 && echo Ninja || echo "Unix Makefiles")
# ccache: paths relative to the tree, so a fresh clone elsewhere (CI) reuses the same cache.
export CCACHE_BASEDIR := $(CURDIR)
export CCACHE_NOHASHDIR := 1
# Precompiled headers (cmake/ClinicLinkPch.cmake) are cached only with this sloppiness.
export CCACHE_SLOPPINESS := pch_defines,time_macros

.PHONY: all deps configure build run test bench format translations sanitize clean

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

format:
	@git ls-files '*.cpp' '*.h' | xargs clang-format -i

translations: configure
	cmake --build $(BUILD_DIR) --target update_translations

clean:
	rm -rf $(BUILD_DIR)
