// The benchmark engine (the hot path of spec 2): comparisons computed from an in-memory columnar
// index instead of SQL. Nothing lives here yet; the benchmark-engine work lands in this folder (until
// then .oxlintrc.json lets this comment-only file pass unicorn/no-empty-file: drop that override then).
//
// Its wall (tests/unit/walls.test.ts fails when it is crossed): files here import only src/engine,
// src/domain and the catalogue's figure list (src/api/catalogue/fields.ts) — no framework, no
// database driver, no I/O, nothing of the gateway, the API's handlers or the browser.
//
// Its contract (the architecture document, section "Benchmark engine"):
// - Input: typed-array columns, one Float64Array per figure, rows = site × report month, NaN for a
//   missing value (the same convention as reports.values); sites of a group as index lists or bitsets.
// - The API builds the index from the database at start (per-month snapshots are the cold path) and
//   updates it in the same request that stores new reports; the database stays the source of truth,
//   the index is a cache any instance can rebuild.
// - Answers: aggregates and percentiles per group and figure (selection, not full sorts), timelines
//   over months, one site's values; they must equal the SQL reference computation (kept for tests)
//   to 1e-14.
