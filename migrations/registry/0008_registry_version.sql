-- Operator API (issue 11): one counter that every change to the tenant registry bumps (a store
-- created, renamed, its status, config, draft or hostnames changed). Each isolate compares it
-- with the version its registry cache was filled at, every few seconds, and drops the cache
-- when it moved (docs/decisions/0070-registry-cache.md).
CREATE TABLE registry_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO registry_version (id, version) VALUES (1, 1);
