// How `npm start` (package.json) runs the server, for the benches that start it themselves: the same
// V8 flag and environment, so that they measure what a deployment runs. tests/unit/server-runtime
// checks that package.json's start script says the same.

/** A larger young generation: fewer scavenges per request. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

/**
 * glibc's malloc asks for transparent huge pages (madvise; ignored where THP is off, by other C
 * libraries and by glibc before 2.35): the engine's ~1.7 GB of columns at 60,000 sites take a few
 * hundred page faults instead of ~440,000 when the server starts from its snapshots.
 */
export const SERVER_ENV = { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' } as const;
