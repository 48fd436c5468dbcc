// The names the API's plugins register under; a plugin lists the ones it needs in `dependencies`,
// and Fastify refuses to start when one of them was not registered before it.
export const PLUGIN = {
  deps: 'deps',
  versions: 'versions',
  accessCache: 'access-cache',
  throttles: 'throttles',
  benchmarkEngine: 'benchmark-engine',
  fieldColumns: 'field-columns',
  engineJobs: 'engine-jobs',
  controllingJobs: 'controlling-jobs',
} as const;
