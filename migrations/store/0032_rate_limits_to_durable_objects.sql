-- Rate-limit counters live in Durable Objects (worker/auth/rate-limit-counter.ts,
-- docs/decisions/0303-rate-limit-counters-in-durable-objects.md): no statement reads or writes
-- this table any more. Deploy the Worker before applying this on a deployment that runs the
-- previous one (it wrote here on every login attempt; docs/operating.md, Apply migrations).
DROP TABLE IF EXISTS rate_limits;
