// The one REST source of the supergraph, shared by compose (mesh.config.ts) and serve (the gateway
// runtime), without loading the compose tooling at run time.
export const SOURCE_NAME = 'Herdenblick';
/** A placeholder origin: the gateway serves it from this same process, no real address is baked in. */
export const REST_ORIGIN = 'http://rest.internal';
