-- 005: sign-in throttling moves out of the database (decision 025).
-- Keep src/platform/db/schema.ts in sync with this file.
-- Failed sign-ins are now counted per (account, address) pair and per address by
-- src/services/limits.ts, in Redis when REDIS_URL is set (shared by every process) or in memory,
-- with growing delays instead of a lock-out. Nothing reads or writes login_attempts any more.

DROP TABLE IF EXISTS login_attempts;
