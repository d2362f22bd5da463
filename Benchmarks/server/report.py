#!/usr/bin/env python3
"""bench-server.sh's Markdown report from its results (one JSON line per wrk or pgbench run).

Two instances: the two wrk runs' requests are added; their p99 is the larger of the two (a
bound on the combined p99: both halves ran at the same time on the same machine).
"""
import json
import sys

results_path, duration, connections, half_rate = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rows = [json.loads(line) for line in open(results_path)]


def combined(label, instances):
    parts = [r["result"] for r in rows if r["label"] == label and r["instances"] == instances]
    if not parts:
        return None
    seconds = max(p["duration_us"] for p in parts) / 1e6
    out = {
        "rate": sum(p.get("rate") or p["requests"] / (p["duration_us"] / 1e6) for p in parts),
        "requests": sum(p["requests"] for p in parts),
        "p50": max(p["latency_us"]["p50"] for p in parts) / 1000,
        "p99": max(p["latency_us"]["p99"] for p in parts) / 1000,
        "socket_errors": 0, "bad_status": 0, "statuses": {}, "late": 0, "sent": 0, "seconds": seconds,
    }
    for p in parts:
        e = p["errors"]
        out["socket_errors"] += sum(e.get(k, 0) for k in ("connect", "read", "write", "timeout", "failed"))
        out["bad_status"] += e.get("status", 0)
        for status, count in p.get("statuses", {}).items():
            out["statuses"][status] = out["statuses"].get(status, 0) + count
        out["late"] += p.get("late", 0)
        out["sent"] += p.get("sent", 0)
    # Paced: the latency from each request's scheduled send (wrk's own starts at the send).
    # With two parts (one per instance) the larger of the two, as for wrk's own latencies.
    if all(p.get("paced_us", {}).get("count") for p in parts):
        out["wrk_p99"] = out["p99"]
        out["p50"] = max(p["paced_us"]["p50"] for p in parts) / 1000
        out["p99"] = max(p["paced_us"]["p99"] for p in parts) / 1000
    return out


def statuses(r, expected_errors=()):
    if r["statuses"]:
        return ", ".join(f"{s}: {c}" for s, c in sorted(r["statuses"].items()))
    return "all 2xx/3xx" if r["bad_status"] == 0 else f"{r['bad_status']} ≥ 400"


def ratio(a, b):
    return f"{a / b:.2f}" if a is not None and b else "–"


names = {
    "healthz": "GET /healthz (HTTP stack ceiling)",
    "pgbench": "pgbench: profile SELECT (database ceiling)",
    "profile": "GET /v1/users/1/profile (200)",
    "profile-304": "GET profile, If-None-Match (304)",
    "put": "PUT username (If-Match)",
    "profile-paced": f"GET profile paced at {half_rate}/s (½ max; latency from schedule)",
}
print()
print(f"### Results ({duration} s each, {connections} connections; two instances: {connections // 2} each)")
print()
print("| measurement | instances | requests/s | p50 ms | p99 ms | socket errors | statuses |")
print("| --- | --- | ---: | ---: | ---: | ---: | --- |")
order = [("healthz", 1), ("healthz", 2), ("pgbench", 0), ("profile", 1), ("profile", 2), ("profile-304", 1),
         ("profile-304", 2), ("put", 1), ("put", 2), ("profile-paced", 1), ("profile-paced", 2)]
for label, instances in order:
    r = combined(label, instances)
    if r is None:
        continue
    if label == "pgbench":
        status_text = "–"
    elif label == "put":
        status_text = statuses(r)
    else:
        status_text = statuses({**r, "statuses": {}} if label != "profile-paced" else r)
    print(f"| {names[label]} | {instances or '–'} | {r['rate']:,.0f} | {r['p50']:.2f} | {r['p99']:.2f} "
          f"| {r['socket_errors']} | {status_text} |")

h1, g1, pg = combined("healthz", 1), combined("profile", 1), combined("pgbench", 0)
print()
print("| ratio | value |")
print("| --- | ---: |")
ceiling = min(h1["rate"], pg["rate"])
which = "healthz" if h1["rate"] <= pg["rate"] else "pgbench"
print(f"| GET profile / min(healthz, pgbench) requests/s (one instance; the lower is {which}) | {ratio(g1['rate'], ceiling)} |")
print(f"| GET profile / healthz requests/s | {ratio(g1['rate'], h1['rate'])} |")
print(f"| GET profile / pgbench requests/s | {ratio(g1['rate'], pg['rate'])} |")
for label in ("healthz", "profile", "profile-304", "put"):
    one, two = combined(label, 1), combined(label, 2)
    if one and two:
        print(f"| {names[label]}: two instances / one, requests/s | {ratio(two['rate'], one['rate'])} |")
        print(f"| {names[label]}: two instances / one, p99 | {ratio(two['p99'], one['p99'])} |")
paced = combined("profile-paced", 1)
if paced:
    achieved = paced["rate"]
    late = paced["late"] / paced["sent"] * 100 if paced["sent"] else 0
    print(f"| paced GET profile: achieved / target rate | {ratio(achieved, half_rate)} |")
    print(f"| paced GET profile: p99 at ½ max / p99 at max | {ratio(paced['p99'], g1['p99'])} |")
    print(f"| paced GET profile: p99 from the send, as wrk times it (ms) | {paced.get('wrk_p99', 0):.2f} |")
    print(f"| paced GET profile: requests sent > 1 ms after their slot | {late:.1f}% |")
paced2 = combined("profile-paced", 2)
if paced and paced2:
    late2 = paced2["late"] / paced2["sent"] * 100 if paced2["sent"] else 0
    print(f"| paced GET profile, the same load on two instances: p99 two / one | {ratio(paced2['p99'], paced['p99'])} |")
    print(f"| paced GET profile, the same load on two instances: socket errors; statuses other than 200 "
          f"| {paced2['socket_errors']}; {sum(c for s, c in paced2['statuses'].items() if s != '200')} |")
    print(f"| paced GET profile, two instances: requests sent > 1 ms after their slot | {late2:.1f}% |")
put1 = combined("put", 1)
if put1:
    total = sum(put1["statuses"].values()) or 1
    print(f"| PUT, one instance: share answered 200 (the rest 412: another connection wrote first) "
          f"| {put1['statuses'].get('200', 0) / total * 100:.0f}% |")
