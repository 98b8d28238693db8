-- One atomic decision per request for one API key.
-- KEYS[1]: the key's prefix, e.g. "venue:rl:{42}"; ARGV[1]: cooldown ms; ARGV[2]: daily quota.
-- Returns {verdict, retry_after_ms, remaining, reset_ms}; verdict 0 = allowed, 1 = cooldown, 2 = quota.
-- A request refused by the cooldown does not use quota; one refused by the quota does not
-- restart the cooldown. The day is the UTC day of the Redis server's clock.
local prefix = KEYS[1]
local cooldown = tonumber(ARGV[1])
local quota = tonumber(ARGV[2])
local cooldown_key = prefix .. ':cd'

local wait = redis.call('PTTL', cooldown_key)
if wait > 0 then
  return {1, wait, -1, 0}
end

local now = redis.call('TIME')
local now_ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local day = math.floor(now_ms / 86400000)
local reset_ms = (day + 1) * 86400000 - now_ms
local quota_key = prefix .. ':q:' .. day

local used = tonumber(redis.call('GET', quota_key) or '0')
if used >= quota then
  return {2, reset_ms, 0, reset_ms}
end
used = redis.call('INCR', quota_key)
if used == 1 then
  redis.call('PEXPIRE', quota_key, reset_ms + 60000)
end
if cooldown > 0 then
  redis.call('SET', cooldown_key, '1', 'PX', cooldown)
end
return {0, 0, quota - used, reset_ms}
