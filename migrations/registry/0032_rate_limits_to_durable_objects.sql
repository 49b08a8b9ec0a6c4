-- The operator API's sign-in counters live in Durable Objects, like every other rate-limit
-- counter (docs/decisions/0303-rate-limit-counters-in-durable-objects.md). Deploy the Worker
-- before applying this on a deployment that runs the previous one (docs/operating.md).
DROP TABLE IF EXISTS rate_limits;
