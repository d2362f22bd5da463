-- wrk script of bench-server.sh: what each request is, and one machine-readable result line.
--
--   wrk ... -s wrk.lua URL -- get                 GET as is (profile, healthz)
--   wrk ... -s wrk.lua URL -- inm ETAG            GET with If-None-Match: ETAG (304)
--   wrk ... -s wrk.lua URL -- put TOKEN ETAG      PUT username, If-Match from the last answer
--   wrk ... -s wrk.lua URL -- paced RATE          GET at RATE requests/s in all (open loop;
--                                                 one connection per thread: -t N -c N)
--
-- The result: `RESULT {json}` with requests, duration, errors, latency percentiles and, where
-- response() runs (put, paced), the statuses seen; paced adds the latency from each request's
-- scheduled time (`paced_us`).

local ffi = require("ffi")
ffi.cdef [[
    typedef struct { long tv_sec; long tv_nsec; } vsm_timespec;
    int clock_gettime(int clock, vsm_timespec *ts);
]]
local timespec = ffi.new("vsm_timespec")
-- CLOCK_MONOTONIC in milliseconds: wrk's Lua has no clock of its own.
local function now_ms()
    ffi.C.clock_gettime(1, timespec)
    return tonumber(timespec.tv_sec) * 1000 + tonumber(timespec.tv_nsec) / 1e6
end

local threads = {}
local thread_count = 0

function setup(thread)
    thread_count = thread_count + 1
    thread:set("id", thread_count)
    table.insert(threads, thread)
end

mode = "get"
statuses = {}
late = 0     -- paced: requests sent more than 1 ms after their slot
sent = 0
paced = {}   -- paced: latency from the scheduled send, in microseconds
local counter = 0
local slot, sent_at, next_slot

function init(args)
    mode = args[1] or "get"
    if mode == "inm" then
        wrk.headers["If-None-Match"] = args[2]
    elseif mode == "put" then
        token = args[2]
        etag = args[3]
        wrk.method = "PUT"
        wrk.headers["Authorization"] = "Bearer " .. token
        wrk.headers["Content-Type"] = "application/json"
    elseif mode == "paced" then
        -- Each thread has one connection and sends its share of RATE on a fixed schedule,
        -- whatever the answers do (what wrk2 does). wrk itself measures from the actual
        -- send, so a request that missed its slot behind a slow answer would hide its wait
        -- (coordinated omission): `paced` measures from the slot instead, and `late` counts
        -- the requests sent more than 1 ms after it.
        local total = tonumber(args[2])
        interval = 1000 * thread_count_hint / total
    end
end

function request()
    -- wrk also calls request() once in its main Lua state to check it: no slot there.
    if mode == "paced" and slot ~= nil then
        local now = now_ms()
        sent_at = now
        sent = sent + 1
        if now > slot + 1 then late = late + 1 end
    end
    if mode == "put" then
        counter = counter + 1
        local body = string.format('{"username":"bench-%d-%d"}', id, counter)
        wrk.headers["If-Match"] = etag
        return wrk.format(nil, nil, nil, body)
    end
    return wrk.format()
end

function delay()
    if mode ~= "paced" then return 0 end
    local now = now_ms()
    -- wrk asks before every request, the first included; the threads' schedules are
    -- staggered so they do not all send at once.
    if next_slot == nil then next_slot = now + interval * (id % 8) / 8 end
    slot = next_slot
    next_slot = next_slot + interval
    -- wrk takes whole milliseconds: a request may leave up to 1 ms before its slot.
    if slot <= now then return 0 end
    return math.floor(slot - now)
end

-- Defined only where needed: wrk parses every answer's headers for Lua when it exists.
local function on_response(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
    if mode == "paced" and sent_at ~= nil then
        -- From the slot, or from the send when wrk's whole milliseconds sent it early.
        paced[#paced + 1] = math.floor((now_ms() - math.min(slot, sent_at)) * 1000)
    end
    if mode == "put" then
        local tag = headers["ETag"] or headers["etag"]
        if tag then etag = tag end
    end
end

function done(summary, latency, requests)
    local all = {}
    local late_total, sent_total = 0, 0
    local all_paced = {}
    for _, thread in ipairs(threads) do
        for _, value in ipairs(thread:get("paced") or {}) do all_paced[#all_paced + 1] = value end
        local counts = thread:get("statuses")
        for status, count in pairs(counts) do all[status] = (all[status] or 0) + count end
        late_total = late_total + (thread:get("late") or 0)
        sent_total = sent_total + (thread:get("sent") or 0)
    end
    local parts = {}
    for status, count in pairs(all) do table.insert(parts, string.format('"%d":%d', status, count)) end
    table.sort(all_paced)
    local function pct(p)
        if #all_paced == 0 then return 0 end
        return all_paced[math.max(1, math.min(#all_paced, math.ceil(#all_paced * p / 100)))]
    end
    local e = summary.errors
    io.write(string.format(
        'RESULT {"requests":%d,"duration_us":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
        '"latency_us":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f},"statuses":{%s},"late":%d,"sent":%d,' ..
        '"paced_us":{"count":%d,"p50":%d,"p99":%d,"max":%d}}\n',
        summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
        latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
        table.concat(parts, ","), late_total, sent_total, #all_paced, pct(50), pct(99), pct(100)))
end

-- wrk calls init() in each thread's own Lua state, before it knows the thread count there;
-- bench-server.sh passes it through the environment.
thread_count_hint = tonumber(os.getenv("WRK_THREADS") or "1")

if os.getenv("WRK_MODE") == "put" or os.getenv("WRK_MODE") == "paced" then
    response = on_response
end
