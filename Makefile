# Lancemate. Needs only Go for `make run` and `make build`; `make test` and
# `make bench` also install Debian's chromium (and Node for the wasm tests)
# when they are missing, and `make test` axe-core from npm (make axe).
GO       ?= go
OUT      ?= dist
PORT     ?= 8000
WASMEXEC := $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec
# axe-core, the accessibility checker the end-to-end tests run in the page:
# from its npm package into a cache beside the project (ignored by git,
# never part of the site).
AXE_VERSION := 4.14.1
AXE_DIR  := .cache/axe
# Packages that must also pass under GOOS=js GOARCH=wasm (pure Go, no DOM).
PURE     := ./engine/... $(if $(wildcard sheets),./sheets/...)
# Fuzz targets where saved or imported data enters (package:target), each
# run for FUZZTIME by `make fuzz` (and so by `make test`); a longer run:
# `make fuzz FUZZTIME=5m FUZZ=./app/store:FuzzPlanImport`. The default is
# a count of inputs (2-6 s each here), not a duration: Go 1.26's fuzzing
# coordinator can fail a target with "context deadline exceeded" when a
# duration ends (go.dev/issue/75804, fixed in Go 1.27), which failed
# make test once on 2026-11-26.
FUZZ     ?= ./app/store:FuzzPlanImport ./sheets/design:FuzzLoad ./engine/journal:FuzzLoad \
            ./engine/journal:FuzzEngineLoad ./engine/game:FuzzLoadLog ./sheets/mtf:FuzzMTF ./sheets/ssw:FuzzSSW \
            ./engine/live:FuzzDecode ./engine/live:FuzzReadCompact
FUZZTIME ?= 50000x

.PHONY: run build test fuzz soak bench size check deps axe

## run: build the site and serve it on http://localhost:$(PORT)
run: build
	$(GO) run ./build/cmd/site serve -out $(OUT) -port $(PORT)

## build: the static site in $(OUT)/, ready for any static host
build:
	$(GO) run ./build/cmd/site build -out $(OUT)

## test: formatting, vet, native tests, wasm tests under Node, end-to-end in chromium, a short fuzz of each target
test: deps check axe build
	LANCEMATE_E2E=require LANCEMATE_DIST=$(CURDIR)/$(OUT) $(GO) test -count=1 -timeout=40m ./...
	GOOS=js GOARCH=wasm $(GO) test -count=1 -exec="$(WASMEXEC)" $(PURE)
	$(MAKE) fuzz

## fuzz: each target in FUZZ for FUZZTIME (a new crasher is minimised for 1 s at most and saved under the package's testdata/fuzz)
fuzz:
	@for f in $(FUZZ); do \
		pkg=$${f%%:*}; target=$${f##*:}; \
		echo "fuzz $$target ($$pkg) for $(FUZZTIME)"; \
		$(GO) test -run='^$$' -fuzz="^$$target\$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=1s $$pkg || exit 1; \
	done

## soak: 200 kill trials (the browser killed 0-300 ms after a change is shown), then Settings with nine 8 MB damaged records, a 60 MB backup and the whole ../shared/corpus imported while a control is tapped every 200 ms; about half an hour, not part of test (SOAKFLAGS="-only heavy": all but the kill trials)
soak: deps build
	$(GO) run ./build/cmd/soak -dir $(OUT) -corpus $(CURDIR)/../shared/corpus $(SOAKFLAGS)

## bench: sizes, cold and warm start, tap latency, against the budgets
bench: deps build
	$(GO) run ./build/cmd/bench -dir $(OUT)

## size: where app.wasm's bytes go, by Go package (code, runtime tables, data, brotli share);
##       SIZE_FLAGS="-pkg lancemate/app/ui" also lists that package's largest functions
size:
	$(GO) run ./build/cmd/size $(SIZE_FLAGS)

check:
	@unformatted="$$(gofmt -l .)"; \
	if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./app/... $(PURE)

## axe: install axe-core $(AXE_VERSION) for the end-to-end accessibility test
axe: deps
	@test -f $(AXE_DIR)/node_modules/axe-core/axe.min.js && grep -q '"version": "$(AXE_VERSION)"' $(AXE_DIR)/node_modules/axe-core/package.json || \
		npm install --no-audit --no-fund --no-save --prefix $(AXE_DIR) axe-core@$(AXE_VERSION)

deps:
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq chromium; }
	@command -v node >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq nodejs; }
	@command -v npm >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq npm; }
	@echo "browser: $$(chromium --version 2>/dev/null | head -n 1) ($$(command -v chromium))"
