#!/usr/bin/env bash
# The measurements of BENCHMARKS.md's "Rendering" section, in one sitting, release builds:
#   1. CPU per card per stage and format at scale 1 and 2 (arrange-render-bench stages);
#   2. batch rendering with 1 and 2 threads (arrange-render-bench scaling);
#   3. resvg (PyPI's resvg-cli) rasterising Arrange's own SVG of the card, whole process per
#      run (hyperfine), against Arrange's whole pipeline in a warm process (from 1);
#   4. the card server (Examples/CardServer, the card-server product) under wrk on loopback, 1, 2 and 8 connections,
#      10 s each, cached (one URL) and uncached (a new title per request);
#   5. the server's memory (RSS) before and after 10,000 uncached requests.
# Output goes to standard output and to .build-bench/render-report.txt. Usage:
#   bash scripts/bench-render.sh [runs]        (runs per stage measurement, 15 by default)
# Set SKIP_BUILD=1 to use the builds already there, SERVER_CONFIG=debug to measure the card
# server's debug build (when its release build does not fit the time), SCRATCH=DIR to build the benchmark in
# another build folder than .build. Only loopback is used.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=${1:-15}
port=${PORT:-18471}
out=.build-bench
mkdir -p "$out"
report="$out/render-report.txt"
exec > >(tee "$report") 2>&1

bash scripts/install-system-packages.sh bench
command -v resvg >/dev/null || python3 -m pip install --quiet resvg-cli

echo "# $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores; $(uname -r)"
echo "# load before building: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "${SKIP_BUILD:-0}" != "1" ]; then
    swift build -c release --product arrange-render-bench --scratch-path "${SCRATCH:-.build}"
    swift build -c "${SERVER_CONFIG:-release}" --product card-server --scratch-path "${SCRATCH:-.build}"
fi
bench=$(swift build -c release --scratch-path "${SCRATCH:-.build}" --show-bin-path)/arrange-render-bench
server=$(swift build -c "${SERVER_CONFIG:-release}" --scratch-path "${SCRATCH:-.build}" --show-bin-path)/card-server

echo
echo "## 1. CPU per card, per stage (load now: $(cut -d' ' -f1-3 /proc/loadavg))"
"$bench" "$runs" stages

echo "## 2. Batch rendering, 1 and 2 threads (load now: $(cut -d' ' -f1-3 /proc/loadavg))"
"$bench" "$runs" scaling

echo "## 3. resvg rasterising Arrange's SVG of the same card (load now: $(cut -d' ' -f1-3 /proc/loadavg))"
"$bench" 3 files "$root/$out"
# The binary itself: pyenv's `resvg` is a shell shim that would add its own start-up to each run.
resvg_bin=$(command -v pyenv >/dev/null && pyenv which resvg 2>/dev/null || command -v resvg)
echo "resvg $("$resvg_bin" --version) at $resvg_bin"
# resvg sizes the PNG from the SVG's width and height: 1200×630, as Arrange's scale 1. -N: no
# shell between hyperfine and resvg.
hyperfine -N --warmup 3 --runs 40 --export-json "$out/resvg.json" "$resvg_bin $out/card.svg $out/card-resvg.png"
python3 - "$out/resvg.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print(f"resvg whole process: mean {r['mean']*1000:.1f} ms, median {r['median']*1000:.1f} ms, "
      f"min {r['min']*1000:.1f} ms; user+system CPU {(r['user']+r['system'])*1000:.1f} ms")
EOF
file "$out/card-resvg.png" "$out/card.png" 2>/dev/null || true

echo
echo "## 4. Card server ($(basename "$(dirname "$server")") build) under wrk (load now: $(cut -d' ' -f1-3 /proc/loadavg))"
"$server" --port "$port" > "$out/card-server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.2; done
rss() { awk '/VmRSS/ {print $2 " kB"}' "/proc/$pid/status"; }
echo "server RSS at start: $(rss)"
cat > "$out/unique.lua" <<'EOF'
-- A new title for every request, so every request renders (the cache never hits).
local threads = 0
function setup(thread)
    threads = threads + 1
    thread:set("tid", threads)
end
local counter = 0
local limit = tonumber(os.getenv("REQUESTS_PER_THREAD") or "0")
function request()
    counter = counter + 1
    return wrk.format("GET", "/card.png?title=Card%20" .. tid .. "-" .. counter ..
        "%3A%20rendering%20SwiftUI%20views%20on%20a%20Linux%20server&author=Ada%20Lovelace&theme=midnight")
end
function response(status, headers, body)
    if status ~= 200 then io.stderr:write("status " .. status .. "\n") end
    if limit > 0 and counter >= limit then wrk.thread:stop() end
end
EOF
cached="http://127.0.0.1:$port/card.png?title=Rendering%20SwiftUI%20views%20on%20a%20Linux%20server&author=Ada%20Lovelace"
curl -sf -o /dev/null "$cached"
for connections in 1 2 8; do
    threads=$(( connections < 2 ? 1 : 2 ))
    echo "### uncached (every request renders), $connections connections, 10 s"
    wrk -t"$threads" -c"$connections" -d10s --timeout 5s --latency -s "$out/unique.lua" "http://127.0.0.1:$port/" | tee "$out/wrk-uncached-$connections.txt"
    echo "### cached (one URL), $connections connections, 10 s"
    wrk -t"$threads" -c"$connections" -d10s --timeout 5s --latency "$cached"
done

echo
echo "## 5. Memory over 10,000 uncached requests (load now: $(cut -d' ' -f1-3 /proc/loadavg))"
echo "server RSS before: $(rss)"
# 2 threads × 5,000 requests. wrk runs for its whole duration even after its threads stop, so the
# duration is what 10,000 requests take at the rate measured above, with half again to spare
# (at most 10 minutes).
rate=$(awk '/Requests\/sec/ {print int($2)}' "$out/wrk-uncached-2.txt")
seconds=$(( rate > 0 ? 15000 / rate + 10 : 600 ))
seconds=$(( seconds > 600 ? 600 : seconds ))
REQUESTS_PER_THREAD=5000 wrk -t2 -c2 -d"${seconds}s" --timeout 5s -s "$out/unique.lua" "http://127.0.0.1:$port/" | grep -E "requests in|Socket errors|Non-2xx"
echo "server RSS after: $(rss)"
echo "# load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
